/** Who may start a conversation with whom (spec §5), from the viewer, the target and the app's messaging settings. */
export interface MessagingRuleInput {
  viewer: { id: string; isAccountAdmin: boolean; isAppMessagingProfile: boolean };
  target: { id: string; can_receive_messages_from_members: boolean; is_app_messaging_profile: boolean };
  /** Messaging exists in this app. */
  chatAvailable: boolean;
  /** Members may message members. */
  memberToMemberEnabled: boolean;
  /** Members may message the app's messaging profiles. */
  memberToAdminEnabled: boolean;
}

/**
 * Spec §5: "A member may message another user only if chat is available, the target is not themselves, and
 * either the member can message all, or the target accepts member messages and member-to-member messaging
 * (member-to-admin for app profiles) is enabled." Account admins and app messaging profiles message all (§6).
 */
export function canMessageMember({
  viewer,
  target,
  chatAvailable,
  memberToMemberEnabled,
  memberToAdminEnabled,
}: MessagingRuleInput): boolean {
  if (!chatAvailable || viewer.id === target.id) return false;
  if (viewer.isAccountAdmin || viewer.isAppMessagingProfile) return true;
  const enabled = target.is_app_messaging_profile ? memberToAdminEnabled : memberToMemberEnabled;
  return target.can_receive_messages_from_members && enabled;
}

/** `/me/messages/new?users=…` (spec §2): a new conversation with these user ids. */
export function newConversationPath(userIds: readonly string[]): string {
  return `/me/messages/new?users=${userIds.map(encodeURIComponent).join(',')}`;
}
