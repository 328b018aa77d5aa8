import { z } from 'zod';
import type {
  MentionableResponse,
  Message,
  MessageResponse,
  MessageThread,
  MessagesResponse,
  ParticipantsResponse,
  ReactionsResponse,
  ReadResponse,
  ResolveThreadResponse,
  SubscriberSearchResponse,
  ThreadListResponse,
  ThreadProfilesResponse,
  ThreadResponse,
  ThreadUser,
  ToggleNotificationResponse,
  TotalParticipantsResponse,
  UnreadStatusResponse,
} from '@stride/shared';
import { MESSAGE_TYPES, THREAD_KINDS } from '@stride/shared/messaging';

/** What the thread routes answer (spec §7 Threads; shapes of shared/src/messaging/Threads.ts). */

export const threadUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_urls: z.record(z.string(), z.string()).nullable(),
  is_account_admin: z.boolean(),
  is_app_messaging_profile: z.boolean(),
}) satisfies z.ZodType<ThreadUser>;

const attachmentDataSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
  file_name: z.string().nullable().optional(),
  size_bytes: z.number().nullable().optional(),
});

/** A message as stored; `grouped` messages and send statuses are the client's, never answered. */
export const messageSchema = z.object({
  id: z.string(),
  message_thread_id: z.string(),
  message_ts: z.number(),
  message: z.string(),
  user: threadUserSchema.nullable(),
  image_urls: z.array(z.string()),
  image_ids: z.array(z.string()),
  video_url: z.string().nullable(),
  attachment_data: attachmentDataSchema.nullable(),
  message_type: z.enum(MESSAGE_TYPES),
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  reply_thread_id: z.string().nullable(),
  reply_count: z.number(),
  reaction_count: z.number(),
  is_root: z.boolean(),
  pinned_at: z.string().nullable(),
  edited_at: z.string().nullable(),
  created_at: z.string(),
  client_id: z.string().nullable(),
}) satisfies z.ZodType<Message>;

export const messageThreadSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  kind: z.enum(THREAD_KINDS),
  title: z.string(),
  participants: z.array(threadUserSchema),
  total_count_participants: z.number(),
  is_private: z.boolean(),
  is_feed: z.boolean(),
  is_unread: z.boolean(),
  last_message_read_ts: z.number(),
  message_count: z.number(),
  latest_message_ts: z.number().nullable(),
  latest_message: messageSchema.nullable(),
  parent_message: messageSchema.nullable(),
  has_been_renamed: z.boolean(),
  page_id: z.string().nullable(),
  me: z
    .object({
      user: threadUserSchema,
      liked_messages: z.array(z.number()),
      has_contributed: z.boolean(),
      notifications_enabled: z.boolean(),
    })
    .nullable(),
  can_post: z.boolean(),
  can_manage_participants: z.boolean(),
  can_rename: z.boolean(),
  can_pin: z.boolean(),
}) satisfies z.ZodType<MessageThread>;

export const threadListResponseSchema = z.object({
  threads: z.array(messageThreadSchema),
  has_more: z.boolean(),
}) satisfies z.ZodType<ThreadListResponse>;

export const threadResponseSchema = z.object({ thread: messageThreadSchema }) satisfies z.ZodType<ThreadResponse>;

export const resolveThreadResponseSchema = z.object({
  thread_id: z.string().nullable(),
}) satisfies z.ZodType<ResolveThreadResponse>;

export const threadProfilesResponseSchema = z.object({
  profiles: z.array(threadUserSchema),
  app_profiles: z.array(threadUserSchema),
}) satisfies z.ZodType<ThreadProfilesResponse>;

export const subscriberSearchResponseSchema = z.object({
  subscribers: z.array(threadUserSchema.extend({ can_message: z.boolean() })),
}) satisfies z.ZodType<SubscriberSearchResponse>;

export const mentionableResponseSchema = z.object({
  users: z.array(threadUserSchema),
}) satisfies z.ZodType<MentionableResponse>;

export const unreadStatusResponseSchema = z.object({
  has_unread: z.boolean(),
  unread_count: z.number(),
}) satisfies z.ZodType<UnreadStatusResponse>;

export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
  remaining_messages: z.number(),
  has_more_after: z.boolean(),
  pinned: z.array(messageSchema).optional(),
}) satisfies z.ZodType<MessagesResponse>;

export const messageResponseSchema = z.object({ message: messageSchema }) satisfies z.ZodType<MessageResponse>;

/** POST /threads/{id}/messages: each action's answer (send 201, the others 200). */
export const sentMessagesSchema = z.object({ messages: z.array(messageSchema) });
export const messageActionResponseSchema = z.union([
  z.object({ deleted: z.number() }),
  z.object({ message_ts: z.number(), reaction_count: z.number(), liked: z.boolean() }),
  messageResponseSchema,
]);

export const reactionsResponseSchema = z.object({
  users: z.array(threadUserSchema),
}) satisfies z.ZodType<ReactionsResponse>;

export const participantsResponseSchema = z.object({
  participants: z.array(threadUserSchema),
  has_more: z.boolean(),
}) satisfies z.ZodType<ParticipantsResponse>;

export const totalParticipantsResponseSchema = z.object({
  total_participants: z.number(),
}) satisfies z.ZodType<TotalParticipantsResponse>;

export const readResponseSchema = z.object({
  last_message_read_ts: z.number(),
  has_unread: z.boolean(),
}) satisfies z.ZodType<ReadResponse>;

export const toggleNotificationResponseSchema = z.object({
  notifications_enabled: z.boolean(),
}) satisfies z.ZodType<ToggleNotificationResponse>;
