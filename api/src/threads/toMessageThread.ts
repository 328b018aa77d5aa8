import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Message, MessageThread, ThreadUser } from '@stride/shared';
import { threadChannel } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import {
  memberBlocks,
  messageReactions,
  messages,
  threadParticipants,
  threads,
  users,
  type ThreadParticipantRow,
  type ThreadRow,
} from '../db/schema';
import { appMessaging } from '../globalConfig/buildGlobalConfig';
import { blockedEitherWay } from '../subscribers/memberBlocking';
import { latestMessages, parentMessages } from './messageReads';
import { threadPermissions } from './messagingRules';
import { findThread, ruleThread, threadAccessLevel, type ThreadAccessLevel, type ThreadReader } from './threadAccess';
import { shownParticipant, threadUserColumns, toThreadUser } from './threadUsers';

/** Participants a thread shows (avatars, and the names an unrenamed chat is called by). */
const PREVIEW_PARTICIPANTS = 5;

interface Preview {
  /** The first participants, the viewer last. */
  people: ThreadUser[];
  total: number;
}

/**
 * Up to PREVIEW_PARTICIPANTS participants of each thread the viewer is shown (shownParticipant; others before the
 * viewer) and how many there are, shown or not.
 */
async function participantPreviews(
  db: AppDatabase,
  viewerId: string,
  threadIds: readonly string[],
): Promise<Map<string, Preview>> {
  const shown = shownParticipant(viewerId, eq(threads.kind, 'chat'));
  const ranked = db
    .select({
      threadId: threadParticipants.threadId,
      ...threadUserColumns,
      shown: sql<boolean>`${shown}`.as('shown'),
      total: sql<number>`count(*) over (partition by ${threadParticipants.threadId})`.as('total'),
      rank: sql<number>`row_number() over (partition by ${threadParticipants.threadId}
        order by not ${shown}, ${threadParticipants.userId} = ${viewerId}, ${threadParticipants.joinedAt}, ${users.id})`.as(
        'rank',
      ),
    })
    .from(threadParticipants)
    .innerJoin(users, eq(users.id, threadParticipants.userId))
    .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
    .where(inArray(threadParticipants.threadId, [...threadIds]))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${PREVIEW_PARTICIPANTS} and ${ranked.shown}`)
    .orderBy(ranked.threadId, ranked.rank);
  const previews = new Map<string, Preview>();
  for (const row of rows) {
    const preview = previews.get(row.threadId) ?? { people: [], total: Number(row.total) };
    preview.people.push(toThreadUser(row));
    previews.set(row.threadId, preview);
  }
  return previews;
}

/** The threads among `threadIds` where the viewer has a message after their last read one (not their own). */
async function unreadThreadIds(db: AppDatabase, viewerId: string, threadIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ threadId: messages.threadId })
    .from(messages)
    .innerJoin(
      threadParticipants,
      and(eq(threadParticipants.threadId, messages.threadId), eq(threadParticipants.userId, viewerId)),
    )
    .where(
      and(
        inArray(messages.threadId, [...threadIds]),
        sql`${messages.ts} > ${threadParticipants.lastReadTs}`,
        or(isNull(messages.userId), not(eq(messages.userId, viewerId))),
        or(isNull(messages.userId), not(blockedEitherWay(viewerId, messages.userId))),
      ),
    );
  return new Set(rows.map((row) => row.threadId));
}

async function myParticipation(
  db: AppDatabase,
  viewerId: string,
  threadIds: readonly string[],
): Promise<Map<string, ThreadParticipantRow>> {
  const rows = await db
    .select()
    .from(threadParticipants)
    .where(and(inArray(threadParticipants.threadId, [...threadIds]), eq(threadParticipants.userId, viewerId)));
  return new Map(rows.map((row) => [row.threadId, row]));
}

async function likedByMe(db: AppDatabase, viewerId: string, threadIds: readonly string[]) {
  const rows = await db
    .select({ threadId: messageReactions.threadId, ts: messageReactions.messageTs })
    .from(messageReactions)
    .where(and(inArray(messageReactions.threadId, [...threadIds]), eq(messageReactions.userId, viewerId)))
    .orderBy(asc(messageReactions.messageTs));
  const liked = new Map<string, number[]>();
  for (const row of rows) liked.set(row.threadId, [...(liked.get(row.threadId) ?? []), row.ts]);
  return liked;
}

/** The direct chats, and replies in one (ruleThread), whose two people blocked each other either way. */
async function blockedDirectThreads(db: AppDatabase, viewerId: string, rows: readonly ThreadRow[]) {
  const others = new Map<string, string>();
  for (const thread of rows) {
    const other = (await ruleThread(db, thread)).directKey?.split(':').find((id) => id !== viewerId);
    if (other) others.set(thread.id, other);
  }
  if (others.size === 0) return new Set<string>();
  const ids = [...new Set(others.values())];
  const blocks = await db
    .select()
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, viewerId), inArray(memberBlocks.blockedId, ids)),
        and(eq(memberBlocks.blockedId, viewerId), inArray(memberBlocks.blockerId, ids)),
      ),
    );
  const blocked = new Set(blocks.flatMap((row) => [row.blockerId, row.blockedId]));
  return new Set([...others].filter(([, other]) => blocked.has(other)).map(([threadId]) => threadId));
}

/**
 * Spec §4 per-viewer title: a renamed thread, a feed or comments are called by their title; an unrenamed chat by its
 * other participants' names ("Mia, Sam +3"); a reply thread by its parent thread's title.
 */
function chatTitle(thread: ThreadRow, viewerId: string, preview: Preview | undefined): string {
  const others = (preview?.people ?? []).filter((person) => person.id !== viewerId);
  if (others.length === 0) return thread.title;
  const everyoneElse = (preview?.total ?? 0) - ((preview?.people.length ?? 0) - others.length);
  const hidden = everyoneElse - others.length;
  const names = others.map((person) => person.name).join(', ');
  return hidden > 0 ? `${names} +${hidden}` : names;
}

/** Reply threads answer chats, feeds and comments, never replies: one level of parents is all a title needs. */
const MAX_TITLE_DEPTH = 1;

async function titlesOf(
  db: AppDatabase,
  reader: ThreadReader,
  rows: readonly ThreadRow[],
  previews: ReadonlyMap<string, Preview>,
  depth = 0,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const parents = new Map<string, ThreadRow>();
  for (const thread of rows) {
    if (thread.kind === 'reply' && thread.parentThreadId !== null && depth < MAX_TITLE_DEPTH) {
      const parent = await findThread(db, thread.appId, thread.parentThreadId);
      if (parent) parents.set(thread.id, parent);
    }
  }
  const parentRows = [...new Set(parents.values())];
  const parentTitles =
    parentRows.length === 0
      ? new Map<string, string>()
      : await titlesOf(
          db,
          reader,
          parentRows,
          await participantPreviews(
            db,
            reader.user.id,
            parentRows.map((t) => t.id),
          ),
          depth + 1,
        );
  for (const thread of rows) {
    const parent = parents.get(thread.id);
    if (parent) titles.set(thread.id, parentTitles.get(parent.id) ?? thread.title);
    else if (thread.kind === 'chat' && !thread.hasBeenRenamed)
      titles.set(thread.id, chatTitle(thread, reader.user.id, previews.get(thread.id)));
    else titles.set(thread.id, thread.title);
  }
  return titles;
}

/**
 * Spec §3 Message threads as `reader` sees them, in the order given, with a few queries for all of them. `levels`
 * gives what is already known of the reader's access (a list of their chats); the rest is decided here.
 */
export async function toMessageThreads(
  db: AppDatabase,
  reader: ThreadReader,
  rows: readonly ThreadRow[],
  levels: ReadonlyMap<string, ThreadAccessLevel> = new Map(),
): Promise<MessageThread[]> {
  if (rows.length === 0) return [];
  const viewerId = reader.user.id;
  const ids = rows.map((t) => t.id);
  const [previews, unread, mine, liked, latest, parents, blockedDirect, accessLevels] = await Promise.all([
    participantPreviews(db, viewerId, ids),
    unreadThreadIds(db, viewerId, ids),
    myParticipation(db, viewerId, ids),
    likedByMe(db, viewerId, ids),
    latestMessages(db, viewerId, rows),
    parentMessages(
      db,
      viewerId,
      rows.filter((t) => t.kind === 'reply'),
    ),
    blockedDirectThreads(db, viewerId, rows),
    Promise.all(rows.map(async (t) => levels.get(t.id) ?? threadAccessLevel(db, reader, t))),
  ]);
  const titles = await titlesOf(db, reader, rows, previews);
  const settings = appMessaging(reader.app);
  const me = toThreadUser(reader.user);
  return rows.map((thread, index) => {
    const participant = mine.get(thread.id) ?? null;
    const latestMessage: Message | null = latest.get(thread.id) ?? null;
    return {
      id: thread.id,
      channel_id: threadChannel(thread.id, thread.channelEpoch),
      kind: thread.kind,
      title: titles.get(thread.id) ?? thread.title,
      participants: previews.get(thread.id)?.people ?? [],
      total_count_participants: previews.get(thread.id)?.total ?? 0,
      is_private: thread.isPrivate,
      is_feed: thread.isFeed,
      is_unread: unread.has(thread.id),
      last_message_read_ts: participant?.lastReadTs ?? 0,
      message_count: thread.messageCount,
      latest_message_ts: latestMessage?.message_ts ?? null,
      latest_message: latestMessage,
      parent_message: parents.get(thread.id) ?? null,
      has_been_renamed: thread.hasBeenRenamed,
      page_id: thread.pageId,
      me: participant && {
        user: me,
        liked_messages: liked.get(thread.id) ?? [],
        has_contributed: participant.hasContributed,
        notifications_enabled: participant.notificationsEnabled,
      },
      ...threadPermissions({
        settings,
        viewer: reader.user,
        thread,
        level: accessLevels[index]!,
        isParticipant: participant !== null,
        directBlocked: blockedDirect.has(thread.id),
      }),
    };
  });
}

export async function toMessageThread(
  db: AppDatabase,
  reader: ThreadReader,
  thread: ThreadRow,
  level?: ThreadAccessLevel,
): Promise<MessageThread> {
  const [view] = await toMessageThreads(db, reader, [thread], level ? new Map([[thread.id, level]]) : undefined);
  return view!;
}
