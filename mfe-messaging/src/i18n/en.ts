/** English strings of mfe-messaging (namespace 'messaging'): the fallback of every other locale. */
export const strings = {
  messages: 'Messages',
  loading: 'Loading',
  logInToSee: 'Log in to see your conversations.',
  logIn: 'Log In',
  noConversations: 'No conversations yet.',
  close: 'Close',
  participantsTitle: 'Participants',
  participantsText: 'Open a group conversation to see who is in it.',
  renamingTitle: 'Rename group',
  renamingText: 'Open a group conversation to rename it.',
  membersTitle: 'Members',
  membersText: 'Open a feed to see its members.',
  somethingWentWrong: 'Something went wrong.',
};
