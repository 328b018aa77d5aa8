import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { WorkoutActivityRequest, WorkoutActivityResponse } from '@stride/shared';
import type { AppCaches } from '../cache/AppCaches';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import type { StoredWorkoutItem } from '../db/jsonColumns';
import { workoutActivities, workoutSessions, type WorkoutActivityRow, type WorkoutSessionRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { ActivityWriter, NewActivity } from './activityWriter';
import { loadMemberSwaps, swappedExercise } from './exerciseSwaps';
import { summariseSession } from './sessionSummary';
import type { CatalogueGroup, CatalogueWorkout, WorkoutCatalogue } from './workoutCatalogue';
import { activitiesOf, toActivity, toSession } from './workoutSessions';

/** Where an activity happened, checked against the workout; ids as the workout stores them. */
interface ActivityPlace {
  groupId: string | null;
  item: StoredWorkoutItem | null;
}

function placeOf(workout: CatalogueWorkout, request: WorkoutActivityRequest): ActivityPlace {
  let group: CatalogueGroup | undefined;
  if (request.workout_group_id !== null) {
    group = workout.groups.get(request.workout_group_id.toLowerCase());
    if (!group) throw new AppError('workout_group_not_found', undefined, { field: 'workout_group_id' });
  }
  if (request.workout_group_item_id === null) return { groupId: group?.group.id ?? null, item: null };
  const item = group?.items.get(request.workout_group_item_id.toLowerCase());
  if (!group) throw new AppError('workout_group_not_found', undefined, { field: 'workout_group_id' });
  if (!item) throw new AppError('workout_item_not_found', undefined, { field: 'workout_group_item_id' });
  return { groupId: group.group.id, item };
}

/**
 * Why nothing was logged: a client_id logged before answers that activity (a retry, even once the session
 * has finished); else the session is not the member's (404) or has finished (409).
 */
async function explainNotLogged(
  db: AppDatabase,
  activity: NewActivity,
): Promise<{ session: WorkoutSessionRow; repeated: WorkoutActivityRow }> {
  const [[session], [repeated]] = await Promise.all([
    db
      .select()
      .from(workoutSessions)
      .where(
        and(
          eq(workoutSessions.id, activity.sessionId),
          eq(workoutSessions.userId, activity.userId),
          eq(workoutSessions.workoutId, activity.workoutId),
        ),
      )
      .limit(1),
    activity.clientId === null
      ? []
      : db
          .select()
          .from(workoutActivities)
          .where(
            and(eq(workoutActivities.sessionId, activity.sessionId), eq(workoutActivities.clientId, activity.clientId)),
          )
          .limit(1),
  ]);
  if (!session) throw new AppError('workout_session_not_found');
  if (repeated) return { session, repeated };
  if (session.status === 'finished') throw new AppError('workout_session_finished');
  // Active, and no earlier report with this client_id: a report with it was rolled back meanwhile.
  throw new AppError('conflict');
}

/** Thrown inside the finishing transaction to undo it when the activity was not logged. */
class NotLogged extends Error {}

/**
 * session_finished: marks the session finished first (taking its row, so sets logged at the same moment wait
 * and then find it finished), logs the activity, and writes the summary from every set the session logged.
 */
async function finishSession(
  db: AppDatabase,
  catalogue: WorkoutCatalogue,
  workout: CatalogueWorkout,
  activity: NewActivity,
  roundsAchieved: number | undefined,
): Promise<WorkoutActivityResponse | null> {
  const { workoutId, ...values } = activity;
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(workoutSessions)
        .set({ status: 'finished', finishedAt: sql`now()` })
        .where(
          and(
            eq(workoutSessions.id, activity.sessionId),
            eq(workoutSessions.userId, activity.userId),
            eq(workoutSessions.workoutId, workoutId),
            eq(workoutSessions.status, 'active'),
          ),
        )
        .returning();
      if (!claimed) throw new NotLogged();
      const [logged] = await tx
        .insert(workoutActivities)
        .values({ ...values, appId: claimed.appId })
        .onConflictDoNothing()
        .returning();
      if (!logged) throw new NotLogged();
      const activities = await activitiesOf(tx, claimed.id);
      const exerciseIds = [
        ...new Set(
          activities.flatMap((row) => (row.activityType === 'set_done' && row.exerciseId ? [row.exerciseId] : [])),
        ),
      ];
      const earlierSets =
        exerciseIds.length === 0
          ? []
          : await tx
              .select()
              .from(workoutActivities)
              .where(
                and(
                  eq(workoutActivities.userId, claimed.userId),
                  inArray(workoutActivities.exerciseId, exerciseIds),
                  eq(workoutActivities.activityType, 'set_done'),
                  ne(workoutActivities.sessionId, claimed.id),
                ),
              )
              .orderBy(asc(workoutActivities.seq));
      const summary = summariseSession({
        sessionId: claimed.id,
        startedAt: claimed.startedAt,
        finishedAt: claimed.finishedAt ?? new Date(),
        activities,
        earlierSets,
        roundsAchieved,
        titleOf: (id) => catalogue.exercises.get(id)?.summary.title ?? '',
      });
      const [finished] = await tx
        .update(workoutSessions)
        .set({ summary })
        .where(eq(workoutSessions.id, claimed.id))
        .returning();
      return { activity: toActivity(logged), session: toSession(finished!, workout.title, activities) };
    });
  } catch (error) {
    if (error instanceof NotLogged) return null;
    throw error;
  }
}

export interface LoggedActivity {
  /** False when a client_id repeated an earlier report: that one is answered, nothing logged twice. */
  created: boolean;
  response: WorkoutActivityResponse;
}

/**
 * POST /workouts/{id}/session/{sessionId}/activity. The group must be the workout's and the item the group's;
 * set_done and skipped record the exercise the member does for the item (their swap applied). Logging a set
 * reads the workout and the member's swaps from memory and costs one insert, shared with the sets logged at the
 * same moment (see createActivityWriter).
 */
export async function logWorkoutActivity(
  db: AppDatabase,
  caches: AppCaches,
  writer: ActivityWriter,
  catalogue: WorkoutCatalogue,
  userId: string,
  workout: CatalogueWorkout,
  sessionId: string,
  request: WorkoutActivityRequest,
): Promise<LoggedActivity> {
  if (!isUuid(sessionId)) throw new AppError('workout_session_not_found');
  const { groupId, item } = placeOf(workout, request);
  const recordsExercise =
    item !== null && (request.activity_type === 'set_done' || request.activity_type === 'skipped');
  const activity: NewActivity = {
    sessionId: sessionId.toLowerCase(),
    userId,
    workoutId: workout.id,
    workoutGroupId: groupId,
    workoutGroupItemId: item?.id ?? null,
    exerciseId: recordsExercise
      ? swappedExercise(catalogue, await loadMemberSwaps(db, caches, userId), item.exercise_id)
      : null,
    activityType: request.activity_type,
    data: request.data,
    clientId: request.client_id ?? null,
  };
  if (request.activity_type === 'session_finished') {
    const finished = await finishSession(db, catalogue, workout, activity, request.data.rounds_achieved);
    if (finished) return { created: true, response: finished };
  } else {
    const logged = await writer.insert(activity);
    if (logged) return { created: true, response: { activity: toActivity(logged), session: null } };
  }
  const { session, repeated } = await explainNotLogged(db, activity);
  const answer =
    repeated.activityType === 'session_finished'
      ? toSession(session, workout.title, await activitiesOf(db, session.id))
      : null;
  return { created: false, response: { activity: toActivity(repeated), session: answer } };
}
