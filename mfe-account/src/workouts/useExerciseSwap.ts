import {
  apiServiceRef,
  memberQueryKeys,
  type ExerciseSwap,
  type ExerciseSwapRequest,
  type MemberData,
} from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { workoutQueries } from './workoutQueries';

/**
 * Swap a coach's exercise for an alternate, or back. A swap holds wherever the exercise appears, so the member's
 * login lists (exercise_swaps) change and every workout is asked again.
 */
export function useExerciseSwap(userId: string) {
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const applied = async (change: (swaps: readonly ExerciseSwap[]) => ExerciseSwap[]) => {
    queryClient.setQueryData(memberQueryKeys.data(userId), (data: MemberData | undefined) =>
      data ? { ...data, exercise_swaps: change(data.exercise_swaps) } : data,
    );
    await queryClient.invalidateQueries({ queryKey: workoutQueries.all });
  };
  return {
    async swap(exerciseId: string, alternateId: string): Promise<void> {
      const body: ExerciseSwapRequest = { exercise_id: exerciseId, alternate_id: alternateId };
      const pair = await api.post<ExerciseSwap>('/subscribers/swap_exercise', body);
      await applied((swaps) => [...swaps.filter((swap) => swap.exercise_id !== pair.exercise_id), pair]);
    },
    async reset(exerciseId: string): Promise<void> {
      await api.post('/subscribers/reset_exercise', { exercise_id: exerciseId });
      await applied((swaps) => swaps.filter((swap) => swap.exercise_id !== exerciseId));
    },
  };
}
