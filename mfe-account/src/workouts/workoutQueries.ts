import { VIEWER_SCOPE, type ApiClient, type ExerciseResponse, type WorkoutResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** The member's view of a workout (their swaps, their session, their last numbers): viewer-scoped. */
export const workoutQueries = {
  all: ['workouts', VIEWER_SCOPE] as const,
  workout: (api: ApiClient, userId: string, workoutId: string) =>
    queryOptions({
      queryKey: ['workouts', VIEWER_SCOPE, userId, 'workout', workoutId] as const,
      queryFn: () => api.get<WorkoutResponse>(`/workouts/${encodeURIComponent(workoutId)}`),
    }),
  exercise: (api: ApiClient, userId: string, itemId: string) =>
    queryOptions({
      queryKey: ['workouts', VIEWER_SCOPE, userId, 'exercise', itemId] as const,
      queryFn: () => api.get<ExerciseResponse>(`/workout_group_items/${encodeURIComponent(itemId)}/exercise`),
    }),
};

export function sessionPath(workoutId: string, sessionId?: string): string {
  const base = `/workouts/${encodeURIComponent(workoutId)}/session`;
  return sessionId ? `${base}/${encodeURIComponent(sessionId)}` : base;
}
