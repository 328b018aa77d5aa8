import type { MessagingSettings } from '@stride/shared';
import { canMessageMember } from '@stride/shared/accounts';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow, ThreadRow, UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { appMessaging } from '../globalConfig/buildGlobalConfig';
import { blockBetween } from '../subscribers/memberBlocking';
import type { ThreadAccessLevel } from './threadAccess';

type Person = Pick<UserRow, 'id' | 'isAccountAdmin' | 'isAdmin' | 'isAppMessagingProfile'>;
type Target = Pick<UserRow, 'id' | 'canReceiveMessagesFromMembers' | 'isAppMessagingProfile'>;

/** Spec §6: the app speaks through its account admins, admins and messaging profiles (feeds, pins). */
export function speaksForApp(user: Person): boolean {
  return user.isAccountAdmin || user.isAdmin || user.isAppMessagingProfile;
}

/** Spec §5 who may message whom, with the app's messaging settings. */
export function mayMessage(settings: MessagingSettings, viewer: Person, target: Target): boolean {
  return canMessageMember({
    viewer: {
      id: viewer.id,
      isAccountAdmin: viewer.isAccountAdmin,
      isAppMessagingProfile: viewer.isAppMessagingProfile,
    },
    target: {
      id: target.id,
      can_receive_messages_from_members: target.canReceiveMessagesFromMembers,
      is_app_messaging_profile: target.isAppMessagingProfile,
    },
    chatAvailable: settings.enabled,
    memberToMemberEnabled: settings.member_to_member,
    memberToAdminEnabled: settings.member_to_admin,
  });
}

/**
 * Refuses to put `viewer` in a conversation with `target`: 403 member_blocked when either blocked the other (spec §6),
 * 403 cannot_message when spec §5 does not let the viewer message them. `field` names the input that named them.
 */
export async function requireMayMessage(
  db: AppDatabase,
  app: AppRow,
  viewer: UserRow,
  target: UserRow,
  field: string,
): Promise<void> {
  if (viewer.id !== target.id) {
    const blocks = await blockBetween(db, viewer.id, target.id);
    if (blocks.viewerBlocked || blocks.blockedByOther) throw new AppError('member_blocked', undefined, { field });
  }
  if (!mayMessage(appMessaging(app), viewer, target)) throw new AppError('cannot_message', undefined, { field });
}

/** A chat of more than two people, or a renamed one, is a group chat: only on plans with group chat (spec §6). */
export function requireGroupChat(app: AppRow): void {
  if (!appMessaging(app).group_chat) throw new AppError('group_chat_not_available');
}

/** What the caller may do in a thread they can read (MessageThread's can_* flags; the routes enforce the same). */
export interface ThreadPermissions {
  can_post: boolean;
  can_manage_participants: boolean;
  can_rename: boolean;
  can_pin: boolean;
}

export interface PermissionFacts {
  settings: MessagingSettings;
  viewer: Person;
  thread: Pick<ThreadRow, 'kind' | 'directKey'>;
  level: ThreadAccessLevel;
  isParticipant: boolean;
  /** A direct chat whose two people blocked each other (either way). */
  directBlocked: boolean;
}

/**
 * Root messages of a feed come from the app; anyone who may take part posts in chats, comments and replies, except
 * in a direct chat between people who blocked each other.
 */
export function threadPermissions(facts: PermissionFacts): ThreadPermissions {
  const { settings, viewer, thread, level, isParticipant, directBlocked } = facts;
  const participates = settings.enabled && level === 'participate';
  const chatMember = participates && thread.kind === 'chat' && isParticipant;
  return {
    can_post: participates && (thread.kind === 'feed' ? speaksForApp(viewer) : !directBlocked),
    can_manage_participants: chatMember && settings.group_chat,
    can_rename: chatMember && settings.group_chat,
    can_pin: settings.enabled && level !== 'none' && (speaksForApp(viewer) || chatMember),
  };
}

/** Spec §5: the author or an account admin deletes a message; in strict mode only an account admin. */
export function mayDeleteMessage(
  settings: MessagingSettings,
  viewer: Person,
  message: { userId: string | null },
): boolean {
  if (viewer.isAccountAdmin) return true;
  return !settings.strict_mode && message.userId === viewer.id;
}
