import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { memberBlocks } from '../db/schema';
import { forgetMemberData } from '../members/memberData';

/** True when `viewerId` and the member in `otherId` blocked each other in either direction. */
export function blockedEitherWay(viewerId: string, otherId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${memberBlocks} where
    (${memberBlocks.blockerId} = ${viewerId} and ${memberBlocks.blockedId} = ${otherId})
    or (${memberBlocks.blockerId} = ${otherId} and ${memberBlocks.blockedId} = ${viewerId}))`;
}

/** Who blocked whom between the two members. */
export async function blockBetween(
  db: AppDatabase,
  viewerId: string,
  otherId: string,
): Promise<{ viewerBlocked: boolean; blockedByOther: boolean }> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, otherId)),
        and(eq(memberBlocks.blockerId, otherId), eq(memberBlocks.blockedId, viewerId)),
      ),
    );
  return {
    viewerBlocked: rows.some((row) => row.blockerId === viewerId),
    blockedByOther: rows.some((row) => row.blockerId === otherId),
  };
}

export async function blockedIdsOf(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, userId))
    .orderBy(memberBlocks.createdAt);
  return rows.map((row) => row.id);
}

/** Blocking twice is blocking once. Both members' login lists change (the blocked one's directory too). */
export async function block(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  await db.insert(memberBlocks).values({ appId, blockerId, blockedId }).onConflictDoNothing();
  forgetMemberData(caches, blockerId);
}

export async function unblock(db: AppDatabase, caches: AppCaches, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  forgetMemberData(caches, blockerId);
}
