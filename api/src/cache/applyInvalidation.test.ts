import type { AppPageIndex } from '../access/appPageIndex';
import { hashSessionToken, type CachedSession } from '../auth/sessionTokens';
import type { AppRow, UserRow } from '../db/schema';
import type { MemberFacts } from '../members/memberFacts';
import { keepScheduleAnswer } from '../schedule/scheduleAnswers';
import type { WorkoutCatalogue } from '../workouts/workoutCatalogue';
import { createAppCaches, type AppCaches } from './AppCaches';
import { applyInvalidation, dropAllCaches } from './applyInvalidation';
import type { CacheInvalidation, CachePeers } from './CacheInvalidation';
import { invalidateCaches } from './invalidateCaches';

const USERS = ['ann', 'bob'] as const;
const APPS = ['alpha', 'beta'] as const;

function cachedSession(sessionId: string, userId: string): CachedSession {
  return {
    sessionId,
    // Only the id of the member is looked at when forgetting.
    user: { id: userId } as UserRow,
    activeProductIds: [],
    appId: 'alpha',
    expiresAt: new Date(Date.now() + 60_000),
  };
}

const emptyIndex = (): AppPageIndex => ({ byId: new Map(), byPath: new Map(), children: new Map() });
const emptyWorkouts = (): WorkoutCatalogue => ({
  workouts: new Map(),
  items: new Map(),
  exercises: new Map(),
  alternates: new Map(),
});

/** Two members (one session each) and two apps, with something in every cache a message can drop. */
function filledCaches(): AppCaches {
  const caches = createAppCaches();
  for (const userId of USERS) {
    caches.sessions.set(hashSessionToken(`${userId}-token`), cachedSession(`${userId}-session`, userId));
    caches.memberData.facts.set(userId, {} as MemberFacts);
    caches.workouts.swaps.set(userId, { list: [], byExercise: new Map() });
    caches.scheduleAnswers.answers.set(`${userId}-month`, { userId, body: '{}', index: emptyIndex(), facts: null });
  }
  for (const appId of APPS) {
    caches.pageIndex.indexes.set(appId, emptyIndex());
    caches.pageIndex.loading.set(appId, new Promise(() => {}));
    caches.workouts.catalogues.set(appId, emptyWorkouts());
    caches.billingCatalogue.catalogues.set(appId, { products: new Map(), coupons: new Map() });
    caches.billingCatalogue.loading.set(appId, new Promise(() => {}));
    caches.tenants.set(appId, { id: appId } as AppRow);
  }
  caches.tenants.set('', { id: 'alpha' } as AppRow);
  return caches;
}

/** What the caches hold, by name. */
function held(caches: AppCaches): string[] {
  const names: string[] = [];
  for (const userId of USERS) {
    if (caches.sessions.get(hashSessionToken(`${userId}-token`))) names.push(`session of ${userId}`);
    if (caches.memberData.facts.get(userId)) names.push(`facts of ${userId}`);
    if (caches.workouts.swaps.get(userId)) names.push(`swaps of ${userId}`);
    if (caches.scheduleAnswers.answers.get(`${userId}-month`)) names.push(`calendar of ${userId}`);
  }
  for (const appId of APPS) {
    if (caches.pageIndex.indexes.get(appId)) names.push(`pages of ${appId}`);
    if (caches.pageIndex.loading.has(appId)) names.push(`pages read of ${appId}`);
    if (caches.workouts.catalogues.get(appId)) names.push(`workouts of ${appId}`);
    if (caches.billingCatalogue.catalogues.get(appId)) names.push(`catalogue of ${appId}`);
    if (caches.billingCatalogue.loading.has(appId)) names.push(`catalogue read of ${appId}`);
    if (caches.tenants.get(appId)) names.push(`app ${appId}`);
  }
  if (caches.tenants.get('')) names.push('default app');
  return names;
}

describe('applyInvalidation', () => {
  it.each<[CacheInvalidation, string[]]>([
    [{ kind: 'member_sessions', userId: 'ann' }, ['session of ann']],
    [{ kind: 'session', sessionId: 'bob-session' }, ['session of bob']],
    [{ kind: 'member_data', userId: 'ann' }, ['facts of ann']],
    [{ kind: 'member_swaps', userId: 'bob' }, ['swaps of bob']],
    [{ kind: 'schedule_answers', userId: 'ann' }, ['calendar of ann']],
    [{ kind: 'app_pages', appId: 'alpha' }, ['pages of alpha', 'pages read of alpha', 'workouts of alpha']],
    [{ kind: 'billing_catalogue', appId: 'beta' }, ['catalogue of beta', 'catalogue read of beta']],
    [
      { kind: 'app', appId: 'beta' },
      ['pages of beta', 'pages read of beta', 'workouts of beta', 'app beta', 'default app'],
    ],
  ])('applies %j by dropping exactly what it names', (message, dropped) => {
    const caches = filledCaches();
    const before = held(caches);
    applyInvalidation(caches, message);
    expect(held(caches)).toEqual(before.filter((name) => !dropped.includes(name)));
  });

  it('keeps no member facts, swaps or calendar answer whose read began before the message', () => {
    const caches = filledCaches();
    const factsReadAt = caches.memberData.generation;
    const swapsReadAt = caches.workouts.swapsGeneration;
    const calendarReadAt = caches.scheduleAnswers.turn;
    applyInvalidation(caches, { kind: 'member_data', userId: 'ann' });
    applyInvalidation(caches, { kind: 'member_swaps', userId: 'ann' });
    applyInvalidation(caches, { kind: 'schedule_answers', userId: 'ann' });
    expect(caches.memberData.generation).not.toBe(factsReadAt);
    expect(caches.workouts.swapsGeneration).not.toBe(swapsReadAt);
    const answer = { userId: 'ann', body: '{}', index: emptyIndex(), facts: null };
    keepScheduleAnswer(caches.scheduleAnswers, 'ann-week', answer, calendarReadAt);
    expect(caches.scheduleAnswers.answers.get('ann-week')).toBeUndefined();
  });
});

describe('dropAllCaches', () => {
  it('drops every decision, and a calendar answer read before is not kept', () => {
    const caches = filledCaches();
    const calendarReadAt = caches.scheduleAnswers.turn;
    dropAllCaches(caches);
    expect(held(caches)).toEqual([]);
    keepScheduleAnswer(
      caches.scheduleAnswers,
      'bob-week',
      { userId: 'bob', body: '{}', index: emptyIndex(), facts: null },
      calendarReadAt,
    );
    expect(caches.scheduleAnswers.answers.get('bob-week')).toBeUndefined();
  });
});

describe('invalidateCaches', () => {
  it('forgets here at once and tells the peers the same message', () => {
    const caches = filledCaches();
    const published: CacheInvalidation[] = [];
    const peers: CachePeers = {
      instanceId: 'here',
      publish: (message) => published.push(message),
      close: async () => {},
    };
    caches.peers = peers;
    invalidateCaches(caches, { kind: 'session', sessionId: 'ann-session' });
    expect(held(caches)).not.toContain('session of ann');
    expect(published).toEqual([{ kind: 'session', sessionId: 'ann-session' }]);
  });
});
