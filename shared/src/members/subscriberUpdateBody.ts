import { isLocale } from '../i18n/locales';
import type { SubscriberUpdateRequest } from './Members';

/**
 * The PUT /subscribers body for what the member chose. Spec §5: "Subscriber update sends language only when
 * set, and the members-messaging flag only when defined": an empty language and an undefined flag are left
 * out, so saving one setting never clears the other.
 */
export function subscriberUpdateBody(changes: {
  language?: string | null;
  canReceiveMessagesFromMembers?: boolean;
}): SubscriberUpdateRequest {
  const body: SubscriberUpdateRequest = {};
  // The API takes only a language Stride is translated into: anything else would fail the whole save.
  if (changes.language && isLocale(changes.language)) body.language = changes.language;
  if (changes.canReceiveMessagesFromMembers !== undefined)
    body.can_receive_messages_from_members = changes.canReceiveMessagesFromMembers;
  return body;
}
