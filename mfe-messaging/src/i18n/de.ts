/** German strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Nachrichten',
  loading: 'Wird geladen',
  logInToSee: 'Melde dich an, um deine Unterhaltungen zu sehen.',
  logIn: 'Anmelden',
  noConversations: 'Noch keine Unterhaltungen.',
  close: 'Schließen',
  participantsTitle: 'Teilnehmende',
  participantsText: 'Öffne eine Gruppenunterhaltung, um zu sehen, wer dabei ist.',
  renamingTitle: 'Gruppe umbenennen',
  renamingText: 'Öffne eine Gruppenunterhaltung, um sie umzubenennen.',
  somethingWentWrong: 'Etwas ist schiefgelaufen.',
};
