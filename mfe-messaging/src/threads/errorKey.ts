import { ApiError } from '@stride/shared';
import type { MessagingStringKey } from '../i18n/en';

/** The API's messaging error codes (spec §5, §6, §8) and the string each is shown as. */
const KEYS_BY_CODE: Readonly<Record<string, MessagingStringKey>> = {
  thread_not_found: 'threadNotFound',
  message_not_found: 'messageNotFound',
  thread_forbidden: 'threadForbidden',
  messaging_not_available: 'messagingNotAvailable',
  group_chat_not_available: 'messagingNotAvailable',
  cannot_message: 'cannotMessage',
  member_blocked: 'memberBlocked',
  cannot_post: 'cannotPost',
  cannot_delete_message: 'deleteFailed',
  cannot_report_own_message: 'cannotReportOwn',
  already_reported: 'alreadyReported',
  cannot_manage_participants: 'cannotManageParticipants',
  cannot_rename: 'cannotRename',
  cannot_pin: 'cannotPin',
  image_too_large: 'imageTooLarge',
  video_too_large: 'videoTooLarge',
  invalid_image_type: 'invalidImageType',
  invalid_video_type: 'invalidVideoType',
  image_empty: 'fileEmpty',
  rate_limited: 'rateLimited',
};

/**
 * The string to show for a failed call: the code's own when the API answered one we know, else `fallback`
 * (the action's spec §8 text, such as "Failed to report").
 */
export function errorKey(error: unknown, fallback: MessagingStringKey): MessagingStringKey {
  if (error instanceof ApiError) return KEYS_BY_CODE[error.code] ?? fallback;
  return fallback;
}
