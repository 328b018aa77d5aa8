import { randomUUID } from 'node:crypto';
import type { WorkoutSessionList, WorkoutSessionResponse } from '@stride/shared';
import { workoutSessions } from '../db/schema';
import { SESSIONS_PER_PAGE } from './workoutSessions';
import { createWorkoutTestApp, type Member, type TestWorkout, type WorkoutTestApp } from './workoutTestApp';

let t: WorkoutTestApp;
let strength: TestWorkout;
let legs: TestWorkout;
beforeAll(async () => {
  t = await createWorkoutTestApp();
  strength = await t.workout('strength-a');
  legs = await t.workout('legs');
});
afterAll(() => t.close());

const start = (as: Member | undefined, workoutId: string, body: unknown = {}) =>
  t.call('POST', `/workouts/${workoutId}/session`, { as, body });

describe('POST /workouts/{id}/session', () => {
  it('starts a session (201) in follow-along mode on the workout’s page unless told otherwise', async () => {
    const ann = await t.signIn('ann@lift.test');
    const response = await start(ann, strength.id);
    expect(response.statusCode).toBe(201);
    expect((response.json() as WorkoutSessionResponse).session).toEqual({
      id: expect.any(String),
      workout_id: strength.id,
      workout_title: 'Strength A',
      page_id: await t.pageId('/workouts/strength'),
      session_mode: 'follow_along',
      status: 'active',
      started_at: expect.any(String),
      finished_at: null,
      activities: [],
      summary: null,
    });
  });

  it('answers the member’s active session (200) instead of starting a second one', async () => {
    const bob = await t.signIn('bob@lift.test');
    const first = await start(bob, legs.id, { session_mode: 'grouped', page_id: await t.pageId('/') });
    expect(first.statusCode).toBe(201);
    const id = first.json().session.id;
    const [group] = legs.definition.groups;
    await t.log(bob, legs.id, id, {
      workout_group_id: group!.id,
      workout_group_item_id: group!.items[0]!.id,
      activity_type: 'set_done',
      data: { set_index: 0, reps: 5, load_kg: 80 },
    });
    const again = await start(bob, legs.id, { session_mode: 'follow_along' });
    expect(again.statusCode).toBe(200);
    expect(again.json().session).toMatchObject({ id, session_mode: 'grouped', page_id: await t.pageId('/') });
    expect(again.json().session.activities).toHaveLength(1);
    // Once finished, the next start is a new session.
    await t.finish(bob, legs.id, id);
    const next = await start(bob, legs.id);
    expect(next.statusCode).toBe(201);
    expect(next.json().session.id).not.toBe(id);
  });

  it('refuses a page that is not one of this app’s, and a mode outside the list, naming the field', async () => {
    const ann = await t.signIn('ann@lift.test');
    for (const page_id of [randomUUID(), 'not-a-page', await t.pageId('/wod', 'rival')]) {
      const response = await start(ann, legs.id, { page_id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_input', field: 'page_id' } });
    }
    const mode = await start(ann, legs.id, { session_mode: 'shuffle' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json()).toMatchObject({ error: { code: 'invalid_input', field: 'session_mode' } });
  });

  it('enforces the workout’s page access (403) and needs a member (401)', async () => {
    const gold = await t.workout('gold-wod');
    const locked = await start(await t.signIn('ann@lift.test'), gold.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error: { code: 'access_denied' } });
    expect((await start(await t.signIn('gold@lift.test'), gold.id)).statusCode).toBe(201);
    expect((await start(undefined, gold.id)).statusCode).toBe(401);
  });
});

describe('PUT /workouts/{id}/session/{sessionId}', () => {
  it('moves the session to another page and mode', async () => {
    const gold = await t.signIn('gold@lift.test');
    const id = await t.startSession(gold, strength.id);
    const page = await t.pageId('/workouts/legs');
    const response = await t.call('PUT', `/workouts/${strength.id}/session/${id}`, {
      as: gold,
      body: { page_id: page, session_mode: 'grouped' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toMatchObject({ id, page_id: page, session_mode: 'grouped', status: 'active' });
    const cleared = await t.call('PUT', `/workouts/${strength.id}/session/${id}`, {
      as: gold,
      body: { page_id: null },
    });
    expect(cleared.json().session).toMatchObject({ page_id: null, session_mode: 'grouped' });
    const bad = await t.call('PUT', `/workouts/${strength.id}/session/${id}`, { as: gold, body: { page: page } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for another member’s session, a session of another workout, or a malformed id', async () => {
    const gold = await t.signIn('gold@lift.test');
    const ann = await t.signIn('ann@lift.test');
    const id = await t.startSession(gold, strength.id);
    const attempts: [Member, string, string][] = [
      [ann, strength.id, id],
      [gold, legs.id, id],
      [gold, strength.id, 'not-a-uuid'],
      [gold, strength.id, randomUUID()],
    ];
    for (const [as, workoutId, sessionId] of attempts) {
      const response = await t.call('PUT', `/workouts/${workoutId}/session/${sessionId}`, {
        as,
        body: { session_mode: 'grouped' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'workout_session_not_found' } });
    }
  });
});

describe('GET /workouts/{id}/session/{sessionId}', () => {
  it('answers the session with its activities, and its summary once finished', async () => {
    const ann = await t.signIn('ann@lift.test');
    const id = await t.startSession(ann, strength.id);
    await t.logSet(ann, strength, id, ['A', 0], { set_index: 0, reps: 5, load_kg: 50 });
    const active = (await t.call('GET', `/workouts/${strength.id}/session/${id}`, { as: ann })).json();
    expect(active.session.activities).toHaveLength(1);
    expect(active.session.summary).toBeNull();
    await t.finish(ann, strength.id, id);
    const finished = (await t.call('GET', `/workouts/${strength.id}/session/${id}`, { as: ann })).json();
    expect(finished.session).toMatchObject({ status: 'finished', finished_at: expect.any(String) });
    expect(finished.session.activities.map((a: { activity_type: string }) => a.activity_type)).toEqual([
      'set_done',
      'session_finished',
    ]);
    expect(finished.session.summary).toMatchObject({ sets_done: 1, total_reps: 5, total_volume_kg: 250 });
  });

  it('answers 404 to another member, to the same member’s account in another app, and for another workout', async () => {
    const ann = await t.signIn('ann@lift.test');
    const id = await t.startSession(ann, legs.id);
    const bob = await t.signIn('bob@lift.test');
    expect((await t.call('GET', `/workouts/${legs.id}/session/${id}`, { as: bob })).statusCode).toBe(404);
    expect((await t.call('GET', `/workouts/${strength.id}/session/${id}`, { as: ann })).statusCode).toBe(404);
    const rivalAnn = await t.signIn('ann@lift.test', 'rival');
    const rival = await t.workout('rival-wod', 'rival');
    const otherApp = await t.call('GET', `/workouts/${rival.id}/session/${id}`, { as: rivalAnn });
    expect(otherApp.json()).toMatchObject({ error: { code: 'workout_session_not_found' } });
  });
});

describe('GET /workouts/{id}/sessions', () => {
  it('lists the member’s own sessions of the workout, newest first, 20 a page, without activities', async () => {
    const member = await t.signIn('gold@lift.test');
    const other = await t.signIn('bob@lift.test');
    const base = Date.UTC(2030, 0, 1);
    const rows = Array.from({ length: SESSIONS_PER_PAGE + 1 }, (_, i) => ({
      appId: member.user.appId,
      userId: member.user.id,
      workoutId: strength.id,
      sessionMode: 'grouped' as const,
      status: 'finished' as const,
      startedAt: new Date(base + i * 60_000),
      finishedAt: new Date(base + i * 60_000 + 30_000),
    }));
    await t.db.insert(workoutSessions).values(rows);
    await t.db.insert(workoutSessions).values({ ...rows[0]!, userId: other.user.id, startedAt: new Date(base * 2) });
    await t.db.insert(workoutSessions).values({ ...rows[0]!, workoutId: legs.id, startedAt: new Date(base * 2) });

    const first = (
      await t.call('GET', `/workouts/${strength.id}/sessions`, { as: member })
    ).json() as WorkoutSessionList;
    // The member's own sessions from the other tests (started now) come after 2030's.
    const own = first.total_count;
    expect(own).toBeGreaterThanOrEqual(SESSIONS_PER_PAGE + 1);
    expect(first).toMatchObject({ page: 1, per_page: SESSIONS_PER_PAGE });
    expect(first.sessions).toHaveLength(SESSIONS_PER_PAGE);
    expect(first.sessions[0]!.started_at).toBe(new Date(base + SESSIONS_PER_PAGE * 60_000).toISOString());
    const starts = first.sessions.map((s) => s.started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(first.sessions.every((s) => s.activities.length === 0 && s.workout_id === strength.id)).toBe(true);

    const second = await t.call('GET', `/workouts/${strength.id}/sessions`, { as: member, query: { page: '2' } });
    expect(second.json().sessions).toHaveLength(own - SESSIONS_PER_PAGE);
    expect(second.json().sessions[0].started_at).toBe(new Date(base).toISOString());

    const badPage = await t.call('GET', `/workouts/${strength.id}/sessions`, { as: member, query: { page: 'x' } });
    expect(badPage.statusCode).toBe(400);
  });
});
