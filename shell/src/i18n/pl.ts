/** Polish strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Ładowanie',
  'remote.failed': 'Nie udało się wczytać tej części aplikacji.',
  'remote.retry': 'Spróbuj ponownie',
  'boot.failed': 'Nie udało się uruchomić aplikacji. Sprawdź połączenie i spróbuj ponownie.',
  'boot.retry': 'Spróbuj ponownie',
  'modal.close': 'Zamknij',
  'gate.signIn.title': 'Zaloguj się, aby kontynuować',
  'gate.signIn.text': '{{app}} jest dla członków. Zaloguj się, aby kontynuować.',
  'gate.signIn.textOpen': '{{app}} jest dla członków. Zaloguj się lub zarejestruj, aby kontynuować.',
  'gate.signIn.noAccess':
    'Jesteś zalogowany jako {{email}}, a to konto nie ma dostępu do {{app}}. Wyloguj się, aby użyć innego konta.',
  'gate.logIn': 'Zaloguj się',
  'gate.logOut': 'Wyloguj się',
  'gate.purchase.title': 'Ta aplikacja jest dla subskrybentów',
  'gate.purchase.text': 'Wykup subskrypcję, aby mieć pełny dostęp do {{app}}.',
  'gate.purchase.button': 'Subskrybuj',
  'gate.setup.title': 'Dokończ konfigurację konta',
  'gate.setup.text': 'Wybierz hasło i podaj swoje imię, aby zacząć korzystać z {{app}}.',
  'gate.setup.button': 'Dokończ konfigurację',
};
