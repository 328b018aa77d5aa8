import { and, asc, count, desc, eq } from 'drizzle-orm';
import type {
  WorkoutActivity,
  WorkoutSession,
  WorkoutSessionList,
  WorkoutSessionRequest,
  WorkoutSessionUpdate,
} from '@stride/shared';
import type { AppPageIndex } from '../access/appPageIndex';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { workoutActivities, workoutSessions, type WorkoutActivityRow, type WorkoutSessionRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { CatalogueWorkout } from './workoutCatalogue';

/** GET /workouts/{id}/sessions: sessions per page. */
export const SESSIONS_PER_PAGE = 20;

export function toActivity(row: WorkoutActivityRow): WorkoutActivity {
  return {
    id: row.id,
    workout_group_id: row.workoutGroupId,
    workout_group_item_id: row.workoutGroupItemId,
    exercise_id: row.exerciseId,
    activity_type: row.activityType,
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}

export function toSession(row: WorkoutSessionRow, title: string, activities: WorkoutActivityRow[]): WorkoutSession {
  return {
    id: row.id,
    workout_id: row.workoutId,
    workout_title: title,
    page_id: row.pageId,
    session_mode: row.sessionMode,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    activities: activities.map(toActivity),
    summary: row.status === 'finished' ? row.summary : null,
  };
}

/** A session's activities in the order they were logged. */
export async function activitiesOf(db: AppDatabase, sessionId: string): Promise<WorkoutActivityRow[]> {
  return db
    .select()
    .from(workoutActivities)
    .where(eq(workoutActivities.sessionId, sessionId))
    .orderBy(asc(workoutActivities.seq));
}

/** The session with its activities, as GET one answers it. */
export async function sessionWithActivities(
  db: AppDatabase,
  workout: CatalogueWorkout,
  row: WorkoutSessionRow,
): Promise<WorkoutSession> {
  return toSession(row, workout.title, await activitiesOf(db, row.id));
}

/**
 * The member's session `id` of this workout: 404 workout_session_not_found for a malformed id, another
 * member's or app's session, or a session of another workout.
 */
export async function findMemberSession(
  db: AppDatabase,
  userId: string,
  workout: CatalogueWorkout,
  id: string,
): Promise<WorkoutSessionRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(workoutSessions)
        .where(
          and(
            eq(workoutSessions.id, id.toLowerCase()),
            eq(workoutSessions.userId, userId),
            eq(workoutSessions.workoutId, workout.id),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new AppError('workout_session_not_found');
  return row;
}

/** The member's latest session of the workout that has not finished, if any. */
export async function activeSessionOf(
  db: AppDatabase,
  userId: string,
  workout: CatalogueWorkout,
): Promise<WorkoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.userId, userId),
        eq(workoutSessions.workoutId, workout.id),
        eq(workoutSessions.status, 'active'),
      ),
    )
    .orderBy(desc(workoutSessions.startedAt))
    .limit(1);
  return row ?? null;
}

/** A page of this app the session was opened from: 400 naming page_id otherwise (never a database cast error). */
function pageIdOf(index: AppPageIndex, id: string): string {
  const page = index.byId.get(id.toLowerCase());
  if (!page) throw new AppError('invalid_input', 'page_id: Must be a page of this app', { field: 'page_id' });
  return page.id;
}

/**
 * POST /workouts/{id}/session: a new session (201), or the member's active one of this workout (200), so a
 * second tap or another device continues it rather than starting over. The page defaults to the workout's.
 */
export async function startSession(
  db: AppDatabase,
  index: AppPageIndex,
  member: { appId: string; userId: string },
  workout: CatalogueWorkout,
  request: WorkoutSessionRequest,
): Promise<{ created: boolean; session: WorkoutSession }> {
  const pageId = request.page_id === null ? workout.pageId : pageIdOf(index, request.page_id);
  const active = await activeSessionOf(db, member.userId, workout);
  if (active) return { created: false, session: await sessionWithActivities(db, workout, active) };
  const [row] = await db
    .insert(workoutSessions)
    .values({
      appId: member.appId,
      userId: member.userId,
      workoutId: workout.id,
      pageId,
      sessionMode: request.session_mode,
    })
    .returning();
  return { created: true, session: toSession(row!, workout.title, []) };
}

/** PUT /workouts/{id}/session/{sessionId}: the page it runs on and its mode. */
export async function updateSession(
  db: AppDatabase,
  index: AppPageIndex,
  workout: CatalogueWorkout,
  row: WorkoutSessionRow,
  request: WorkoutSessionUpdate,
): Promise<WorkoutSession> {
  const changes: Partial<Pick<WorkoutSessionRow, 'pageId' | 'sessionMode'>> = {};
  if (request.page_id !== undefined)
    changes.pageId = request.page_id === null ? null : pageIdOf(index, request.page_id);
  if (request.session_mode !== undefined) changes.sessionMode = request.session_mode;
  const updated =
    Object.keys(changes).length === 0
      ? row
      : ((await db.update(workoutSessions).set(changes).where(eq(workoutSessions.id, row.id)).returning())[0] ?? row);
  return sessionWithActivities(db, workout, updated);
}

/** GET /workouts/{id}/sessions ?page: the member's sessions of the workout, newest first, without activities. */
export async function listSessions(
  db: AppDatabase,
  userId: string,
  workout: CatalogueWorkout,
  page: number,
): Promise<WorkoutSessionList> {
  const where = and(eq(workoutSessions.userId, userId), eq(workoutSessions.workoutId, workout.id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workoutSessions)
      .where(where)
      .orderBy(desc(workoutSessions.startedAt), desc(workoutSessions.id))
      .limit(SESSIONS_PER_PAGE)
      .offset((page - 1) * SESSIONS_PER_PAGE),
    db.select({ value: count() }).from(workoutSessions).where(where),
  ]);
  return {
    sessions: rows.map((row) => toSession(row, workout.title, [])),
    total_count: total?.value ?? 0,
    page,
    per_page: SESSIONS_PER_PAGE,
  };
}
