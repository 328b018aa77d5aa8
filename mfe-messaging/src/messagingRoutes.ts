import { normaliseRoutePath } from '@stride/shared';
import { MESSAGES_PARAMS, MESSAGES_PATH } from '@stride/shared/messaging';

/** `/me/messages/new?users=a,b` (spec §2): the new conversation screen. */
export const NEW_CONVERSATION_SEGMENT = 'new';
/** The query parameter of the new conversation screen: the people to write to. */
export const USERS_PARAM = 'users';

/** What /me/messages… shows: the inbox (with a thread picked, or a page's comments to find), or a new conversation. */
export type MessagesView =
  { kind: 'inbox'; threadId: string | null; pageId: string | null } | { kind: 'new'; userIds: string[] };

/** Reads the messaging screen from the path and query string the shell hands the route parcel. */
export function messagesViewFor(path: string, search: string): MessagesView {
  const params = new URLSearchParams(search);
  const clean = normaliseRoutePath(path);
  // Thread ids keep their case: the segment is read from the path as given, not the normalised one.
  const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[2] ?? null;
  if (clean === `${MESSAGES_PATH}/${NEW_CONVERSATION_SEGMENT}`) {
    return { kind: 'new', userIds: idsOf(params.get(USERS_PARAM)) };
  }
  const threadId = segment ? decodeURIComponent(segment) : params.get(MESSAGES_PARAMS.thread);
  return { kind: 'inbox', threadId: threadId || null, pageId: params.get(MESSAGES_PARAMS.page) || null };
}

/** The thread a modal (#participants, #renaming) acts on: the one open at the location beneath it. */
export function openThreadIdOf(location: { pathname: string; search: string }): string | null {
  const view = messagesViewFor(location.pathname, location.search);
  return view.kind === 'inbox' ? view.threadId : null;
}

/** The new conversation screen for these people (or the picker, for none). */
export function newConversationPathFor(userIds: readonly string[]): string {
  const base = `${MESSAGES_PATH}/${NEW_CONVERSATION_SEGMENT}`;
  return userIds.length > 0 ? `${base}?${USERS_PARAM}=${userIds.map(encodeURIComponent).join(',')}` : base;
}

function idsOf(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
