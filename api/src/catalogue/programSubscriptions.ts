import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProgramSubscriptionDetail } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { pageSubscriptions, programSubscriptions } from '../db/schema';

export type ProgramSubscriptionRow = typeof programSubscriptions.$inferSelect;

/** Which member's subscription to which program, always within one app. */
export interface ProgramSubscriptionKey {
  appId: string;
  userId: string;
  programId: string;
}

function byKey({ appId, userId, programId }: ProgramSubscriptionKey): SQL | undefined {
  return and(
    eq(programSubscriptions.appId, appId),
    eq(programSubscriptions.userId, userId),
    eq(programSubscriptions.programId, programId),
  );
}

export function toProgramSubscription(row: ProgramSubscriptionRow): ProgramSubscriptionDetail {
  return {
    program_id: row.programId,
    completed_stage_ids: row.completedStageIds,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export async function findProgramSubscription(
  db: AppDatabase,
  key: ProgramSubscriptionKey,
): Promise<ProgramSubscriptionRow | null> {
  const [row] = await db.select().from(programSubscriptions).where(byKey(key)).limit(1);
  return row ?? null;
}

/**
 * Subscribes once: a second call answers the subscription as it is, progress kept. One statement returns
 * the row whether it inserts it or it exists, so no unsubscribe in between can make it come back empty.
 */
export async function subscribeToProgram(
  db: AppDatabase,
  key: ProgramSubscriptionKey,
): Promise<ProgramSubscriptionRow> {
  const [row] = await db
    .insert(programSubscriptions)
    .values(key)
    .onConflictDoUpdate({
      target: [programSubscriptions.userId, programSubscriptions.programId],
      set: { programId: key.programId },
    })
    .returning();
  if (!row) throw new Error('INSERT … ON CONFLICT DO UPDATE … RETURNING returned no row');
  return row;
}

/** Subscribes the member to the program's page from now, unless they already started it (their start is kept). */
export async function startProgressRoot(
  db: AppDatabase,
  { appId, userId, programId }: ProgramSubscriptionKey,
): Promise<void> {
  await db
    .insert(pageSubscriptions)
    .values({ appId, userId, pageId: programId, startedAt: new Date() })
    .onConflictDoNothing();
}

/** `array['a','b']::text[]` of the program's stage ids, for the jsonb `?&` (has all keys) operator. */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`array[]::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Marks a stage complete in one statement (two requests at once never lose a stage). The program counts as
 * completed when every stage of it is, from the first moment it was; `stageIds` are the program's stages.
 */
export async function completeStage(
  db: AppDatabase,
  key: ProgramSubscriptionKey,
  stageId: string,
  stageIds: readonly string[],
): Promise<ProgramSubscriptionRow | null> {
  const added = JSON.stringify({ [stageId]: true });
  const merged = sql`(${programSubscriptions.completedStageIds} || ${added}::jsonb)`;
  const [row] = await db
    .update(programSubscriptions)
    .set({
      completedStageIds: merged,
      completedAt: sql`case when ${merged} ?& ${textArray(stageIds)} then coalesce(${programSubscriptions.completedAt}, now()) else null end`,
    })
    .where(byKey(key))
    .returning();
  return row ?? null;
}

/** Marks one stage not complete: the program is then not completed either. */
export async function uncompleteStage(
  db: AppDatabase,
  key: ProgramSubscriptionKey,
  stageId: string,
): Promise<ProgramSubscriptionRow | null> {
  const [row] = await db
    .update(programSubscriptions)
    .set({ completedStageIds: sql`${programSubscriptions.completedStageIds} - ${stageId}::text`, completedAt: null })
    .where(byKey(key))
    .returning();
  return row ?? null;
}

/** POST /programs/{id}/complete: every stage complete and the program completed now (kept if it already was). */
export async function completeProgram(
  db: AppDatabase,
  key: ProgramSubscriptionKey,
  stageIds: readonly string[],
): Promise<ProgramSubscriptionRow | null> {
  const added = JSON.stringify(Object.fromEntries(stageIds.map((id) => [id, true])));
  const [row] = await db
    .update(programSubscriptions)
    .set({
      completedStageIds: sql`${programSubscriptions.completedStageIds} || ${added}::jsonb`,
      completedAt: sql`coalesce(${programSubscriptions.completedAt}, now())`,
    })
    .where(byKey(key))
    .returning();
  return row ?? null;
}
