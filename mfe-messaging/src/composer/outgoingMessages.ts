import { MESSAGE_MAX_LENGTH, splitMessageText } from '@stride/shared/messaging';
import type { Message, OutgoingMessage, ThreadUser, User } from '@stride/shared';

/** A picked photo or video, read as the data URL the API takes (spec §5 upload rules checked first). */
export interface PickedMedia {
  kind: 'image' | 'video';
  dataUrl: string;
  name: string;
}

/** The id a sent message carries (spec §5 "ID required to identify callbacks"); a retry sends the same one. */
export function newClientId(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What one press of Send sends (spec §5): the typed text split into text and link attachments, brackets escaped
 * but for the mentions picked, then the photo or video. Null when a part is longer than a message may be.
 */
export function outgoingMessages(
  typed: string,
  mentionNames: readonly string[],
  media: PickedMedia | null,
  clientId: () => string = newClientId,
): OutgoingMessage[] | null {
  const parts = splitMessageText(typed, mentionNames);
  if (parts.some((part) => part.kind === 'text' && part.message.length > MESSAGE_MAX_LENGTH)) return null;
  const messages: OutgoingMessage[] = parts.map((part) =>
    part.kind === 'text'
      ? { client_id: clientId(), message: part.message }
      : { client_id: clientId(), message: '', attachment_data: { url: part.url, title: null } },
  );
  if (media?.kind === 'image') messages.push({ client_id: clientId(), message: '', image: media.dataUrl });
  if (media?.kind === 'video') messages.push({ client_id: clientId(), message: '', video: media.dataUrl });
  return messages;
}

function threadUserOf(user: User): ThreadUser {
  return {
    id: user.id,
    name: user.name,
    avatar_urls: user.avatarUrls,
    is_account_admin: user.isAccountAdmin,
    is_app_messaging_profile: user.isAppMessagingProfile,
  };
}

/** The member's own copy of a message on its way (spec §4: status sending, cleared on success). */
export function optimisticMessage(outgoing: OutgoingMessage, threadId: string, user: User, now: Date): Message {
  const type = outgoing.image
    ? 'image'
    : outgoing.video
      ? 'video'
      : outgoing.attachment_data
        ? 'attachment'
        : 'message';
  return {
    id: `${threadId}:${outgoing.client_id}`,
    message_thread_id: threadId,
    message_ts: now.getTime(),
    message: outgoing.message ?? '',
    user: threadUserOf(user),
    image_urls: outgoing.image ? [outgoing.image] : [],
    image_ids: [],
    video_url: outgoing.video ?? null,
    attachment_data: outgoing.attachment_data
      ? { url: outgoing.attachment_data.url, title: outgoing.attachment_data.title ?? null }
      : null,
    message_type: type,
    mentions: [],
    reply_thread_id: null,
    reply_count: 0,
    reaction_count: 0,
    is_root: true,
    pinned_at: null,
    edited_at: null,
    created_at: now.toISOString(),
    client_id: outgoing.client_id,
    status: 'sending',
  };
}
