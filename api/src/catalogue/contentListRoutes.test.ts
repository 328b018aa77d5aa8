import { forgetMemberData } from '../members/memberData';
import { eq, inArray } from 'drizzle-orm';
import type { ContentItem } from '@stride/shared';
import { forgetAppPages } from '../access/appPageIndex';
import {
  eventOccurrences,
  events,
  pageCompletions,
  pages,
  pageSubscriptions,
  programSubscriptions,
} from '../db/schema';
import { createFixtureTestApp, type CallOptions, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';
import { startOfDayIn } from './startOfDayIn';

let t: FixtureTestApp;
let plain: Session;
let premium: Session;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
  plain = await t.member('plain@club.test');
  premium = await t.member('premium@club.test', ['premium']);
});
afterAll(() => t.close());

interface Listing {
  items: ContentItem[];
  total_count: number;
}

async function list(type: string, query: Record<string, string> = {}, options: Omit<CallOptions, 'query'> = {}) {
  const res = await t.call('GET', `/content/${type}`, { ...options, query });
  expect(res.statusCode).toBe(200);
  return res.json() as Listing;
}

const titles = (listing: Listing) => listing.items.map((item) => item.title);

describe('content types', () => {
  it('answers 404 unknown_content_type for a name that is not a page type', async () => {
    const res = await t.call('GET', '/content/recipes');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('unknown_content_type');
  });

  it('takes a page type singular or plural', async () => {
    const plural = await list('workouts');
    expect(await list('workout')).toEqual(plural);
    expect(titles(await list('packs'))).toEqual(['Starter pack']);
    expect(titles(await list('packages'))).toEqual(['Starter pack']);
    expect(titles(await list('event_occurrences'))).toEqual(['Live class', 'Paid event', 'Later event']);
  });
});

describe('items and locks', () => {
  it('gives a guest every workout in tree order with the engine lock; private ones are left out', async () => {
    const listing = await list('workouts');
    expect(titles(listing)).toEqual(['Day 1', 'Day 2', 'Day 8', 'Stage 1', 'Stage 2', 'Browse stage']);
    expect(listing.total_count).toBe(6);
    const [day1, day2, day8, stage1, , browse] = listing.items;
    expect(day1).toEqual({
      id: t.pageId('/programs/free/week-1/day-1'),
      path: '/programs/free/week-1/day-1',
      title: 'Day 1',
      type: 'workout',
      description: null,
      image_url: null,
      tags: ['cardio'],
      duration_minutes: 20,
      is_completed: false,
      lock: null,
      starts_at: null,
      ends_at: null,
    });
    expect(day2!.lock).toMatchObject({ reason: 'IS_SCHEDULED', available_after: null });
    expect(day8!.lock).toMatchObject({ reason: 'IS_SCHEDULED', node_id: t.pageId('/programs/free/week-2') });
    expect(stage1!.lock).toMatchObject({
      reason: 'PURCHASE_REQUIRED',
      product_ids: [await t.productId('premium')],
      purchase_overlay_id: await t.overlayId('offer'),
    });
    // Browsing is for the page that allows it, not for a child page checked through it.
    expect(browse!.lock).toMatchObject({ reason: 'PURCHASE_REQUIRED' });
  });

  it('locks the paid workouts for a member without the product and opens them for one with it', async () => {
    const forPlain = await list('workouts', {}, { as: plain });
    expect(forPlain.items.find((item) => item.title === 'Stage 1')!.lock).toMatchObject({
      reason: 'PURCHASE_REQUIRED',
    });
    const forPremium = await list('workouts', {}, { as: premium });
    expect(forPremium.items.find((item) => item.title === 'Stage 1')!.lock).toBeNull();
    expect(forPremium.items.find((item) => item.title === 'Browse stage')!.lock).toBeNull();
  });

  it('shows a members-only article locked to a guest and open to a member', async () => {
    const guest = await list('articles', { page_id: t.pageId('/articles') });
    expect(guest.items.find((item) => item.title === 'Members article')!.lock).toMatchObject({
      reason: 'AUTHENTICATION_REQUIRED',
    });
    const member = await list('articles', { page_id: t.pageId('/articles') }, { as: plain });
    expect(member.items.find((item) => item.title === 'Members article')!.lock).toBeNull();
  });

  it('lists a private program only to a member subscribed to it', async () => {
    expect(titles(await list('programs', {}, { as: plain }))).toEqual([
      'Free program',
      'Paid program',
      'Browsable program',
    ]);
    const insider = await t.member('insider@club.test');
    await t.db
      .insert(pageSubscriptions)
      .values({ appId: t.appId('club'), userId: insider.user.id, pageId: t.pageId('/programs/secret') });
    expect(titles(await list('programs', {}, { as: insider }))).toContain('Secret program');
  });

  it("never lists another app's pages", async () => {
    expect(titles(await list('programs', {}, { app: 'rival' }))).toEqual(['Rival program']);
  });
});

