import type { ActivityBody, ApiClient } from '@stride/shared';

/** Spec §7 video activity for a workout's video: best effort, a lost report never stops the workout. */
export function reportVideo(
  api: ApiClient,
  type: 'video_started' | 'video_watched',
  workoutId: string,
  exerciseId: string | null,
): void {
  const body: ActivityBody = {
    activity_type: type,
    data: { workout_id: workoutId, exercise_id: exerciseId },
    ts: new Date().toISOString(),
  };
  api.put('/activity', body).catch(() => undefined);
}
