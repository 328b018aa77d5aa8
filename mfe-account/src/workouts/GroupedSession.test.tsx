import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORKOUT_MODE_STORAGE_KEY, WORKOUT_MUTED_STORAGE_KEY } from '@stride/shared/workouts';
import { renderWorkout } from './testing/renderWorkout';
import { burpee, group, pushUp, squat, workout, workoutResponse } from './testing/workoutFixtures';

/** Web Audio as far as the chime uses it: records each tone started. */
const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  close = async () => undefined;
  createOscillator() {
    return { frequency: { setValueAtTime() {} }, connect() {}, start: (at: number) => tones.push(at), stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function startGrouped(options: Parameters<typeof renderWorkout>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = await renderWorkout(options);
  await user.click(await screen.findByRole('button', { name: 'Start workout' }));
  await screen.findByRole('group', { name: 'Back squat, set 1' });
  return { ...view, user };
}

describe('GroupedSession', () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    window.localStorage.clear();
    window.localStorage.setItem(WORKOUT_MODE_STORAGE_KEY, 'grouped');
    tones.length = 0;
    Object.defineProperty(window, 'AudioContext', { configurable: true, value: FakeAudioContext });
  });
  afterEach(async () => {
    // The last reports' answers arrive after the test's checks: let them land inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'AudioContext');
  });

  it("pre-fills each set with last session's numbers for it, and the targets where there are none", async () => {
    await startGrouped({
      response: workoutResponse({
        last_sets: {
          [squat.id]: [
            { set_index: 0, reps: 5, load_kg: 102.5 },
            { set_index: 1, reps: 4, load_kg: 105 },
          ],
        },
      }),
    });
    const first = screen.getByRole('group', { name: 'Back squat, set 1' });
    expect(within(first).getByLabelText('Reps')).toHaveValue('5');
    expect(within(first).getByLabelText('Load (kg)')).toHaveValue('102.5');
    const second = screen.getByRole('group', { name: 'Back squat, set 2' });
    expect(within(second).getByLabelText('Reps')).toHaveValue('4');
    expect(within(second).getByLabelText('Load (kg)')).toHaveValue('105');
    const third = screen.getByRole('group', { name: 'Back squat, set 3' });
    expect(within(third).getByLabelText('Load (kg)')).toHaveValue('100');
  });

  it('logs set_done with the numbers typed as soon as the set is checked, then rests the time the item asks', async () => {
    const { user, activities } = await startGrouped();
    const first = screen.getByRole('group', { name: 'Back squat, set 1' });
    await user.clear(within(first).getByLabelText('Reps'));
    await user.type(within(first).getByLabelText('Reps'), '6');
    await user.clear(within(first).getByLabelText('Load (kg)'));
    await user.type(within(first).getByLabelText('Load (kg)'), '102,5');
    await user.click(within(first).getByRole('button', { name: 'Done' }));

    expect(within(first).getByText('Logged')).toBeInTheDocument();
    expect(activities()[0]).toMatchObject({
      workout_group_id: 'g-squat',
      workout_group_item_id: 'i-squat',
      activity_type: 'set_done',
      data: { set_index: 0, reps: 6, load_kg: 102.5 },
    });
    expect(activities()[0]?.client_id).toEqual(expect.any(String));
    expect(activities()[1]).toMatchObject({ activity_type: 'rest_started', data: { seconds: 90 } });
    const rest = screen.getByRole('region', { name: 'Rest' });
    expect(within(rest).getByRole('timer')).toHaveTextContent('1:30');
  });

  it('refuses a set whose reps are not a whole number, and says why', async () => {
    const { user, activities } = await startGrouped();
    const first = screen.getByRole('group', { name: 'Back squat, set 1' });
    await user.clear(within(first).getByLabelText('Reps'));
    await user.type(within(first).getByLabelText('Reps'), '5.5');
    await user.click(within(first).getByRole('button', { name: 'Done' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Enter a whole number of reps.');
    expect(within(first).getByLabelText('Reps')).toHaveAttribute('aria-invalid', 'true');
    expect(activities()).toEqual([]);
  });

  it('counts the rest down, chimes at zero with sound on, and can skip it or add 15 seconds', async () => {
    window.localStorage.setItem(WORKOUT_MUTED_STORAGE_KEY, 'false');
    const { user, activities } = await startGrouped();
    await user.click(
      within(screen.getByRole('group', { name: 'Back squat, set 1' })).getByRole('button', { name: 'Done' }),
    );
    const rest = screen.getByRole('region', { name: 'Rest' });
    await advance(30_000);
    expect(within(rest).getByRole('timer')).toHaveTextContent('1:00');
    await user.click(within(rest).getByRole('button', { name: '+15 s' }));
    expect(within(rest).getByRole('timer')).toHaveTextContent('1:15');
    await advance(65_000);
    expect(screen.getByText('10 seconds left')).toBeInTheDocument();
    expect(tones).toHaveLength(0);
    await advance(10_000);
    expect(tones).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Rest' })).not.toBeInTheDocument();
    expect(screen.getByText('Rest over. Next set!')).toBeInTheDocument();
    expect(activities().map((request) => request.activity_type)).toEqual(['set_done', 'rest_started', 'rest_ended']);

    await user.click(
      within(screen.getByRole('group', { name: 'Back squat, set 2' })).getByRole('button', { name: 'Done' }),
    );
    await user.click(within(screen.getByRole('region', { name: 'Rest' })).getByRole('button', { name: 'Skip rest' }));
    expect(screen.queryByRole('region', { name: 'Rest' })).not.toBeInTheDocument();
    expect(activities().at(-1)).toMatchObject({ activity_type: 'rest_ended' });
    await advance(120_000);
    expect(tones).toHaveLength(2);
  });

  it('stays silent at the end of a rest while muted (the default)', async () => {
    const { user } = await startGrouped();
    await user.click(
      within(screen.getByRole('group', { name: 'Back squat, set 1' })).getByRole('button', { name: 'Done' }),
    );
    await advance(91_000);
    expect(screen.queryByRole('region', { name: 'Rest' })).not.toBeInTheDocument();
    expect(tones).toHaveLength(0);
  });

  it('marks a set that failed to save, and retries it with the same client id', async () => {
    let fail = true;
    const { user, activities } = await startGrouped({
      routes: {
        'POST /workouts/w1/session/s1/activity': () =>
          fail ? { status: 503, body: null } : { status: 201, body: { activity: {}, session: null } },
      },
    });
    const first = screen.getByRole('group', { name: 'Back squat, set 1' });
    await user.click(within(first).getByRole('button', { name: 'Skip' }));
    expect(await within(first).findByText('Not saved.')).toBeInTheDocument();
    fail = false;
    await user.click(within(first).getByRole('button', { name: 'Retry' }));
    expect(await within(first).findByText('Skipped')).toBeInTheDocument();
    const skips = activities().filter((request) => request.activity_type === 'skipped');
    expect(skips).toHaveLength(2);
    expect(skips[1]?.client_id).toBe(skips[0]?.client_id);
  });

  it('counts superset rounds: the round logs round_done once every item of it is done', async () => {
    const { user, activities } = await startGrouped();
    const card = screen.getByRole('region', { name: 'A. Upper body' });
    expect(within(card).getByText('Round 1 of 3')).toBeInTheDocument();
    await user.click(
      within(within(card).getByRole('group', { name: 'Push-up, round 1' })).getByRole('button', { name: 'Done' }),
    );
    expect(within(card).getByText('Round 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rest' })).not.toBeInTheDocument();
    await user.click(
      within(within(card).getByRole('group', { name: 'Ring row, round 1' })).getByRole('button', { name: 'Done' }),
    );
    expect(within(card).getByText('Round 2 of 3')).toBeInTheDocument();
    expect(activities().filter((request) => request.activity_type !== 'rest_started')).toMatchObject([
      { activity_type: 'set_done', workout_group_item_id: 'i-push', data: { set_index: 0, round: 1, reps: 10 } },
      {
        activity_type: 'set_done',
        workout_group_item_id: 'i-row',
        data: { set_index: 0, round: 1, reps: 12, load_kg: 20 },
      },
      { activity_type: 'round_done', workout_group_id: 'g-super', workout_group_item_id: null, data: { round: 1 } },
    ]);
    // After the round, the group's rest.
    expect(within(screen.getByRole('region', { name: 'Rest' })).getByRole('timer')).toHaveTextContent('1:00');
  });

  it('counts AMRAP rounds with +1 round against its time cap, which chimes when it runs out', async () => {
    window.localStorage.setItem(WORKOUT_MUTED_STORAGE_KEY, 'false');
    const { user, activities } = await startGrouped();
    const card = screen.getByRole('region', { name: 'AMRAP' });
    expect(within(card).getByRole('timer')).toHaveTextContent('5:00');
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await advance(60_000);
    expect(within(card).getByRole('timer')).toHaveTextContent('4:00');
    await user.click(within(card).getByRole('button', { name: '+1 round' }));
    await user.click(within(card).getByRole('button', { name: '+1 round' }));
    expect(within(card).getByText('Rounds: 2')).toBeInTheDocument();
    expect(activities().map((request) => [request.activity_type, request.data])).toEqual([
      ['round_done', { round: 1 }],
      ['round_done', { round: 2 }],
    ]);
    await advance(240_000);
    expect(within(card).getByText("Time's up!")).toBeInTheDocument();
    expect(tones).toHaveLength(2);
  });

  it('runs an intervals group on one clock: each interval logs itself, the off time follows', async () => {
    const { user, activities } = await startGrouped();
    const card = screen.getByRole('region', { name: 'Intervals' });
    expect(within(card).getByText('Round 1 of 2')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await advance(40_000);
    expect(activities()[0]).toMatchObject({
      activity_type: 'set_done',
      workout_group_item_id: 'i-plank',
      data: { set_index: 0, round: 1, time_seconds: 40 },
    });
    expect(within(card).getByRole('region', { name: 'Rest' })).toHaveTextContent('0:20');
    await advance(20_000);
    expect(within(card).getByText('Round 2 of 2')).toBeInTheDocument();
    await advance(10_000);
    expect(within(card).getByRole('timer')).toHaveTextContent('0:30');
  });

  it('runs an EMOM minute by minute: each minute logs its items at the numbers planned and its round', async () => {
    const { user, activities } = await startGrouped({
      response: workoutResponse({
        workout: workout([
          group('g-squat', 'straight', [squat]),
          group('g-emom', 'emom', [burpee, pushUp], { rounds: 2, work_seconds: 60 }),
        ]),
        last_sets: { [burpee.id]: [{ set_index: 1, reps: 12 }] },
      }),
    });
    const card = screen.getByRole('region', { name: 'EMOM' });
    expect(within(card).getByText('Minute 1 of 2')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await advance(60_000);
    expect(within(card).getByText('Minute 2 of 2')).toBeInTheDocument();
    expect(activities()).toMatchObject([
      { activity_type: 'set_done', workout_group_item_id: 'i-burpee', data: { set_index: 0, round: 1, reps: 10 } },
      { activity_type: 'set_done', workout_group_item_id: 'i-push', data: { set_index: 0, round: 1, reps: 10 } },
      { activity_type: 'round_done', workout_group_id: 'g-emom', data: { round: 1 } },
    ]);
    await advance(30_000);
    expect(within(card).getByRole('timer')).toHaveTextContent('0:30');
    await advance(30_000);
    expect(activities()[3]).toMatchObject({
      workout_group_item_id: 'i-burpee',
      data: { set_index: 1, round: 2, reps: 12 },
    });
    expect(within(card).getByText('Done. Nice work!')).toBeInTheDocument();
  });
});
