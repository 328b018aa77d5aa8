/** Italian strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Messaggi',
  loading: 'Caricamento',
  logInToSee: 'Accedi per vedere le tue conversazioni.',
  logIn: 'Accedi',
  noConversations: 'Ancora nessuna conversazione.',
  close: 'Chiudi',
  participantsTitle: 'Partecipanti',
  participantsText: 'Apri una conversazione di gruppo per vedere chi ne fa parte.',
  renamingTitle: 'Rinomina gruppo',
  renamingText: 'Apri una conversazione di gruppo per rinominarla.',
  somethingWentWrong: 'Qualcosa è andato storto.',
};
