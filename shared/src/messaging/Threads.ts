import type { z } from 'zod';
import type {
  createThreadRequestSchema,
  messageActionSchema,
  messagesQuerySchema,
  outgoingMessageSchema,
  threadListQuerySchema,
} from './Threads.schema';

/**
 * What a thread is: a chat among its participants (direct or group; spec `is_private`), a feed, a page's comments,
 * or the replies to one message. Feeds and comments are open: any member of the app (with access to the page) may
 * read them, and joins by reading.
 */
export const THREAD_KINDS = ['chat', 'feed', 'comments', 'reply'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

/** GET /threads ?type: which of the member's threads to list. */
export const THREAD_LIST_TYPES = ['chats', 'feeds', 'comments'] as const;
export type ThreadListType = (typeof THREAD_LIST_TYPES)[number];

/** Spec §3 message types. `grouped` is drawn by the client (consecutive messages); `reaction` is a like's event. */
export const MESSAGE_TYPES = [
  'message',
  'image',
  'video',
  'attachment',
  'notification',
  'grouped',
  'reaction',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** The types a stored message has. */
export type StoredMessageType = Exclude<MessageType, 'grouped' | 'reaction'>;

/** Spec §3 send statuses: only on the sender's own copy while it is on its way (cleared on success). */
export type MessageSendStatus = 'sending' | 'error';
/** Spec §3 reaction actions. */
export const REACTION_ACTIONS = ['like', 'unlike'] as const;
export type ReactionAction = (typeof REACTION_ACTIONS)[number];

/** Spec §9: consecutive messages of one user within this many ms are grouped. */
export const MESSAGE_GROUPING_WINDOW_MS = 60_000;
/** Messages a page of GET /threads/{id}/messages holds. */
export const MESSAGES_PAGE_SIZE = 30;
/** Threads a page of GET /threads holds. */
export const THREADS_PAGE_SIZE = 20;
/** People GET /threads/{id}/mentionable and GET /subscribers answer at most. */
export const MENTIONABLE_LIMIT = 10;
/** Longest message text, after escaping. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Longest thread title. */
export const THREAD_TITLE_MAX_LENGTH = 80;
/** Longest report reason. */
export const REPORT_REASON_MAX_LENGTH = 500;
/** Most people one call adds to a thread. */
export const ADD_PARTICIPANTS_MAX = 50;

/**
 * The app's messaging settings (spec §5/§6): whether chat exists, who may message whom, whether its plan has
 * group chats, and strict mode (only an account admin deletes messages). Part of the global config.
 */
export interface MessagingSettings {
  /** Chat is available in this app. */
  enabled: boolean;
  /** Members may message members. */
  member_to_member: boolean;
  /** Members may message the app's messaging profiles. */
  member_to_admin: boolean;
  /** The app's plan has group chats ("Group chat is tied to a higher-tier plan"). */
  group_chat: boolean;
  /** Only an account admin deletes messages, their own included. */
  strict_mode: boolean;
}

export const DEFAULT_MESSAGING_SETTINGS: MessagingSettings = {
  enabled: true,
  member_to_member: true,
  member_to_admin: true,
  group_chat: true,
  strict_mode: false,
};

/** A person as threads show them. */
export interface ThreadUser {
  id: string;
  name: string;
  avatar_urls: Record<string, string> | null;
  is_account_admin: boolean;
  is_app_messaging_profile: boolean;
}

/** A link taken out of a message's text (spec §5): shown as a card. */
export interface AttachmentData {
  url: string;
  title: string | null;
  description?: string | null;
  image_url?: string | null;
  /** A file sent as an attachment: its name and size. */
  file_name?: string | null;
  size_bytes?: number | null;
}

export interface MentionedUser {
  id: string;
  name: string;
}

/** Spec §3 Message. `id` is `{message_thread_id}:{message_ts}`; `message_ts` increases monotonically per thread. */
export interface Message {
  id: string;
  message_thread_id: string;
  message_ts: number;
  /** The text, angle brackets escaped, mentions as `@<Name>` (see messageText). */
  message: string;
  user: ThreadUser | null;
  image_urls: string[];
  image_ids: string[];
  video_url: string | null;
  attachment_data: AttachmentData | null;
  message_type: MessageType;
  mentions: MentionedUser[];
  /** The thread of replies to this message, once it has one. */
  reply_thread_id: string | null;
  reply_count: number;
  reaction_count: number;
  /** The grouped messages (client side, message_type grouped). */
  messages?: Message[];
  /** A root message of its thread (not a reply). */
  is_root: boolean;
  pinned_at: string | null;
  edited_at: string | null;
  created_at: string;
  /** The sender's id for it (answered back so an optimistic copy finds its stored one). */
  client_id: string | null;
  /** Only on the sender's own copy (spec §4 Messaging). */
  status?: MessageSendStatus;
}

/** Spec §3 Participant: the caller's own state in a thread. */
export interface Participant {
  user: ThreadUser;
  /** The message_ts the member liked in this thread. */
  liked_messages: number[];
  has_contributed: boolean;
  notifications_enabled: boolean;
}

/** Spec §3 Message thread, as one member sees it (title, unread and `me` are theirs). */
export interface MessageThread {
  id: string;
  /** The realtime channel of the thread now (threadChannel(id, epoch)): resubscribe when it changes. */
  channel_id: string;
  kind: ThreadKind;
  /** The owner's or a member's title; an unrenamed chat is named after its other participants. */
  title: string;
  /** The first participants (at most 5), for avatars; total_count_participants counts them all. */
  participants: ThreadUser[];
  total_count_participants: number;
  is_private: boolean;
  is_feed: boolean;
  is_unread: boolean;
  last_message_read_ts: number;
  message_count: number;
  latest_message_ts: number | null;
  latest_message: Message | null;
  /** A reply thread's message. */
  parent_message: Message | null;
  has_been_renamed: boolean;
  /** The page of a comments thread. */
  page_id: string | null;
  /** The caller's participation; null while they have not joined (an open thread they only read). */
  me: Participant | null;
  /** What the caller may do here (the server enforces the same). */
  can_post: boolean;
  can_manage_participants: boolean;
  can_rename: boolean;
  can_pin: boolean;
}

export type ThreadListQuery = z.infer<typeof threadListQuerySchema>;
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export type CreateThreadRequest = z.infer<typeof createThreadRequestSchema>;
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;
/** POST /threads/{id}/messages {data}: send, delete, react, edit (one endpoint, spec §7). */
export type MessageAction = z.infer<typeof messageActionSchema>;

/** GET /threads → newest activity first. */
export interface ThreadListResponse {
  threads: MessageThread[];
  has_more: boolean;
}

export interface ThreadResponse {
  thread: MessageThread;
}

/** GET /threads/resolve ?subscriber_ids | ?page_id → the direct chat with that member, or the page's comments. */
export interface ResolveThreadResponse {
  thread_id: string | null;
}

/** GET /threads/profiles ?user_ids → those people, and the app's messaging profiles (whom a member may write to). */
export interface ThreadProfilesResponse {
  profiles: ThreadUser[];
  app_profiles: ThreadUser[];
}

/** One person of GET /subscribers: whether the caller may message them (spec §5). */
export interface MessageableUser extends ThreadUser {
  can_message: boolean;
}

/** GET /subscribers ?term,ids,excluded_by_thread. */
export interface SubscriberSearchResponse {
  subscribers: MessageableUser[];
}

/** GET /threads/{id}/mentionable ?term. */
export interface MentionableResponse {
  users: ThreadUser[];
}

/** GET /threads/unread_status. */
export interface UnreadStatusResponse {
  has_unread: boolean;
  /** Threads with unread messages. */
  unread_count: number;
}

/**
 * GET /threads/{id}/messages: oldest first. `remaining_messages` older than the first returned; `has_more_after`
 * when newer ones follow the last returned (paging `after`).
 */
export interface MessagesResponse {
  messages: Message[];
  remaining_messages: number;
  has_more_after: boolean;
  /**
   * A feed's pinned messages, newest pin first, on the page asked for without a cursor (spec §4 "Pinned messages
   * sort first in feeds": the client shows them first). Absent on other pages and in other threads.
   */
  pinned?: Message[];
}

export interface MessageResponse {
  message: Message;
}

/** POST /threads/{id}/messages: send → the stored messages; delete → the ts; react → the new count. */
export type MessageActionResponse =
  | { messages: Message[] }
  | { deleted: number }
  | { message_ts: number; reaction_count: number; liked: boolean }
  | { message: Message };

/** GET /threads/{id}/messages/{ts}/reactions: who liked it. */
export interface ReactionsResponse {
  users: ThreadUser[];
}

/** GET /threads/{id}/participants ?page: everyone in it (#members). */
export interface ParticipantsResponse {
  participants: ThreadUser[];
  has_more: boolean;
}

export interface TotalParticipantsResponse {
  total_participants: number;
}

/** GET /threads/{id}/read ?client_ts → how far the member has read, and whether anything else is unread. */
export interface ReadResponse {
  last_message_read_ts: number;
  has_unread: boolean;
}

export interface ToggleNotificationResponse {
  notifications_enabled: boolean;
}
