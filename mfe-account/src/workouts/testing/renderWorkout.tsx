import type { WorkoutActivityRequest, WorkoutResponse, WorkoutSession } from '@stride/shared';
import { GUEST, makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../../definition';
import { apiFake, type FakeCall } from '../../testing/apiFake';
import { WorkoutBlock } from '../WorkoutBlock';
import { session as makeSession, workoutResponse } from './workoutFixtures';

type Answer = { status: number; body: unknown } | ((call: FakeCall) => { status: number; body: unknown });

export interface RenderWorkoutOptions {
  response?: WorkoutResponse;
  /** The session POST …/session answers. */
  started?: WorkoutSession;
  guest?: boolean;
  routes?: Record<string, Answer>;
}

/** The workout block of workout w1 on a page, for a signed-in member, with the workouts API faked. */
export async function renderWorkout(options: RenderWorkoutOptions = {}) {
  const started = options.started ?? makeSession();
  const { fetch, calls } = apiFake({
    'GET /workouts/w1': { status: 200, body: options.response ?? workoutResponse() },
    'POST /workouts/w1/session': { status: 201, body: { session: started } },
    [`PUT /workouts/w1/session/${started.id}`]: { status: 200, body: { session: started } },
    [`POST /workouts/w1/session/${started.id}/activity`]: (call) => ({
      status: 201,
      body: {
        activity: { id: `act-${calls.length}`, ...(call.body as WorkoutActivityRequest), created_at: '' },
        session: null,
      },
    }),
    'PUT /activity': { status: 204, body: null },
    ...options.routes,
  });
  const props = await makeParcelProps({
    definition,
    session: options.guest ? GUEST : signedIn(makeUser()),
    fetch,
  });
  const view = renderInParcel(<WorkoutBlock block={{ id: 'b1', type: 'workout', workout_id: 'w1' }} />, props);
  /** The bodies of the activity reports sent, in order. */
  const activities = () =>
    calls
      .filter((call) => call.method === 'POST' && call.path === `/workouts/w1/session/${started.id}/activity`)
      .map((call) => call.body as WorkoutActivityRequest);
  return { ...view, props, calls, activities };
}
