/** Italian strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Caricamento',
  'remote.failed': 'Non è stato possibile caricare questa parte dell’app.',
  'remote.retry': 'Riprova',
  'boot.failed': 'Non è stato possibile avviare l’app. Controlla la connessione e riprova.',
  'boot.retry': 'Riprova',
  'modal.close': 'Chiudi',
  'gate.signIn.title': 'Accedi per continuare',
  'gate.signIn.text': '{{app}} è riservata ai membri. Accedi per continuare.',
  'gate.signIn.textOpen': '{{app}} è riservata ai membri. Accedi o registrati per continuare.',
  'gate.signIn.noAccess':
    'Hai effettuato l’accesso come {{email}}, che non ha accesso a {{app}}. Esci per usare un altro account.',
  'gate.logIn': 'Accedi',
  'gate.logOut': 'Esci',
  'gate.purchase.title': 'Questa app è per gli abbonati',
  'gate.purchase.text': 'Abbonati per avere accesso completo a {{app}}.',
  'gate.purchase.button': 'Abbonati',
  'gate.setup.title': 'Completa la configurazione del tuo account',
  'gate.setup.text': 'Scegli una password e dicci il tuo nome per iniziare a usare {{app}}.',
  'gate.setup.button': 'Completa la configurazione',
};
