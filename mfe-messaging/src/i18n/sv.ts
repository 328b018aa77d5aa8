/** Swedish strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Meddelanden',
  loading: 'Laddar',
  logInToSee: 'Logga in för att se dina konversationer.',
  logIn: 'Logga in',
  noConversations: 'Inga konversationer än.',
  close: 'Stäng',
  participantsTitle: 'Deltagare',
  participantsText: 'Öppna en gruppkonversation för att se vilka som är med.',
  renamingTitle: 'Byt namn på gruppen',
  renamingText: 'Öppna en gruppkonversation för att byta namn på den.',
  somethingWentWrong: 'Något gick fel.',
};
