/** Czech strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'Načítání',
  'remote.failed': 'Tuto část aplikace se nepodařilo načíst.',
  'remote.retry': 'Zkusit znovu',
  'boot.failed': 'Aplikaci se nepodařilo spustit. Zkontrolujte připojení a zkuste to znovu.',
  'boot.retry': 'Zkusit znovu',
  'modal.close': 'Zavřít',
  'gate.signIn.title': 'Pro pokračování se přihlaste',
  'gate.signIn.text': '{{app}} je pro členy. Pro pokračování se přihlaste.',
  'gate.signIn.textOpen': '{{app}} je pro členy. Pro pokračování se přihlaste nebo zaregistrujte.',
  'gate.signIn.noAccess':
    'Jste přihlášeni jako {{email}}, a tento účet nemá přístup do {{app}}. Odhlaste se a použijte jiný účet.',
  'gate.logIn': 'Přihlásit se',
  'gate.logOut': 'Odhlásit se',
  'gate.purchase.title': 'Tato aplikace je pro předplatitele',
  'gate.purchase.text': 'Předplaťte si plný přístup do {{app}}.',
  'gate.purchase.button': 'Předplatit',
  'gate.setup.title': 'Dokončete nastavení účtu',
  'gate.setup.text': 'Zvolte si heslo a řekněte nám své jméno, abyste mohli začít používat {{app}}.',
  'gate.setup.button': 'Dokončit nastavení',
};
