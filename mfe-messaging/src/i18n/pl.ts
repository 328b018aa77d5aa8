/** Polish strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Wiadomości',
  loading: 'Ładowanie',
  logInToSee: 'Zaloguj się, aby zobaczyć swoje rozmowy.',
  logIn: 'Zaloguj się',
  noConversations: 'Nie masz jeszcze rozmów.',
  close: 'Zamknij',
  participantsTitle: 'Uczestnicy',
  participantsText: 'Otwórz rozmowę grupową, aby zobaczyć, kto w niej jest.',
  renamingTitle: 'Zmień nazwę grupy',
  renamingText: 'Otwórz rozmowę grupową, aby zmienić jej nazwę.',
  somethingWentWrong: 'Coś poszło nie tak.',
};
