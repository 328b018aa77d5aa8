import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORKOUT_MODE_STORAGE_KEY, WORKOUT_MUTED_STORAGE_KEY } from '@stride/shared/workouts';
import type { PersonalBest } from '@stride/shared';
import { renderWorkout } from './testing/renderWorkout';
import { activity, session, setDone, squat, strengthWorkout, workoutResponse } from './testing/workoutFixtures';

const best: PersonalBest = {
  exercise_id: 'ex-i-squat',
  exercise_title: 'Back squat',
  kind: 'load',
  value: 105,
  load_kg: 105,
  reps: 5,
  time_seconds: null,
  previous_value: 100,
  session_id: 's1',
  achieved_at: '2026-03-01T10:40:00.000Z',
};

function fakeWakeLock() {
  const release = jest.fn(async () => undefined);
  const request = jest.fn(async () => ({ released: false, release }));
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, release };
}

describe('WorkoutBlock', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('asks a guest to log in before starting', async () => {
    const { props } = await renderWorkout({ guest: true });
    expect(screen.getByRole('heading', { name: 'Workout' })).toBeInTheDocument();
    expect(screen.getByText('Log in to start this workout and log your sets.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toContainEqual({ type: 'modal:open', payload: { modal: 'auth' } });
  });

  it('shows the groups with their kind, rounds and rest, and each item with its targets and page', async () => {
    await renderWorkout();
    expect(await screen.findByRole('heading', { name: 'Strength A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Straight sets' })).toBeInTheDocument();
    const superset = screen.getByRole('heading', { name: 'A. Upper body' }).closest('li')!;
    expect(within(superset).getByText('Superset')).toBeInTheDocument();
    expect(within(superset).getByText('Rounds').nextSibling).toHaveTextContent('3');
    expect(within(superset).getByText('Rest').nextSibling).toHaveTextContent('1:00');
    expect(screen.getByRole('heading', { name: 'AMRAP' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Intervals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back squat' })).toHaveAttribute('href', '/exercises/ex-i-squat');
    const squatItem = screen.getByRole('link', { name: 'Back squat' }).closest('li')!;
    expect(within(squatItem).getByText('Sets').nextSibling).toHaveTextContent('3');
    expect(within(squatItem).getByText('Load').nextSibling).toHaveTextContent('100 kg');
    expect(within(squatItem).getByText('Tempo').nextSibling).toHaveTextContent('3-1-1');
  });

  it('starts in follow-along, muted, for a member who never chose, and remembers a new choice', async () => {
    await renderWorkout();
    const followAlong = await screen.findByRole('radio', { name: 'Follow along' });
    expect(followAlong).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Grouped' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Sound' }));
    expect(window.localStorage.getItem(WORKOUT_MODE_STORAGE_KEY)).toBe('grouped');
    expect(window.localStorage.getItem(WORKOUT_MUTED_STORAGE_KEY)).toBe('false');
  });

  it('reads the stored mode, and tells the member when an unknown one fell back to follow-along', async () => {
    window.localStorage.setItem(WORKOUT_MODE_STORAGE_KEY, 'grouped');
    const first = await renderWorkout();
    expect(await screen.findByRole('radio', { name: 'Grouped' })).toBeChecked();
    first.unmount();

    window.localStorage.setItem(WORKOUT_MODE_STORAGE_KEY, 'turbo');
    await renderWorkout();
    expect(await screen.findByRole('radio', { name: 'Follow along' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your saved workout mode wasn't recognised, so it's back to Follow along.",
    );
    expect(window.localStorage.getItem(WORKOUT_MODE_STORAGE_KEY)).toBe('follow_along');
  });

  it('starts a session in the chosen mode for the page, and keeps the screen awake until it is finished', async () => {
    window.localStorage.setItem(WORKOUT_MODE_STORAGE_KEY, 'grouped');
    const wakeLock = fakeWakeLock();
    const finished = session({
      status: 'finished',
      summary: {
        duration_seconds: 2460,
        sets_done: 12,
        sets_skipped: 1,
        rounds_done: 3,
        total_reps: 96,
        total_volume_kg: 4250,
        personal_bests: [best],
      },
    });
    const { calls, activities, props } = await renderWorkout({
      response: workoutResponse({ workout: strengthWorkout({ results_form_id: 'form-results' }) }),
      routes: {
        'POST /workouts/w1/session/s1/activity': { status: 201, body: { activity: {}, session: finished } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start workout' }));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/workouts/w1/session')?.body).toEqual({
      session_mode: 'grouped',
      page_id: 'page-1',
    });
    expect(await screen.findByRole('group', { name: 'Back squat, set 1' })).toBeInTheDocument();
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledWith('screen'));

    await userEvent.click(screen.getByRole('button', { name: 'Finish workout' }));
    expect(await screen.findByRole('heading', { name: 'Workout complete' })).toHaveFocus();
    expect(activities().at(-1)).toMatchObject({ activity_type: 'session_finished', workout_group_id: null });
    expect(wakeLock.release).toHaveBeenCalled();
    expect(screen.getByText('Duration').nextSibling).toHaveTextContent('41:00');
    expect(screen.getByText('Sets done').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Volume').nextSibling).toHaveTextContent('4,250 kg');
    expect(screen.getByText('Rounds').nextSibling).toHaveTextContent('3');
    const pb = screen.getByText('New personal best').closest('li')!;
    expect(pb).toHaveTextContent('Back squat');
    expect(pb).toHaveTextContent('Heaviest: 105 kg × 5');
    expect(pb).toHaveTextContent('Previous best: 100 kg');

    await userEvent.click(screen.getByRole('button', { name: 'Log your results' }));
    expect(props.emitted).toContainEqual({
      type: 'modal:open',
      payload: { modal: 'form', params: { form: 'form-results', form_item: 'workout_session:s1' } },
    });
  });

  it('says so when the session could not be started', async () => {
    await renderWorkout({ routes: { 'POST /workouts/w1/session': { status: 500, body: null } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Start workout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The workout couldn't be started. Please try again.");
  });

  it('offers to continue a session left running, with every set logged so far in place', async () => {
    window.localStorage.setItem(WORKOUT_MODE_STORAGE_KEY, 'grouped');
    const running = session({
      id: 's9',
      session_mode: 'grouped',
      activities: [
        setDone('g-squat', squat.id, { set_index: 0, reps: 5, load_kg: 100 }),
        setDone('g-squat', squat.id, { set_index: 1, reps: 4, load_kg: 102.5 }),
        setDone('g-super', 'i-push', { set_index: 0, round: 1, reps: 10 }),
        setDone('g-super', 'i-row', { set_index: 0, round: 1, reps: 12, load_kg: 20 }),
        activity({ activity_type: 'round_done', workout_group_id: 'g-super', data: { round: 1 } }),
      ],
    });
    const { calls } = await renderWorkout({ response: workoutResponse({ active_session: running }), started: running });
    expect(await screen.findByText(/You have a session in progress/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start workout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue workout' }));

    expect(calls.some((call) => call.method === 'POST' && call.path === '/workouts/w1/session')).toBe(false);
    const second = await screen.findByRole('group', { name: 'Back squat, set 2' });
    expect(within(second).getByText('Logged')).toBeInTheDocument();
    expect(within(second).getByLabelText('Load (kg)')).toHaveValue('102.5');
    const third = screen.getByRole('group', { name: 'Back squat, set 3' });
    expect(within(third).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByText('Round 2 of 3')).toBeInTheDocument();
  });

  it("says the workout is not this member's to see, or not there", async () => {
    const locked = await renderWorkout({
      routes: { 'GET /workouts/w1': { status: 403, body: { error: { code: 'forbidden', message: 'No' } } } },
    });
    expect(await screen.findByText("You don't have access to this workout.")).toBeInTheDocument();
    locked.unmount();
    await renderWorkout({
      routes: { 'GET /workouts/w1': { status: 404, body: { error: { code: 'not_found', message: 'No' } } } },
    });
    expect(await screen.findByText("This workout isn't available.")).toBeInTheDocument();
  });
});
