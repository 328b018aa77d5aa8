import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_MEMBER_DATA, memberQueryKeys, type MemberData, type Workout } from '@stride/shared';
import { renderWorkout } from './testing/renderWorkout';
import { exercise, group, squat, workout, workoutResponse } from './testing/workoutFixtures';

const swapped: Workout = workout([
  group('g-squat', 'straight', [{ ...squat, exercise: exercise('ex-goblet', 'Goblet squat'), is_swapped: true }]),
]);
const original: Workout = workout([group('g-squat', 'straight', [squat])]);

function seedMemberData(props: Awaited<ReturnType<typeof renderWorkout>>['props'], data: Partial<MemberData>) {
  props.queryClient.setQueryData(memberQueryKeys.data('user-1'), { ...EMPTY_MEMBER_DATA, ...data });
}

const memberSwaps = (props: Awaited<ReturnType<typeof renderWorkout>>['props']) =>
  props.queryClient.getQueryData<MemberData>(memberQueryKeys.data('user-1'))?.exercise_swaps;

describe('SwapExercise', () => {
  beforeEach(() => window.localStorage.clear());

  it("swaps an exercise for one of the coach's alternates, everywhere it is used", async () => {
    let current = original;
    const { calls, props } = await renderWorkout({
      routes: {
        'GET /workouts/w1': () => ({ status: 200, body: workoutResponse({ workout: current }) }),
        'POST /subscribers/swap_exercise': (call) => {
          current = swapped;
          return { status: 200, body: call.body };
        },
        'GET /workout_group_items/i-squat/exercise': {
          status: 200,
          body: {
            exercise: {
              ...exercise('ex-goblet', 'Goblet squat'),
              description: null,
              swapped_from: exercise('ex-i-squat', 'Back squat'),
              alternates: squat.alternates,
            },
          },
        },
      },
    });
    seedMemberData(props, { exercise_swaps: [{ exercise_id: 'ex-other', alternate_id: 'ex-else' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Swap exercise: Back squat' }));
    const dialog = screen.getByRole('dialog', { name: 'Swap Back squat' });
    expect(within(dialog).getByRole('button', { name: 'Swap' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Goblet squat' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/subscribers/swap_exercise')?.body).toEqual({
      exercise_id: 'ex-i-squat',
      alternate_id: 'ex-goblet',
    });
    expect(memberSwaps(props)).toEqual([
      { exercise_id: 'ex-other', alternate_id: 'ex-else' },
      { exercise_id: 'ex-i-squat', alternate_id: 'ex-goblet' },
    ]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/workouts/w1')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Goblet squat' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Back to Back squat' })).toBeInTheDocument();
  });

  it('says "Failed to swap" when the swap is refused, and keeps the choice open', async () => {
    const { props } = await renderWorkout({
      routes: {
        'POST /subscribers/swap_exercise': {
          status: 400,
          body: { error: { code: 'invalid_alternate', message: 'Not an alternate' } },
        },
      },
    });
    seedMemberData(props, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Swap exercise: Back squat' }));
    const dialog = screen.getByRole('dialog', { name: 'Swap Back squat' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Split squat' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to swap');
    expect(within(dialog).getByRole('button', { name: 'Swap' })).toBeEnabled();
    expect(memberSwaps(props)).toEqual([]);
  });

  it("goes back to the coach's exercise, named from the item's exercise", async () => {
    let current = swapped;
    const { calls, props } = await renderWorkout({
      routes: {
        'GET /workouts/w1': () => ({ status: 200, body: workoutResponse({ workout: current }) }),
        'GET /workout_group_items/i-squat/exercise': {
          status: 200,
          body: {
            exercise: {
              ...exercise('ex-goblet', 'Goblet squat'),
              description: null,
              swapped_from: exercise('ex-i-squat', 'Back squat'),
              alternates: squat.alternates,
            },
          },
        },
        'POST /subscribers/reset_exercise': () => {
          current = original;
          return { status: 200, body: { exercise_id: 'ex-i-squat' } };
        },
      },
    });
    seedMemberData(props, { exercise_swaps: [{ exercise_id: 'ex-i-squat', alternate_id: 'ex-goblet' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Back squat' }));
    expect(calls.find((call) => call.path === '/subscribers/reset_exercise')?.body).toEqual({
      exercise_id: 'ex-i-squat',
    });
    expect(await screen.findByRole('link', { name: 'Back squat' })).toBeInTheDocument();
    expect(memberSwaps(props)).toEqual([]);
    expect(screen.queryByRole('button', { name: /Back to/ })).not.toBeInTheDocument();
  });

  it('says "Failed to swap" when going back fails', async () => {
    await renderWorkout({
      response: workoutResponse({ workout: swapped }),
      routes: { 'POST /subscribers/reset_exercise': { status: 500, body: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: "Back to the coach's exercise" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to swap');
  });
});
