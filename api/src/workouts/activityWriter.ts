import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { workoutActivities, workoutSessions, type WorkoutActivityRow } from '../db/schema';

/** An activity to log in a session of the member's, if that session is of the workout and still active. */
export type NewActivity = Omit<WorkoutActivityRow, 'id' | 'seq' | 'appId' | 'createdAt'> & { workoutId: string };

/** Logs activities; null when nothing was logged (see insertBatch). */
export interface ActivityWriter {
  insert(activity: NewActivity): Promise<WorkoutActivityRow | null>;
}

/** Enough rows to empty the queue 100 connections fill, few enough parameters for any driver (10 a row). */
const MAX_BATCH = 250;

interface Waiting {
  id: string;
  activity: NewActivity;
  resolve(row: WorkoutActivityRow | null): void;
  reject(error: unknown): void;
}

/** Rows of a raw statement: both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One statement for the whole batch: each row is inserted only when its session is the member's, of its
 * workout, and still active. FOR SHARE makes the statement wait for a session being finished at that moment,
 * and then find it finished, so no set slips in after the summary was written. A client_id already logged in
 * the session (or earlier in the batch) inserts nothing. Rows keep the order they were asked in (seq).
 *
 * Raw SQL: drizzle's insert-from-select lists the generated `seq` column, which Postgres refuses to be given.
 */
async function insertBatch(db: AppDatabase, batch: readonly Waiting[]): Promise<Map<string, WorkoutActivityRow>> {
  const values = batch.map(
    ({ id, activity: a }, order) =>
      sql`(${order}::int, ${id}::uuid, ${a.sessionId}::uuid, ${a.userId}::uuid, ${a.workoutId}::uuid,
        ${a.workoutGroupId}::text, ${a.workoutGroupItemId}::text, ${a.exerciseId}::uuid, ${a.activityType}::text,
        ${JSON.stringify(a.data)}::jsonb, ${a.clientId}::text)`,
  );
  const result = await db.execute(sql`
    insert into ${workoutActivities} (id, app_id, session_id, user_id, workout_group_id, workout_group_item_id,
      exercise_id, activity_type, data, client_id)
    select v.id, s.app_id, s.id, s.user_id, v.group_id, v.item_id, v.exercise_id, v.activity_type, v.data, v.client_id
    from (values ${sql.join(values, sql`, `)})
      as v(ord, id, session_id, user_id, workout_id, group_id, item_id, exercise_id, activity_type, data, client_id)
    join ${workoutSessions} s on s.id = v.session_id and s.user_id = v.user_id and s.workout_id = v.workout_id
      and s.status = 'active'
    order by v.ord
    for share of s
    on conflict do nothing
    returning id, seq, app_id, created_at`);
  const byId = new Map(batch.map((waiting) => [waiting.id, waiting.activity]));
  const inserted = new Map<string, WorkoutActivityRow>();
  for (const row of rowsOf<{ id: string; seq: number | string; app_id: string; created_at: Date | string }>(result)) {
    const { workoutId: _workoutId, ...activity } = byId.get(row.id)!;
    inserted.set(row.id, {
      ...activity,
      id: row.id,
      seq: Number(row.seq),
      appId: row.app_id,
      createdAt: new Date(row.created_at),
    });
  }
  return inserted;
}

/**
 * Logging a set must answer within a few milliseconds while a hundred members tap at once (`npm run bench`).
 * The embedded database runs one statement at a time, and a statement costs about a millisecond however few
 * rows it writes (measured: 1.37 ms for one insert, 9.4 ms for a hundred in one statement, each commit synced),
 * so one insert a request queues requests behind each other. Activities that arrive while a batch is being
 * written wait for the next one: under load each statement writes many, alone one is written at once.
 * One writer per app instance (made with its routes), never per module.
 */
export function createActivityWriter(db: AppDatabase): ActivityWriter {
  const queue: Waiting[] = [];
  let writing = false;

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const inserted = await insertBatch(db, batch);
        for (const waiting of batch) waiting.resolve(inserted.get(waiting.id) ?? null);
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    writing = false;
  }

  return {
    insert(activity) {
      return new Promise((resolve, reject) => {
        queue.push({ id: randomUUID(), activity, resolve, reject });
        if (writing) return;
        writing = true;
        // After the requests already read from the sockets this turn, so they share the first statement too.
        setImmediate(() => void writeQueued());
      });
    },
  };
}
