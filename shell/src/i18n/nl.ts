/** Dutch strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Laden',
  'remote.failed': 'Dit deel van de app kon niet worden geladen.',
  'remote.retry': 'Opnieuw proberen',
  'boot.failed': 'De app kon niet starten. Controleer je verbinding en probeer het opnieuw.',
  'boot.retry': 'Probeer het opnieuw',
  'modal.close': 'Sluiten',
  'gate.signIn.title': 'Log in om verder te gaan',
  'gate.signIn.text': '{{app}} is voor leden. Log in om verder te gaan.',
  'gate.signIn.textOpen': '{{app}} is voor leden. Log in of meld je aan om verder te gaan.',
  'gate.signIn.noAccess':
    'Je bent ingelogd als {{email}}, dat geen toegang heeft tot {{app}}. Log uit om een ander account te gebruiken.',
  'gate.logIn': 'Inloggen',
  'gate.logOut': 'Uitloggen',
  'gate.purchase.title': 'Deze app is voor abonnees',
  'gate.purchase.text': 'Neem een abonnement voor volledige toegang tot {{app}}.',
  'gate.purchase.button': 'Abonneren',
  'gate.setup.title': 'Rond het instellen van je account af',
  'gate.setup.text': 'Kies een wachtwoord en vertel ons je naam om {{app}} te gaan gebruiken.',
  'gate.setup.button': 'Instellen afronden',
};
