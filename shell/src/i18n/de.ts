/** German strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Wird geladen',
  'remote.failed': 'Dieser Teil der App konnte nicht geladen werden.',
  'remote.retry': 'Erneut versuchen',
  'boot.failed': 'Die App konnte nicht gestartet werden. Prüfe deine Verbindung und versuche es noch einmal.',
  'boot.retry': 'Noch einmal versuchen',
  'modal.close': 'Schließen',
  'gate.signIn.title': 'Melde dich an, um fortzufahren',
  'gate.signIn.text': '{{app}} ist für Mitglieder. Melde dich an, um fortzufahren.',
  'gate.signIn.textOpen': '{{app}} ist für Mitglieder. Melde dich an oder registriere dich, um fortzufahren.',
  'gate.signIn.noAccess':
    'Du bist als {{email}} angemeldet, und dieses Konto hat keinen Zugang zu {{app}}. Melde dich ab, um ein anderes Konto zu verwenden.',
  'gate.logIn': 'Anmelden',
  'gate.logOut': 'Abmelden',
  'gate.purchase.title': 'Diese App ist für Abonnenten',
  'gate.purchase.text': 'Abonniere, um vollen Zugang zu {{app}} zu erhalten.',
  'gate.purchase.button': 'Abonnieren',
  'gate.setup.title': 'Schließe die Einrichtung deines Kontos ab',
  'gate.setup.text': 'Wähle ein Passwort und verrate uns deinen Namen, um {{app}} zu nutzen.',
  'gate.setup.button': 'Einrichtung abschließen',
};
