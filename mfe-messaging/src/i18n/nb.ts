/** Norwegian Bokmål strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Meldinger',
  loading: 'Laster inn',
  logInToSee: 'Logg inn for å se samtalene dine.',
  logIn: 'Logg inn',
  noConversations: 'Ingen samtaler ennå.',
  close: 'Lukk',
  participantsTitle: 'Deltakere',
  participantsText: 'Åpne en gruppesamtale for å se hvem som er med.',
  renamingTitle: 'Gi gruppen nytt navn',
  renamingText: 'Åpne en gruppesamtale for å gi den nytt navn.',
  somethingWentWrong: 'Noe gikk galt.',
};
