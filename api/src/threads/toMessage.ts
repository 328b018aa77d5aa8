import type { Message, ThreadUser } from '@stride/shared';
import { messageId } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import type { MessageRow, ThreadRow } from '../db/schema';
import { loadThreadUsers } from './threadUsers';

/** Spec §3 Message from its row; `people` holds its author and the people it mentions. */
export function toMessage(
  row: MessageRow,
  thread: Pick<ThreadRow, 'kind'>,
  people: ReadonlyMap<string, ThreadUser>,
): Message {
  return {
    id: messageId(row.threadId, row.ts),
    message_thread_id: row.threadId,
    message_ts: row.ts,
    message: row.text,
    user: row.userId === null ? null : (people.get(row.userId) ?? null),
    image_urls: row.imageUrls,
    image_ids: row.imageIds,
    video_url: row.videoUrl,
    attachment_data: row.attachmentData ?? null,
    message_type: row.messageType,
    mentions: row.mentions.flatMap((id) => {
      const person = people.get(id);
      return person ? [{ id, name: person.name }] : [];
    }),
    reply_thread_id: row.replyThreadId,
    reply_count: row.replyCount,
    reaction_count: row.reactionCount,
    is_root: thread.kind !== 'reply',
    pinned_at: row.pinnedAt?.toISOString() ?? null,
    edited_at: row.editedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    client_id: row.clientId,
  };
}

/** Messages of one app's threads, with their authors and mentions looked up once. */
export async function toMessages(
  db: AppDatabase,
  appId: string,
  rows: readonly MessageRow[],
  kindOf: (threadId: string) => ThreadRow['kind'],
): Promise<Message[]> {
  const people = await loadThreadUsers(
    db,
    appId,
    rows.flatMap((row) => [...(row.userId === null ? [] : [row.userId]), ...row.mentions]),
  );
  return rows.map((row) => toMessage(row, { kind: kindOf(row.threadId) }, people));
}
