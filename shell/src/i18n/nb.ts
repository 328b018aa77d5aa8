/** Norwegian Bokmål strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Laster inn',
  'remote.failed': 'Denne delen av appen kunne ikke lastes inn.',
  'remote.retry': 'Prøv igjen',
  'boot.failed': 'Appen kunne ikke starte. Sjekk tilkoblingen din og prøv igjen.',
  'boot.retry': 'Prøv igjen',
  'modal.close': 'Lukk',
  'gate.signIn.title': 'Logg inn for å fortsette',
  'gate.signIn.text': '{{app}} er for medlemmer. Logg inn for å fortsette.',
  'gate.signIn.textOpen': '{{app}} er for medlemmer. Logg inn eller registrer deg for å fortsette.',
  'gate.signIn.noAccess':
    'Du er logget inn som {{email}}, som ikke har tilgang til {{app}}. Logg ut for å bruke en annen konto.',
  'gate.logIn': 'Logg inn',
  'gate.logOut': 'Logg ut',
  'gate.purchase.title': 'Denne appen er for abonnenter',
  'gate.purchase.text': 'Abonner for å få full tilgang til {{app}}.',
  'gate.purchase.button': 'Abonner',
  'gate.setup.title': 'Fullfør oppsettet av kontoen din',
  'gate.setup.text': 'Velg et passord og fortell oss navnet ditt for å begynne å bruke {{app}}.',
  'gate.setup.button': 'Fullfør oppsettet',
};
