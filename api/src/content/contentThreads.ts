import { randomUUID } from 'node:crypto';
import type { StoredMessageType, ThreadKind } from '@stride/shared';
import { escapeAngleBrackets } from '@stride/shared/messaging';
import type { messageReactions, messages, threadParticipants, threads } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { ContentFile } from './contentFile';

type Path = (string | number)[];

export function invalidContent(path: Path, message: string): AppError {
  const field = path.join('.');
  return new AppError('invalid_input', `${field}: ${message}`, { field });
}

/** Rows of the file's threads, without the app id (the import adds it). */
export interface ThreadImportRows {
  /** Threads before the reply threads that point at them. */
  threads: Omit<typeof threads.$inferInsert, 'appId'>[];
  messages: (typeof messages.$inferInsert)[];
  participants: (typeof threadParticipants.$inferInsert)[];
  reactions: (typeof messageReactions.$inferInsert)[];
}

export interface ThreadImportIds {
  threadId(slug: string): string;
  /** The member of the file with this email; an error at `at` when there is none. */
  memberId(email: string, at: Path): string;
  pageId(path: string, at: Path): string;
}

/**
 * Seed messages are a minute apart, each thread's last a minute before the import, and a thread later in the file a
 * second more recent than the one before it (so the inbox order is the file's, newest last); a message's replies
 * follow it by seconds.
 */
const MESSAGE_SPACING_MS = 60_000;
const THREAD_SPACING_MS = 1_000;
const REPLY_SPACING_MS = 1_000;

const MENTION = /@<([^<>\n]{1,100})>/g;

/**
 * Seed text as the composer would store it (spec §5): angle brackets escaped, except `@<Name>` where Name is one of
 * the file's members (those become the message's mentions).
 */
function seedText(text: string, memberByName: ReadonlyMap<string, string>): { text: string; mentions: string[] } {
  let out = '';
  let last = 0;
  const mentions = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const id = memberByName.get(match[1]!.trim().toLowerCase());
    if (!id) continue;
    out += escapeAngleBrackets(text.slice(last, match.index)) + match[0];
    last = match.index! + match[0].length;
    mentions.add(id);
  }
  return { text: out + escapeAngleBrackets(text.slice(last)), mentions: [...mentions] };
}

function kindOf(thread: ContentFile['threads'][number]): ThreadKind {
  if (thread.is_feed) return 'feed';
  return thread.page === null ? 'chat' : 'comments';
}

class Participants {
  private readonly byThread = new Map<string, Map<string, { lastReadTs: number; hasContributed: boolean }>>();

  add(threadId: string, userId: string): void {
    const people = this.byThread.get(threadId) ?? new Map();
    if (!people.has(userId)) people.set(userId, { lastReadTs: 0, hasContributed: false });
    this.byThread.set(threadId, people);
  }

  /** An author has read their thread up to their own message. */
  wrote(threadId: string, userId: string, ts: number): void {
    this.add(threadId, userId);
    const state = this.byThread.get(threadId)!.get(userId)!;
    state.lastReadTs = Math.max(state.lastReadTs, ts);
    state.hasContributed = true;
  }

  has(threadId: string, userId: string): boolean {
    return this.byThread.get(threadId)?.has(userId) ?? false;
  }

  rows(): ThreadImportRows['participants'] {
    return [...this.byThread].flatMap(([threadId, people]) =>
      [...people].map(([userId, state]) => ({ threadId, userId, ...state })),
    );
  }
}

/**
 * The threads of a content file with their messages, likes, replies and participants. A chat lists its participants
 * (none listed: every member of the file) and only they write in it; a chat of exactly two is their direct chat.
 * Feeds and comments are open: their authors are their first participants. Each member has read up to their own
 * last message, so what others wrote after it starts unread.
 */
