/** The shell's own strings (English; other locales fall back to it). */
export const SHELL_NAMESPACE = 'shell';

export const shellStrings = {
  loading: 'Loading',
  'remote.failed': "This part of the app couldn't load.",
  'remote.retry': 'Retry',
  'boot.failed': "The app couldn't start. Check your connection and try again.",
  'boot.retry': 'Try again',
  'modal.close': 'Close',
  'gate.signIn.title': 'Sign in to continue',
  // A private app admits only the members its owner added: nobody can sign up there (isRegistrationOpen).
  'gate.signIn.text': '{{app}} is for members. Log in to continue.',
  'gate.signIn.textOpen': '{{app}} is for members. Log in or sign up to continue.',
  'gate.signIn.noAccess':
    'You are signed in as {{email}}, which has no access to {{app}}. Log out to use another account.',
  'gate.logIn': 'Log In',
  'gate.logOut': 'Log out',
  'gate.purchase.title': 'This app is for subscribers',
  'gate.purchase.text': 'Subscribe to get full access to {{app}}.',
  'gate.purchase.button': 'Subscribe',
  'gate.setup.title': 'Finish setting up your account',
  'gate.setup.text': 'Choose a password and tell us your name to start using {{app}}.',
  'gate.setup.button': 'Finish setup',
  skipToContent: 'Skip to content',
  // The app's navigation (tab bar, side navigation, menu); a collection tab shows the owner's own title.
  'nav.label': 'Main',
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Close menu',
  'nav.home': 'Home',
  'nav.messages': 'Messages',
  'nav.unread': 'Unread messages',
  'nav.schedule': 'Schedule',
  'nav.me': 'Me',
  'install.region': 'Install the app',
  'install.title': 'Install {{app}}',
  'install.text': 'Add it to your home screen: it opens like an app, full screen, and pages you visited work offline.',
  'install.button': 'Install',
  'install.notNow': 'Not now',
  'install.downloading': 'Installing {{app}}…',
  'install.ios.text': 'Add {{app}} to your home screen:',
  'install.ios.share': 'Tap the Share button',
  'install.ios.add': 'Choose “Add to Home Screen”',
} as const;

export type ShellStringKey = keyof typeof shellStrings;
