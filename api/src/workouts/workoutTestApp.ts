import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { WorkoutActivityResponse, WorkoutSession, WorkoutSessionResponse } from '@stride/shared';
import { call as callApi, sessionFor } from '../../test/authTestSupport';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importContent } from '../content/importContent';
import type { StoredWorkout } from '../db/jsonColumns';
import { apps, pages, users, workouts, type UserRow } from '../db/schema';

/**
 * Test support for the workout API tests: app `lift` (a strength workout of straight sets, a superset, a timed
 * run and a circuit; an open legs workout sharing its squat; a workout behind a purchase; exercises with
 * alternates) and app `rival`, whose ids must never answer in lift. Members finish setup without a real
 * password hash: they only ever use sessions.
 */
const LIFT_CONTENT = {
  app: { slug: 'lift', name: 'Lift' },
  products: [{ slug: 'gold', title: 'Gold', kind: 'subscription', price_cents: 900, interval: 'month' }],
  members: [
    { email: 'ann@lift.test', name: 'Ann Lifter' },
    { email: 'bob@lift.test', name: 'Bob Lifter' },
    { email: 'gold@lift.test', name: 'Gold Lifter', products: ['gold'] },
  ],
  forms: [
    {
      slug: 'results',
      title: 'Results',
      form_type: 'workout',
      form_fields: [
        { id: 'rounds', label: 'Rounds Achieved', field_type: 'number', is_required: true, default_value: '1' },
      ],
    },
  ],
  workouts: [
    {
      slug: 'strength-a',
      title: 'Strength A',
      description: 'Squat, then a superset.',
      results_form: 'results',
      groups: [
        {
          kind: 'straight',
          title: 'A',
          items: [
            {
              exercise: '/exercises/back-squat',
              sets: 3,
              reps: 8,
              load_kg: 60,
              tempo: '3-1-1-0',
              rest_seconds: 90,
              notes: 'Brace',
            },
          ],
        },
        {
          kind: 'superset',
          title: 'B',
          rounds: 3,
          rest_seconds: 60,
          items: [
            { exercise: '/exercises/push-up', reps: 10 },
            { exercise: '/exercises/plank', time_seconds: 30 },
          ],
        },
        { kind: 'straight', title: 'C', items: [{ exercise: '/exercises/run', distance_m: 400 }] },
        {
          kind: 'circuit',
          title: 'D',
          rounds: 2,
          items: [{ exercise: '/exercises/back-squat', reps: 15, load_kg: 40 }],
        },
      ],
    },
    {
      slug: 'legs',
      title: 'Legs',
      groups: [{ items: [{ exercise: '/exercises/back-squat', sets: 5, reps: 5, load_kg: 80 }] }],
    },
    { slug: 'gold-wod', title: 'Gold WOD', groups: [{ items: [{ exercise: '/exercises/push-up', reps: 20 }] }] },
  ],
  pages: [
    { path: '/', title: 'Home' },
    {
      path: '/exercises',
      title: 'Exercises',
      children: [
        {
          path: '/exercises/back-squat',
          title: 'Back squat',
          type: 'exercise',
          description: 'Bar on the upper back.',
          image_url: 'https://img.test/squat.jpg',
          alternates: ['/exercises/goblet-squat', '/exercises/split-squat'],
          attributes: { video: { type: 'video', value: { provider: 'youtube', id: 'sQuAt12345_' } } },
        },
        { path: '/exercises/goblet-squat', title: 'Goblet squat', type: 'exercise', description: 'Hold a bell.' },
        { path: '/exercises/split-squat', title: 'Split squat', type: 'exercise' },
        { path: '/exercises/push-up', title: 'Push-up', type: 'exercise', alternates: ['/exercises/knee-push-up'] },
        { path: '/exercises/knee-push-up', title: 'Knee push-up', type: 'exercise' },
        { path: '/exercises/plank', title: 'Plank', type: 'exercise' },
        { path: '/exercises/run', title: 'Run', type: 'exercise' },
      ],
    },
    {
      path: '/workouts/strength',
      title: 'Strength A',
      type: 'workout',
      blocks: [{ type: 'workout', workout: 'strength-a' }],
    },
    { path: '/workouts/legs', title: 'Legs day', type: 'workout', blocks: [{ type: 'workout', workout: 'legs' }] },
    {
      path: '/workouts/gold',
      title: 'Gold WOD',
      type: 'workout',
      access: { require_purchase: true, products: ['gold'] },
      blocks: [{ type: 'workout', workout: 'gold-wod' }],
    },
  ],
};

const RIVAL_CONTENT = {
  app: { slug: 'rival', name: 'Rival' },
  members: [{ email: 'ann@lift.test', name: 'Rival Ann' }],
  workouts: [{ slug: 'rival-wod', title: 'Rival WOD', groups: [{ items: [{ exercise: '/exercises/row' }] }] }],
  pages: [
    { path: '/', title: 'Rival home' },
    { path: '/exercises/row', title: 'Row', type: 'exercise', alternates: ['/exercises/ski'] },
    { path: '/exercises/ski', title: 'Ski', type: 'exercise' },
    { path: '/wod', title: 'Rival WOD', type: 'workout', blocks: [{ type: 'workout', workout: 'rival-wod' }] },
  ],
};