export function threadImportRows(file: ContentFile, ids: ThreadImportIds, now = Date.now()): ThreadImportRows {
  const memberByName = new Map(file.members.map((m) => [m.name.trim().toLowerCase(), ids.memberId(m.email, [])]));
  const everyone = file.members.map((m) => ids.memberId(m.email, []));
  const participants = new Participants();
  const rows: ThreadImportRows = { threads: [], messages: [], participants: [], reactions: [] };
  const replyThreads: ThreadImportRows['threads'] = [];
  const directKeys = new Map<string, number>();
  const pages = new Map<string, number>();

  file.threads.forEach((thread, t) => {
    const id = ids.threadId(thread.slug);
    const kind = kindOf(thread);
    const listed = thread.participants.map((email, i) => ids.memberId(email, ['threads', t, 'participants', i]));
    const members = kind === 'chat' ? [...new Set(listed.length > 0 ? listed : everyone)] : [];
    const direct = kind === 'chat' && listed.length > 0 && members.length === 2;
    const directKey = direct ? [...members].sort().join(':') : null;
    if (directKey !== null) {
      if (directKeys.has(directKey))
        throw invalidContent(
          ['threads', t, 'participants'],
          `These two already have a direct chat: threads.${directKeys.get(directKey)}`,
        );
      directKeys.set(directKey, t);
    }
    const pageId = thread.page === null ? null : ids.pageId(thread.page, ['threads', t, 'page']);
    if (pageId !== null) {
      if (pages.has(pageId))
        throw invalidContent(
          ['threads', t, 'page'],
          `This page already has its comments: threads.${pages.get(pageId)}`,
        );
      pages.set(pageId, t);
    }
    for (const userId of members) participants.add(id, userId);

    let lastTs = 0;
    thread.messages.forEach((message, m) => {
      const at: Path = ['threads', t, 'messages', m];
      const userId = ids.memberId(message.from, [...at, 'from']);
      if (kind === 'chat' && !participants.has(id, userId))
        throw invalidContent([...at, 'from'], 'Only the chat’s participants write in it');
      const ts =
        now - (thread.messages.length - m) * MESSAGE_SPACING_MS - (file.threads.length - 1 - t) * THREAD_SPACING_MS;
      lastTs = ts;
      participants.wrote(id, userId, ts);
      const likers = [...new Set(message.likes.map((email, i) => ids.memberId(email, [...at, 'likes', i])))];
      const replyThreadId = message.replies.length > 0 ? randomUUID() : null;
      const messageType: StoredMessageType = message.image_url === null ? 'message' : 'image';
      rows.messages.push({
        threadId: id,
        ts,
        userId,
        ...seedText(message.text, memberByName),
        messageType,
        imageUrls: message.image_url === null ? [] : [message.image_url],
        replyThreadId,
        replyCount: message.replies.length,
        reactionCount: likers.length,
        pinnedAt: message.pinned ? new Date(now) : null,
        createdAt: new Date(ts),
      });
      rows.reactions.push(...likers.map((likerId) => ({ threadId: id, messageTs: ts, userId: likerId })));
      if (replyThreadId === null) return;
      let replyTs = ts;
      message.replies.forEach((reply, r) => {
        replyTs = ts + (r + 1) * REPLY_SPACING_MS;
        const replierId = ids.memberId(reply.from, [...at, 'replies', r, 'from']);
        participants.wrote(replyThreadId, replierId, replyTs);
        rows.messages.push({
          threadId: replyThreadId,
          ts: replyTs,
          userId: replierId,
          ...seedText(reply.text, memberByName),
          createdAt: new Date(replyTs),
        });
      });
      replyThreads.push({
        id: replyThreadId,
        title: thread.title,
        kind: 'reply',
        isPrivate: kind === 'chat',
        parentThreadId: id,
        parentMessageTs: ts,
        lastTs: replyTs,
        messageCount: message.replies.length,
      });
    });

    rows.threads.push({
      id,
      slug: thread.slug,
      title: thread.title,
      kind,
      isFeed: kind === 'feed',
      isPrivate: kind === 'chat',
      hasBeenRenamed: kind === 'chat' && !direct,
      directKey,
      pageId,
      lastTs,
      messageCount: thread.messages.length,
    });
  });
  rows.threads.push(...replyThreads);
  rows.participants = participants.rows();
  return rows;
}
