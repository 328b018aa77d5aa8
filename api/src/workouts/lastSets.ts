import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LoggedSet, Workout } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { workoutActivities as activity } from '../db/schema';
import { loggedSetOf } from './sessionSummary';

interface SetRow {
  itemId: string | null;
  exerciseId: string | null;
  data: Record<string, unknown>;
}

/**
 * The member's sets in the latest session that logged each key: per item and exercise (`byItem`), or per
 * exercise wherever it was done. A join on the newest set of each key reads only those sessions' sets.
 */
async function latestSets(
  db: AppDatabase,
  userId: string,
  itemIds: string[],
  exerciseIds: string[],
  byItem: boolean,
): Promise<SetRow[]> {
  const mine = and(
    eq(activity.userId, userId),
    eq(activity.activityType, 'set_done'),
    inArray(activity.exerciseId, exerciseIds),
  );
  const keys = byItem ? [activity.workoutGroupItemId, activity.exerciseId] : [activity.exerciseId];
  const latest = db
    .selectDistinctOn(keys, {
      sessionId: activity.sessionId,
      itemId: activity.workoutGroupItemId,
      exerciseId: activity.exerciseId,
    })
    .from(activity)
    .where(byItem ? and(mine, inArray(activity.workoutGroupItemId, itemIds)) : mine)
    .orderBy(...keys, desc(activity.seq))
    .as('latest');
  return db
    .select({ itemId: activity.workoutGroupItemId, exerciseId: activity.exerciseId, data: activity.data })
    .from(activity)
    .innerJoin(
      latest,
      and(
        eq(activity.sessionId, latest.sessionId),
        eq(activity.workoutGroupItemId, latest.itemId),
        eq(activity.exerciseId, latest.exerciseId),
      ),
    )
    .where(mine)
    .orderBy(asc(activity.seq));
}

/** A set logged again under the same round and index corrects the earlier one; in round, then set order. */
function setsOf(rows: SetRow[]): LoggedSet[] {
  const bySlot = new Map<string, LoggedSet>();
  for (const row of rows) {
    const set = loggedSetOf(row.data);
    if (set) bySlot.set(`${set.round ?? 0}:${set.set_index}`, set);
  }
  return [...bySlot.values()].sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || a.set_index - b.set_index);
}

/**
 * GET /workouts/{id} last_sets, per item id: the sets the member logged for the item in their latest session
 * that did it with the exercise they do now; else their latest sets of that exercise anywhere. Items never
 * done are left out.
 */
export async function lastSetsFor(
  db: AppDatabase,
  userId: string,
  workout: Workout,
): Promise<Record<string, LoggedSet[]>> {
  const items = workout.groups.flatMap((group) => group.items);
  if (items.length === 0) return {};
  const itemIds = items.map((item) => item.id);
  const exerciseIds = [...new Set(items.map((item) => item.exercise.id))];
  const [itemRows, exerciseRows] = await Promise.all([
    latestSets(db, userId, itemIds, exerciseIds, true),
    latestSets(db, userId, itemIds, exerciseIds, false),
  ]);
  const result: Record<string, LoggedSet[]> = {};
  for (const item of items) {
    const own = itemRows.filter((row) => row.itemId === item.id && row.exerciseId === item.exercise.id);
    const rows = own.length > 0 ? own : exerciseRows.filter((row) => row.exerciseId === item.exercise.id);
    if (rows.length > 0) result[item.id] = setsOf(rows);
  }
  return result;
}
