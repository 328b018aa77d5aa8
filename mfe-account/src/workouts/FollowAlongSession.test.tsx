import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORKOUT_MODE_STORAGE_KEY } from '@stride/shared/workouts';
import { renderWorkout } from './testing/renderWorkout';
import {
  exercise,
  group,
  item,
  plank,
  row,
  session,
  setDone,
  workout,
  workoutResponse,
} from './testing/workoutFixtures';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const videoPlank = {
  ...plank,
  exercise: exercise('ex-i-plank', 'Plank', { video: { provider: 'youtube' as const, id: 'dQw4w9WgXcQ', url: null } }),
};
const rowOnce = item('i-row', 'Ring row', {
  ...row,
  id: 'i-row',
  exercise: row.exercise,
  sets: 1,
  reps: 12,
  load_kg: 20,
});

const followAlong = workoutResponse({
  workout: workout([
    group('g-int', 'intervals', [videoPlank], { rounds: 2, work_seconds: 40, rest_seconds: 20 }),
    group('g-row', 'straight', [rowOnce]),
  ]),
});

async function startFollowAlong(options: Parameters<typeof renderWorkout>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = await renderWorkout({ response: followAlong, ...options });
  await user.click(
    await screen.findByRole('button', {
      name: options.response?.active_session ? 'Continue workout' : 'Start workout',
    }),
  );
  await screen.findByText(/^Step \d of 3$/);
  return { ...view, user };
}

const videoReports = (calls: Awaited<ReturnType<typeof renderWorkout>>['calls']) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/activity').map((call) => call.body);

describe('FollowAlongSession', () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    window.localStorage.clear();
  });
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    jest.useRealTimers();
  });

  it("shows one step at a time with its exercise's video, and what comes next", async () => {
    const { calls } = await startFollowAlong();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(screen.getByText('Round 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
    expect(screen.getByText('Next: Plank')).toBeInTheDocument();
    expect(screen.getByTitle('Video: Plank')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoReports(calls)).toEqual([
      expect.objectContaining({
        activity_type: 'video_started',
        data: { workout_id: 'w1', exercise_id: 'ex-i-plank' },
      }),
    ]);
  });

  it('runs the interval timer: the interval logs itself at zero, the off time follows, then the next interval starts', async () => {
    const { user, activities, calls } = await startFollowAlong();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(15_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:25');
    await advance(25_000);
    expect(activities()[0]).toMatchObject({
      activity_type: 'set_done',
      workout_group_id: 'g-int',
      workout_group_item_id: 'i-plank',
      data: { set_index: 0, round: 1, time_seconds: 40 },
    });
    expect(videoReports(calls)).toContainEqual(
      expect.objectContaining({
        activity_type: 'video_watched',
        data: { workout_id: 'w1', exercise_id: 'ex-i-plank' },
      }),
    );
    const rest = screen.getByRole('region', { name: 'Rest' });
    expect(within(rest).getByRole('timer')).toHaveTextContent('0:20');
    expect(screen.getByText('Next: Plank')).toBeInTheDocument();

    await advance(20_000);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Round 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Next: Ring row')).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    expect(activities().map((request) => request.activity_type)).toEqual([
      'set_done',
      'round_done',
      'rest_started',
      'rest_ended',
    ]);
  });

  it('logs a reps step with the numbers shown, pre-filled from last time', async () => {
    const { user, activities } = await startFollowAlong({
      response: {
        ...followAlong,
        last_sets: { 'i-row': [{ set_index: 0, reps: 14, load_kg: 22.5 }] },
        active_session: session({
          session_mode: 'follow_along',
          activities: [
            setDone('g-int', 'i-plank', { set_index: 0, round: 1, time_seconds: 40 }),
            setDone('g-int', 'i-plank', { set_index: 1, round: 2, time_seconds: 40 }),
          ],
        }),
      },
    });
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ring row' })).toBeInTheDocument();
    expect(screen.getByText('Next: finish the workout')).toBeInTheDocument();
    expect(screen.getByLabelText('Reps')).toHaveValue('14');
    expect(screen.getByLabelText('Load (kg)')).toHaveValue('22.5');
    await user.clear(screen.getByLabelText('Reps'));
    await user.type(screen.getByLabelText('Reps'), '15');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(activities()[0]).toMatchObject({
      activity_type: 'set_done',
      workout_group_item_id: 'i-row',
      data: { set_index: 0, reps: 15, load_kg: 22.5 },
    });
    expect(screen.getByText("That's everything! Finish the workout to see your results.")).toBeInTheDocument();
  });

  it('skips a step: logged skipped, and on to the next without resting', async () => {
    const { user, activities } = await startFollowAlong();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(activities()[0]).toMatchObject({ activity_type: 'skipped', data: { set_index: 0, round: 1 } });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rest' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
  });

  it('switches to grouped mid-session, and the session records the new mode', async () => {
    const { user, calls } = await startFollowAlong();
    await user.click(screen.getByRole('radio', { name: 'Grouped' }));
    expect(await screen.findByRole('group', { name: 'Ring row, set 1' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT' && call.path === '/workouts/w1/session/s1')?.body).toEqual({
      session_mode: 'grouped',
    });
    expect(window.localStorage.getItem(WORKOUT_MODE_STORAGE_KEY)).toBe('grouped');
  });
});
