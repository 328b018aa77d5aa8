import type { Message, MessageThread, MessagesResponse } from '@stride/shared';
import { makeThreadUser } from '@stride/shared/testing';

/** Noon on a fixed day, so grouping and day headings do not depend on when the tests run. */
export const NOON = Date.parse('2025-03-14T12:00:00');

/** The signed-in member of makeParcelProps' signedIn() (makeUser), and two others. */
export const MIA = makeThreadUser();
export const TOM = makeThreadUser({ id: 'user-2', name: 'Tom Trainer' });
export const ANA = makeThreadUser({ id: 'user-3', name: 'Ana Athlete' });

export function makeThread(overrides: Partial<MessageThread> = {}): MessageThread {
  const id = overrides.id ?? 't1';
  return {
    id,
    channel_id: `private-thread-${id}`,
    kind: 'chat',
    title: 'Tom Trainer',
    participants: [MIA, TOM],
    total_count_participants: 2,
    is_private: true,
    is_feed: false,
    is_unread: false,
    last_message_read_ts: 0,
    message_count: 0,
    latest_message_ts: null,
    latest_message: null,
    parent_message: null,
    has_been_renamed: false,
    page_id: null,
    me: { user: MIA, liked_messages: [], has_contributed: true, notifications_enabled: true },
    can_post: true,
    can_manage_participants: false,
    can_rename: false,
    can_pin: false,
    ...overrides,
  };
}

/** GET /threads/{id}/messages as the API pages `messages` (oldest first): the newest page, `before` and `after`. */
export function pageOf(all: readonly Message[], query: URLSearchParams, size = 30): MessagesResponse {
  const before = query.get('before');
  const after = query.get('after');
  const limit = Number(query.get('limit') ?? size);
  if (after !== null) {
    const newer = all.filter((m) => m.message_ts > Number(after));
    return { messages: newer.slice(0, limit), remaining_messages: 0, has_more_after: newer.length > limit };
  }
  const older = before === null ? [...all] : all.filter((m) => m.message_ts < Number(before));
  const page = older.slice(-limit);
  return { messages: page, remaining_messages: older.length - page.length, has_more_after: false };
}
