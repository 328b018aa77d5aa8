import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { memberBlocks, type ThreadRow } from '../db/schema';
import { forgetMemberData } from '../members/memberData';
import { renewChannels, sharedChatIds } from '../threads/channelEpochs';

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

/** Members who blocked `userId`, oldest first. */
export async function blockedByIdsOf(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockedId, userId))
    .orderBy(memberBlocks.createdAt);
  return rows.map((row) => row.id);
}

export async function blockedIdsOf(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, userId))
    .orderBy(memberBlocks.createdAt);
  return rows.map((row) => row.id);
}

/**
 * Blocking twice is blocking once. Both members' login lists change (the blocked one's directory too). The chats
 * they share move to new realtime channels in the same transaction (renewChannels), answered as they were, so their
 * readers can be told to resubscribe.
 */
export async function block(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  blockerId: string,
  blockedId: string,
): Promise<ThreadRow[]> {
  const renewed = await db.transaction(async (tx) => {
    await tx.insert(memberBlocks).values({ appId, blockerId, blockedId }).onConflictDoNothing();
    return renewChannels(tx, await sharedChatIds(tx, blockerId, blockedId));
  });
  // After the commit: a login read between the forget and the commit would cache the lists without the block.
  forgetMemberData(caches, blockerId);
  forgetMemberData(caches, blockedId);
  return renewed;
}

export async function unblock(db: AppDatabase, caches: AppCaches, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  forgetMemberData(caches, blockerId);
  forgetMemberData(caches, blockedId);
}
