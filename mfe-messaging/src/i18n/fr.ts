/** French strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Messages',
  loading: 'Chargement',
  logInToSee: 'Connectez-vous pour voir vos conversations.',
  logIn: 'Se connecter',
  noConversations: 'Aucune conversation pour l’instant.',
  close: 'Fermer',
  participantsTitle: 'Participants',
  participantsText: 'Ouvrez une conversation de groupe pour voir qui en fait partie.',
  renamingTitle: 'Renommer le groupe',
  renamingText: 'Ouvrez une conversation de groupe pour la renommer.',
  somethingWentWrong: 'Une erreur s’est produite.',
};
