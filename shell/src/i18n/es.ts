/** Spanish strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Cargando',
  'remote.failed': 'No se ha podido cargar esta parte de la app.',
  'remote.retry': 'Reintentar',
  'boot.failed': 'No se ha podido iniciar la app. Comprueba tu conexión e inténtalo de nuevo.',
  'boot.retry': 'Intentar de nuevo',
  'modal.close': 'Cerrar',
  'gate.signIn.title': 'Inicia sesión para continuar',
  'gate.signIn.text': '{{app}} es solo para miembros. Inicia sesión para continuar.',
  'gate.signIn.textOpen': '{{app}} es solo para miembros. Inicia sesión o regístrate para continuar.',
  'gate.signIn.noAccess':
    'Has iniciado sesión como {{email}}, que no tiene acceso a {{app}}. Cierra sesión para usar otra cuenta.',
  'gate.logIn': 'Iniciar sesión',
  'gate.logOut': 'Cerrar sesión',
  'gate.purchase.title': 'Esta app es para suscriptores',
  'gate.purchase.text': 'Suscríbete para tener acceso completo a {{app}}.',
  'gate.purchase.button': 'Suscribirme',
  'gate.setup.title': 'Termina de configurar tu cuenta',
  'gate.setup.text': 'Elige una contraseña y dinos tu nombre para empezar a usar {{app}}.',
  'gate.setup.button': 'Terminar la configuración',
};