describe('paging', () => {
  it('counts every match before paging, with offset and limit', async () => {
    const listing = await list('workouts', { offset: '1', limit: '2' });
    expect(titles(listing)).toEqual(['Day 2', 'Day 8']);
    expect(listing.total_count).toBe(6);
  });

  it('reads page as 1-based when offset is absent', async () => {
    expect(titles(await list('workouts', { page: '2', limit: '4' }))).toEqual(['Stage 2', 'Browse stage']);
    expect(titles(await list('workouts', { page: '4', limit: '2' }))).toEqual([]);
  });

  it('defaults to 20 items', async () => {
    const everything = await list('generic');
    expect(everything.total_count).toBe(3);
    const limited = await t.call('GET', '/content/workouts', { query: { limit: '100' } });
    expect(limited.statusCode).toBe(200);
  });

  it.each([
    ['limit', '101'],
    ['limit', '0'],
    ['limit', 'ten'],
    ['offset', '-1'],
    ['page', '0'],
    ['order_by', 'popularity'],
    ['direction', 'up'],
    ['include_current', 'maybe'],
    ['progress', 'done'],
    ['schedule_type', 'soon'],
    ['page_id', 'not-a-uuid'],
    ['timezone', 'Mars/Olympus'],
    ['duration', 'abc'],
    ['duration', '-'],
    ['duration', '30-10'],
  ])('answers 400 invalid_input naming %s for %s', async (field, value) => {
    const res = await t.call('GET', '/content/workouts', { query: { [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
  });
});

describe('page_id and include_current', () => {
  it("lists the page's descendants of the type", async () => {
    const free = t.pageId('/programs/free');
    expect(titles(await list('workouts', { page_id: free }))).toEqual(['Day 1', 'Day 2', 'Day 8']);
    expect(titles(await list('programs', { page_id: free }))).toEqual([]);
  });

  it('includes the page itself with include_current', async () => {
    const free = t.pageId('/programs/free');
    expect(titles(await list('programs', { page_id: free, include_current: 'true' }))).toEqual(['Free program']);
  });

  it("answers 404 page_not_found for an unknown page or another app's", async () => {
    for (const id of [t.pageId('/program', 'rival'), '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call('GET', '/content/workouts', { query: { page_id: id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
  });
});

describe('order_by and direction', () => {
  const articles = async (query: Record<string, string>) =>
    titles(await list('articles', { page_id: t.pageId('/articles'), ...query }));

  it('orders by position (tree order) by default, reversed with direction desc', async () => {
    expect(await articles({})).toEqual(['banana long read', 'Apple short read', 'cherry no time', 'Members article']);
    expect(await articles({ direction: 'desc' })).toEqual([
      'Members article',
      'cherry no time',
      'Apple short read',
      'banana long read',
    ]);
  });

  it('orders by title, ignoring case', async () => {
    expect(await articles({ order_by: 'title' })).toEqual([
      'Apple short read',
      'banana long read',
      'cherry no time',
      'Members article',
    ]);
    expect(await articles({ order_by: 'title', direction: 'desc' })).toEqual([
      'Members article',
      'cherry no time',
      'banana long read',
      'Apple short read',
    ]);
  });

  it('orders by duration, pages without one last either way', async () => {
    expect(await articles({ order_by: 'duration' })).toEqual([
      'Apple short read',
      'Members article',
      'banana long read',
      'cherry no time',
    ]);
    expect(await articles({ order_by: 'duration', direction: 'desc' })).toEqual([
      'banana long read',
      'Members article',
      'Apple short read',
      'cherry no time',
    ]);
  });

  it('orders by created_at', async () => {
    const dates: [string, string][] = [
      ['/articles/long', '2024-03-01T00:00:00Z'],
      ['/articles/short', '2024-01-01T00:00:00Z'],
      ['/articles/none', '2024-04-01T00:00:00Z'],
      ['/articles/members', '2024-02-01T00:00:00Z'],
    ];
    for (const [path, date] of dates) {
      await t.db
        .update(pages)
        .set({ createdAt: new Date(date) })
        .where(eq(pages.id, t.pageId(path)));
    }
    forgetAppPages(t.app.caches, t.appId('club'));
    expect(await articles({ order_by: 'created_at', direction: 'desc' })).toEqual([
      'cherry no time',
      'banana long read',
      'Members article',
      'Apple short read',
    ]);
  });

  it('orders event pages by their next occurrence with starts_at', async () => {
    const listing = await list('event_occurrences', { order_by: 'starts_at' });
    expect(titles(listing)).toEqual(['Later event', 'Live class', 'Paid event']);
    const day = 86_400_000;
    expect(listing.items[1]).toMatchObject({
      starts_at: new Date(t.now.getTime() + 2 * day).toISOString(),
      ends_at: new Date(t.now.getTime() + 2 * day + 3_600_000).toISOString(),
    });
  });
});

describe('filters', () => {
  const articleTitles = async (query: Record<string, string>) =>
    titles(await list('articles', query)).sort((a, b) => a.localeCompare(b));

  it('filters by duration a-b, a- and -b minutes (inclusive)', async () => {
    expect(await articleTitles({ duration: '10-30' })).toEqual(['banana long read', 'Members article']);
    expect(await articleTitles({ duration: '-10' })).toEqual(['Apple short read', 'Members article']);
    expect(await articleTitles({ duration: '20-' })).toEqual(['banana long read']);
  });

  it('filters by any of with_tags, all of with_all_tags and none of filter_tags, ignoring case', async () => {
    expect(await articleTitles({ with_tags: 'QUICK, cardio' })).toEqual(['Apple short read']);
    expect(await articleTitles({ with_tags: 'food' })).toEqual(['Apple short read', 'banana long read']);
    expect(await articleTitles({ with_all_tags: 'food,quick' })).toEqual(['Apple short read']);
    expect(await articleTitles({ filter_tags: 'food' })).toEqual([
      'cherry no time',
      'Members article',
      'Pack item A',
      'Pack item B',
      'Premium article',
    ]);
  });

  it('filters by with_property: an attribute with a value', async () => {
    expect(titles(await list('workouts', { with_property: 'video' }))).toEqual(['Day 8']);
    expect(titles(await list('workouts', { with_property: 'notes' }))).toEqual([]);
    expect(titles(await list('articles', { with_property: 'video' }))).toEqual(['cherry no time']);
  });

  it("matches with_property against a page's own attributes only, not what every object inherits", async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(titles(await list('articles', { with_property: name }))).toEqual([]);
    }
  });

  it('filters by progress for the member; a guest has completed nothing', async () => {
    const member = await t.member('progress@club.test');
    const free = t.pageId('/programs/free');
    const day1 = t.pageId('/programs/free/week-1/day-1');
    await t.db
      .insert(pageSubscriptions)
      .values({ appId: t.appId('club'), userId: member.user.id, pageId: free, startedAt: new Date() });
    await t.db.insert(pageCompletions).values({ appId: t.appId('club'), userId: member.user.id, pageId: day1 });
    const as = { as: member };

    const completed = await list('workouts', { progress: 'completed' }, as);
    expect(titles(completed)).toEqual(['Day 1']);
    expect(completed.items[0]!.is_completed).toBe(true);
    expect(titles(await list('workouts', { progress: 'not_started' }, as))).toEqual([
      'Day 2',
      'Day 8',
      'Stage 1',
      'Stage 2',
      'Browse stage',
    ]);
    expect(titles(await list('programs', { progress: 'in_progress' }, as))).toEqual(['Free program']);
    expect(titles(await list('generic', { progress: 'in_progress' }, as))).toEqual(['Week 1']);
    expect(titles(await list('generic', { progress: 'not_started' }, as))).toEqual(['Club home', 'Week 2']);

    expect(titles(await list('workouts', { progress: 'completed' }))).toEqual([]);
    expect((await list('workouts', { progress: 'not_started' })).total_count).toBe(6);
  });

  it('counts a followed program as in progress and a completed one as completed', async () => {
    const member = await t.member('follower@club.test');
    const paid = t.pageId('/programs/paid');
    await t.db.insert(programSubscriptions).values({ appId: t.appId('club'), userId: member.user.id, programId: paid });
    expect(titles(await list('programs', { progress: 'in_progress' }, { as: member }))).toEqual(['Paid program']);
    await t.db
      .update(programSubscriptions)
      .set({ completedAt: new Date() })
      .where(eq(programSubscriptions.userId, member.user.id));
    // Written behind the API's back: forget what it remembers of the member, as every write of the API does.
    forgetMemberData(t.app.caches, member.user.id);
    const done = await list('programs', { progress: 'completed' }, { as: member });
    expect(titles(done)).toEqual(['Paid program']);
    expect(done.items[0]!.is_completed).toBe(true);
  });
});

describe('schedule_type and timezone', () => {
  it('lists upcoming events by their next occurrence and past ones by their latest', async () => {
    const upcoming = await list('event_occurrences', { schedule_type: 'upcoming', order_by: 'starts_at' });
    expect(titles(upcoming)).toEqual(['Later event', 'Live class', 'Paid event']);
    const past = await list('event_occurrences', { schedule_type: 'past' });
    expect(titles(past)).toEqual(['Live class']);
    expect(past.items[0]!.starts_at).toBe(new Date(t.now.getTime() - 10 * 86_400_000).toISOString());
    expect(titles(await list('event_occurrences', { schedule_type: 'all' }))).toEqual([
      'Live class',
      'Paid event',
      'Later event',
    ]);
    expect(titles(await list('articles', { schedule_type: 'upcoming' }))).toEqual([]);
  });

  it("with a timezone, counts an occurrence that ended earlier today as upcoming (today's events)", async () => {
    const now = Date.now();
    // A zone in which it is at least a few minutes past midnight now: the new occurrence ended "today" there.
    const zone = ['UTC', 'Asia/Tokyo', 'America/New_York'].find(
      (candidate) => startOfDayIn(candidate, new Date(now)).getTime() < now - 5 * 60_000,
    )!;
    const [later] = await t.db.select({ id: events.id }).from(events).where(eq(events.slug, 'later'));
    const [added] = await t.db
      .insert(eventOccurrences)
      .values({
        appId: t.appId('club'),
        eventId: later!.id,
        startsAt: new Date(now - 3 * 60_000),
        endsAt: new Date(now - 60_000),
      })
      .returning({ id: eventOccurrences.id });
    try {
      expect(titles(await list('event_occurrences', { schedule_type: 'past' }))).toEqual(['Live class', 'Later event']);
      expect(titles(await list('event_occurrences', { schedule_type: 'past', timezone: zone }))).toEqual([
        'Live class',
      ]);
      const today = await list('event_occurrences', {
        schedule_type: 'upcoming',
        timezone: zone,
        order_by: 'starts_at',
      });
      expect(today.items[0]).toMatchObject({
        title: 'Later event',
        starts_at: new Date(now - 3 * 60_000).toISOString(),
      });
    } finally {
      await t.db.delete(eventOccurrences).where(inArray(eventOccurrences.id, [added!.id]));
    }
  });
});
