import { canMessageMember, newConversationPath, type MessagingRuleInput } from './canMessageMember';

const base: MessagingRuleInput = {
  viewer: { id: 'me', isAccountAdmin: false, isAppMessagingProfile: false },
  target: { id: 'them', can_receive_messages_from_members: true, is_app_messaging_profile: false },
  chatAvailable: true,
  memberToMemberEnabled: true,
  memberToAdminEnabled: false,
};

describe('canMessageMember', () => {
  it('lets a member message a member who accepts member messages', () => {
    expect(canMessageMember(base)).toBe(true);
  });

  it('refuses without chat, to oneself, to a member who refuses, or with member-to-member off', () => {
    expect(canMessageMember({ ...base, chatAvailable: false })).toBe(false);
    expect(canMessageMember({ ...base, target: { ...base.target, id: 'me' } })).toBe(false);
    expect(canMessageMember({ ...base, target: { ...base.target, can_receive_messages_from_members: false } })).toBe(
      false,
    );
    expect(canMessageMember({ ...base, memberToMemberEnabled: false })).toBe(false);
  });

  it('reads the member-to-admin switch for an app messaging profile', () => {
    const appProfile = { ...base.target, is_app_messaging_profile: true };
    expect(canMessageMember({ ...base, target: appProfile })).toBe(false);
    expect(canMessageMember({ ...base, target: appProfile, memberToAdminEnabled: true })).toBe(true);
  });

  it('lets an account admin message anyone, even one who refuses member messages', () => {
    const viewer = { ...base.viewer, isAccountAdmin: true };
    expect(
      canMessageMember({ ...base, viewer, target: { ...base.target, can_receive_messages_from_members: false } }),
    ).toBe(true);
  });
});

describe('newConversationPath', () => {
  it('lists the user ids comma-separated', () => {
    expect(newConversationPath(['a', 'b'])).toBe('/me/messages/new?users=a,b');
  });
});
