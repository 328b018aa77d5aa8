import { and, asc, countDistinct, desc, eq, max, sql } from 'drizzle-orm';
import type { ExerciseHistory, LoggedSet } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { workoutActivities as activity, workoutSessions, workouts } from '../db/schema';
import { allTimeBests } from './personalBests';
import { loggedSetOf, setRecordsOf } from './sessionSummary';
import type { WorkoutCatalogue } from './workoutCatalogue';
import { exerciseSummaryOf } from './workoutView';

/** GET /exercises/{id}/history: sessions per page. */
export const HISTORY_SESSIONS_PER_PAGE = 20;

/**
 * GET /exercises/{id}/history ?page: the member's sets of the exercise by session, newest first, and their
 * all-time bests at it (each with the best it beat).
 */
export async function exerciseHistory(
  db: AppDatabase,
  catalogue: WorkoutCatalogue,
  userId: string,
  exerciseId: string,
  page: number,
): Promise<ExerciseHistory> {
  const mine = and(
    eq(activity.userId, userId),
    eq(activity.exerciseId, exerciseId),
    eq(activity.activityType, 'set_done'),
  );
  const doneAt = max(activity.createdAt);
  const [sessions, [total], allSets] = await Promise.all([
    db
      .select({
        sessionId: activity.sessionId,
        workoutId: workoutSessions.workoutId,
        workoutTitle: workouts.title,
        doneAt,
        sets: sql<Record<string, unknown>[]>`json_agg(${activity.data} order by ${activity.seq})`,
      })
      .from(activity)
      .innerJoin(workoutSessions, eq(workoutSessions.id, activity.sessionId))
      .innerJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
      .where(mine)
      .groupBy(activity.sessionId, workoutSessions.workoutId, workouts.title)
      .orderBy(desc(doneAt), desc(activity.sessionId))
      .limit(HISTORY_SESSIONS_PER_PAGE)
      .offset((page - 1) * HISTORY_SESSIONS_PER_PAGE),
    db
      .select({ value: countDistinct(activity.sessionId) })
      .from(activity)
      .where(mine),
    db
      .select({
        sessionId: activity.sessionId,
        exerciseId: activity.exerciseId,
        activityType: activity.activityType,
        data: activity.data,
        createdAt: activity.createdAt,
      })
      .from(activity)
      .where(mine)
      .orderBy(asc(activity.seq)),
  ]);
  const titleOf = (id: string) => exerciseSummaryOf(catalogue, id).title;
  return {
    exercise: exerciseSummaryOf(catalogue, exerciseId),
    personal_bests: allTimeBests(setRecordsOf(allSets), titleOf),
    sessions: sessions.map((row) => ({
      session_id: row.sessionId,
      workout_id: row.workoutId,
      workout_title: row.workoutTitle,
      // A session is listed for its sets, so the latest of them is never missing.
      done_at: (row.doneAt ?? new Date(0)).toISOString(),
      sets: row.sets.flatMap((data): LoggedSet[] => {
        const set = loggedSetOf(data);
        return set ? [set] : [];
      }),
    })),
    total_count: total?.value ?? 0,
    page,
    per_page: HISTORY_SESSIONS_PER_PAGE,
  };
}
