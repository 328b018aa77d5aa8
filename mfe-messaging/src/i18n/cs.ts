/** Czech strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Zprávy',
  loading: 'Načítání',
  logInToSee: 'Přihlaste se a uvidíte své konverzace.',
  logIn: 'Přihlásit se',
  noConversations: 'Zatím žádné konverzace.',
  close: 'Zavřít',
  participantsTitle: 'Účastníci',
  participantsText: 'Otevřete skupinovou konverzaci a uvidíte, kdo v ní je.',
  renamingTitle: 'Přejmenovat skupinu',
  renamingText: 'Otevřete skupinovou konverzaci a přejmenujte ji.',
  somethingWentWrong: 'Něco se pokazilo.',
};
