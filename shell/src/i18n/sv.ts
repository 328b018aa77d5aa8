/** Swedish strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Laddar',
  'remote.failed': 'Den här delen av appen kunde inte laddas.',
  'remote.retry': 'Försök igen',
  'boot.failed': 'Appen kunde inte starta. Kontrollera din anslutning och försök igen.',
  'boot.retry': 'Försök igen',
  'modal.close': 'Stäng',
  'gate.signIn.title': 'Logga in för att fortsätta',
  'gate.signIn.text': '{{app}} är för medlemmar. Logga in för att fortsätta.',
  'gate.signIn.textOpen': '{{app}} är för medlemmar. Logga in eller registrera dig för att fortsätta.',
  'gate.signIn.noAccess':
    'Du är inloggad som {{email}}, som inte har åtkomst till {{app}}. Logga ut för att använda ett annat konto.',
  'gate.logIn': 'Logga in',
  'gate.logOut': 'Logga ut',
  'gate.purchase.title': 'Den här appen är för prenumeranter',
  'gate.purchase.text': 'Prenumerera för full åtkomst till {{app}}.',
  'gate.purchase.button': 'Prenumerera',
  'gate.setup.title': 'Slutför kontoinställningen',
  'gate.setup.text': 'Välj ett lösenord och berätta vad du heter för att börja använda {{app}}.',
  'gate.setup.button': 'Slutför inställningen',
};
