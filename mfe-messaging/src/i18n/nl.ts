/** Dutch strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Berichten',
  loading: 'Laden',
  logInToSee: 'Log in om je gesprekken te zien.',
  logIn: 'Inloggen',
  noConversations: 'Nog geen gesprekken.',
  close: 'Sluiten',
  participantsTitle: 'Deelnemers',
  participantsText: 'Open een groepsgesprek om te zien wie erin zit.',
  renamingTitle: 'Groep hernoemen',
  renamingText: 'Open een groepsgesprek om het te hernoemen.',
  somethingWentWrong: 'Er is iets misgegaan.',
};
