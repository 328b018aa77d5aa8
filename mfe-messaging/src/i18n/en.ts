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
  somethingWentWrong: 'Something went wrong.',
};