export interface Member {
  app: string;
  email: string;
  token: string;
  user: UserRow;
}

export interface CallOptions {
  /** A guest of lift when omitted. */
  as?: Member;
  body?: unknown;
  query?: Record<string, string>;
}

/** A workout as stored, with its ids: groups and items by their titles and exercises' paths. */
export interface TestWorkout {
  id: string;
  definition: StoredWorkout;
  /** The group titled `title` (A, B, C, D). */
  groupId(title: string): string;
  /** The id of the `index`th item of group `title`. */
  itemId(title: string, index?: number): string;
}

export interface WorkoutTestApp extends TestApp {
  signIn(email: string, app?: string): Promise<Member>;
  call(method: 'GET' | 'POST' | 'PUT', url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  workout(slug: string, app?: string): Promise<TestWorkout>;
  pageId(path: string, app?: string): Promise<string>;
  /** Starts (or resumes) the member's session of the workout: its id. */
  startSession(as: Member, workoutId: string): Promise<string>;
  /** POST …/activity: the response. */
  log(as: Member, workoutId: string, sessionId: string, body: unknown): Promise<LightMyRequestResponse>;
  /** Logs a set of the workout's item (group `title`, item `index`). */
  logSet(
    as: Member,
    workout: TestWorkout,
    sessionId: string,
    place: [title: string, index: number],
    data: Record<string, number>,
  ): Promise<LightMyRequestResponse>;
  /** Finishes the session: its summary. */
  finish(as: Member, workoutId: string, sessionId: string, data?: Record<string, number>): Promise<WorkoutSession>;
}

export async function createWorkoutTestApp(): Promise<WorkoutTestApp> {
  const testApp = await createTestApp();
  const { db } = testApp;
  const appIds = [(await importContent(db, LIFT_CONTENT)).appId, (await importContent(db, RIVAL_CONTENT)).appId];
  await db.update(users).set({ passwordHash: 'scrypt$not-checked-here' }).where(inArray(users.appId, appIds));
  const appId = async (slug: string) => {
    const [row] = await db.select({ id: apps.id }).from(apps).where(eq(apps.slug, slug));
    if (!row) throw new Error(`No app ${slug}`);
    return row.id;
  };
  const signIn = async (email: string, app = 'lift'): Promise<Member> => {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.appId, await appId(app)), eq(users.email, email)));
    if (!user) throw new Error(`No member ${email} in ${app}`);
    return { app, user, ...(await sessionFor(db, user)) };
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
    callApi(testApp, method, url, {
      app: options.as?.app ?? 'lift',
      session: options.as,
      body: options.body,
      query: options.query,
    });
  const workout = async (slug: string, app = 'lift'): Promise<TestWorkout> => {
    const [row] = await db
      .select()
      .from(workouts)
      .where(and(eq(workouts.appId, await appId(app)), eq(workouts.slug, slug)));
    if (!row) throw new Error(`No workout ${slug} in ${app}`);
    const group = (title: string) => {
      const found = row.definition.groups.find((g) => g.title === title);
      if (!found) throw new Error(`No group ${title} in ${slug}`);
      return found;
    };
    return {
      id: row.id,
      definition: row.definition,
      groupId: (title) => group(title).id,
      itemId: (title, index = 0) => {
        const item = group(title).items[index];
        if (!item) throw new Error(`No item ${index} in group ${title}`);
        return item.id;
      },
    };
  };
  const pageId = async (path: string, app = 'lift') => {
    const [row] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.appId, await appId(app)), eq(pages.path, path)));
    if (!row) throw new Error(`No page ${path} in ${app}`);
    return row.id;
  };
  const startSession = async (as: Member, workoutId: string) => {
    const response = await call('POST', `/workouts/${workoutId}/session`, { as, body: {} });
    if (response.statusCode >= 300) throw new Error(`Could not start a session: ${response.body}`);
    return (response.json() as WorkoutSessionResponse).session.id;
  };
  const log = (as: Member, workoutId: string, sessionId: string, body: unknown) =>
    call('POST', `/workouts/${workoutId}/session/${sessionId}/activity`, { as, body });
  const logSet: WorkoutTestApp['logSet'] = async (as, workout, sessionId, [title, index], data) => {
    const response = await log(as, workout.id, sessionId, {
      workout_group_id: workout.groupId(title),
      workout_group_item_id: workout.itemId(title, index),
      activity_type: 'set_done',
      data,
    });
    if (response.statusCode !== 201) throw new Error(`Could not log a set: ${response.body}`);
    return response;
  };
  const finish = async (as: Member, workoutId: string, sessionId: string, data: Record<string, number> = {}) => {
    const response = await log(as, workoutId, sessionId, { activity_type: 'session_finished', data });
    if (response.statusCode !== 201) throw new Error(`Could not finish: ${response.body}`);
    return (response.json() as WorkoutActivityResponse).session!;
  };
  return { ...testApp, signIn, call, workout, pageId, startSession, log, logSet, finish };
}
