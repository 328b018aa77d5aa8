import { z } from 'zod';
import {
  ADD_PARTICIPANTS_MAX,
  MESSAGE_MAX_LENGTH,
  REACTION_ACTIONS,
  REPORT_REASON_MAX_LENGTH,
  THREAD_LIST_TYPES,
  THREAD_TITLE_MAX_LENGTH,
} from './Threads';

/** Spec §5: every sent message carries the sender's id for it, so its callbacks (and a retried send) find it. */
export const CALLBACK_ID_REQUIRED = 'ID required to identify callbacks';

const id = z.string().min(1).max(64);
/** A message_ts in a query or body: a positive integer. */
const ts = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** A comma-separated list of ids in a query (`a,b,c`), or the same key repeated. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(id).max(100));

export const threadListQuerySchema = z.object({
  type: z.enum(THREAD_LIST_TYPES).optional(),
  /** Threads whose latest activity is older than this message_ts-like time (ms), for the next page. */
  before: ts.optional(),
  /** Threads with activity after this time (ms): what changed while the list was away. */
  after: ts.optional(),
  except_ids: idList.optional(),
});

export const messagesQuerySchema = z.object({
  before: ts.optional(),
  after: ts.optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** The replies to the message with this ts (its reply thread's messages). */
  parent_ts: ts.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * A link or picture other members open: http(s) only. z.string().url() alone takes any scheme, and a
 * `javascript:` link or a `data:` document runs or hides code in whoever clicks it.
 */
const httpUrl = z
  .string()
  .max(2000)
  .url()
  .regex(/^https?:\/\//i, 'Only http and https links are allowed');

const attachmentSchema = z
  .object({
    url: httpUrl,
    title: z.string().max(300).nullable().default(null),
    description: z.string().max(1000).nullable().optional(),
    image_url: httpUrl.nullable().optional(),
  })
  .strict();

/**
 * One message a member sends: text (already split and escaped, see messageText), and at most one image, video
 * (data URLs, the upload rules of spec §5) or attachment.
 */
export const outgoingMessageSchema = z
  .object({
    client_id: z.string({ required_error: CALLBACK_ID_REQUIRED }).min(1, CALLBACK_ID_REQUIRED).max(64),
    message: z.string().max(MESSAGE_MAX_LENGTH).default(''),
    image: z.string().max(25_000_000).optional(),
    video: z.string().max(25_000_000).optional(),
    attachment_data: attachmentSchema.optional(),
  })
  .strict()
  .refine((m) => m.message.trim() !== '' || m.image || m.video || m.attachment_data, {
    message: 'A message needs text, an image, a video or an attachment',
    path: ['message'],
  });

/** POST /threads: a direct chat (subscriber_id), a group chat (subscriber_ids), or a reply thread (parent_message_id). */
export const createThreadRequestSchema = z
  .object({
    subscriber_id: id.optional(),
    subscriber_ids: z.array(id).min(1).max(ADD_PARTICIPANTS_MAX).optional(),
    title: z.string().trim().min(1).max(THREAD_TITLE_MAX_LENGTH).optional(),
    /** `{thread_id}:{message_ts}` (Message.id). */
    parent_message_id: z.string().max(100).optional(),
    messages: z.array(outgoingMessageSchema).max(10).default([]),
  })
  .strict()
  .refine((b) => [b.subscriber_id, b.subscriber_ids, b.parent_message_id].filter((v) => v !== undefined).length === 1, {
    message: 'Give one of subscriber_id, subscriber_ids or parent_message_id',
    path: ['subscriber_id'],
  });

/** POST /threads/{id}/messages {data}: spec §7 uses one endpoint to send, delete and react. */
export const messageActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), messages: z.array(outgoingMessageSchema).min(1).max(10) }).strict(),
  z.object({ type: z.literal('delete'), message_ts: ts }).strict(),
  z.object({ type: z.literal('react'), message_ts: ts, action: z.enum(REACTION_ACTIONS) }).strict(),
  z
    .object({ type: z.literal('edit'), message_ts: ts, message: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) })
    .strict(),
]);

export const messageActionRequestSchema = z.object({ data: messageActionSchema }).strict();

export const reportRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(REPORT_REASON_MAX_LENGTH) })
  .strict();
export const renameRequestSchema = z.object({ title: z.string().trim().min(1).max(THREAD_TITLE_MAX_LENGTH) }).strict();
export const removeParticipantRequestSchema = z.object({ user_id: id }).strict();
export const addParticipantsRequestSchema = z
  .object({ user_ids: z.array(id).min(1).max(ADD_PARTICIPANTS_MAX) })
  .strict();
export const pinRequestSchema = z.object({ pinned: z.boolean(), message_ts: ts }).strict();
export const toggleNotificationRequestSchema = z
  .object({ active: z.boolean(), toggle_ts: z.number().optional() })
  .strict();
export const readQuerySchema = z.object({ client_ts: ts.optional() });
export const resolveThreadQuerySchema = z
  .object({ subscriber_ids: idList.optional(), page_id: id.optional() })
  .refine((q) => (q.subscriber_ids?.length ?? 0) > 0 || q.page_id !== undefined, {
    message: 'Give subscriber_ids or page_id',
    path: ['subscriber_ids'],
  });
export const profilesQuerySchema = z.object({ user_ids: idList });
export const subscriberSearchQuerySchema = z.object({
  term: z.string().max(100).optional(),
  ids: idList.optional(),
  /** Leave out who is already in this thread (adding participants). */
  excluded_by_thread: id.optional(),
});
export const mentionableQuerySchema = z.object({ term: z.string().max(100).optional() });
export const participantsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** POST /api/realtime/auth (pusher-js sends it form-encoded, our client as JSON). */
export const realtimeAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'Invalid socket id'),
  channel_name: z.string().min(1).max(200),
});
