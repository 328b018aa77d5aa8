/** French strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Chargement',
  'remote.failed': 'Cette partie de l’application n’a pas pu se charger.',
  'remote.retry': 'Réessayer',
  'boot.failed': 'L’application n’a pas pu démarrer. Vérifiez votre connexion et réessayez.',
  'boot.retry': 'Réessayer',
  'modal.close': 'Fermer',
  'gate.signIn.title': 'Connectez-vous pour continuer',
  'gate.signIn.text': '{{app}} est réservée aux membres. Connectez-vous pour continuer.',
  'gate.signIn.textOpen': '{{app}} est réservée aux membres. Connectez-vous ou inscrivez-vous pour continuer.',
  'gate.signIn.noAccess':
    'Vous êtes connecté en tant que {{email}}, qui n’a pas accès à {{app}}. Déconnectez-vous pour utiliser un autre compte.',
  'gate.logIn': 'Se connecter',
  'gate.logOut': 'Se déconnecter',
  'gate.purchase.title': 'Cette application est réservée aux abonnés',
  'gate.purchase.text': 'Abonnez-vous pour accéder à tout {{app}}.',
  'gate.purchase.button': 'S’abonner',
  'gate.setup.title': 'Terminez la configuration de votre compte',
  'gate.setup.text': 'Choisissez un mot de passe et dites-nous votre nom pour commencer à utiliser {{app}}.',
  'gate.setup.button': 'Terminer la configuration',
};
