import type { Message, ThreadUser } from '../messaging/Threads';

/** A person as threads show them; by default the signed-in member of makeUser(). */
export function makeThreadUser(overrides: Partial<ThreadUser> = {}): ThreadUser {
  return {
    id: 'user-1',
    name: 'Mia Member',
    avatar_urls: null,
    is_account_admin: false,
    is_app_messaging_profile: false,
    ...overrides,
  };
}

/** A plain text message of thread t1 (or `message_thread_id`) at `ts`, from another member unless told. */
export function makeMessage(ts: number, overrides: Partial<Message> = {}): Message {
  const threadId = overrides.message_thread_id ?? 't1';
  return {
    id: `${threadId}:${ts}`,
    message_thread_id: threadId,
    message_ts: ts,
    message: `Message ${ts}`,
    user: makeThreadUser({ id: 'user-2', name: 'Tom Trainer' }),
    image_urls: [],
    image_ids: [],
    video_url: null,
    attachment_data: null,
    message_type: 'message',
    mentions: [],
    reply_thread_id: null,
    reply_count: 0,
    reaction_count: 0,
    is_root: true,
    pinned_at: null,
    edited_at: null,
    created_at: new Date(ts).toISOString(),
    client_id: null,
    ...overrides,
  };
}
