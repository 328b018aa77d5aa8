import type { Locale } from '@stride/shared';
import { COMMON_EMAIL_STRINGS } from './commonEmailStrings';
import type { EmailContent } from './emailLayout';

export interface PasswordlessEmailStrings {
  subject: (app: string) => string;
  /** Introduces the code, which comes first: it is what most members type. */
  codeIntro: (app: string) => string;
  codeValidity: string;
  linkIntro: string;
  button: string;
  linkValidity: string;
  ignore: string;
}

/** Sign-in by code or link. The durations match the login tokens: code 15 minutes, link 24 hours. */
export const PASSWORDLESS_EMAIL_STRINGS: Record<Locale, PasswordlessEmailStrings> = {
  ar: {
    subject: (app) => `تسجيل الدخول إلى ${app}`,
    codeIntro: (app) => `أدخل هذا الرمز في نافذة تسجيل الدخول إلى ${app}:`,
    codeValidity: 'الرمز صالح لمدة 15 دقيقة.',
    linkIntro: 'أو سجّل الدخول باستخدام هذا الرابط:',
    button: 'تسجيل الدخول',
    linkValidity: 'الرابط صالح لمدة 24 ساعة.',
    ignore: 'إذا لم تطلب تسجيل الدخول، يمكنك تجاهل هذه الرسالة.',
  },
  cs: {
    subject: (app) => `Přihlášení do ${app}`,
    codeIntro: (app) => `Zadejte tento kód v přihlašovacím okně ${app}:`,
    codeValidity: 'Kód platí 15 minut.',
    linkIntro: 'Nebo se přihlaste pomocí tohoto odkazu:',
    button: 'Přihlásit se',
    linkValidity: 'Odkaz platí 24 hodin.',
    ignore: 'Pokud jste o přihlášení nežádali, můžete tento e-mail ignorovat.',
  },
  de: {
    subject: (app) => `Bei ${app} anmelden`,
    codeIntro: (app) => `Geben Sie diesen Code im Anmeldefenster von ${app} ein:`,
    codeValidity: 'Der Code ist 15 Minuten gültig.',
    linkIntro: 'Oder melden Sie sich über diesen Link an:',
    button: 'Anmelden',
    linkValidity: 'Der Link ist 24 Stunden gültig.',
    ignore: 'Falls Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: (app) => `Sign in to ${app}`,
    codeIntro: (app) => `Enter this code in the ${app} sign-in window:`,
    codeValidity: 'The code works for 15 minutes.',
    linkIntro: 'Or sign in with this link:',
    button: 'Sign in',
    linkValidity: 'The link works for 24 hours.',
    ignore: 'If you did not ask to sign in, you can ignore this email.',
  },
  es: {
    subject: (app) => `Inicia sesión en ${app}`,
    codeIntro: (app) => `Introduce este código en la ventana de inicio de sesión de ${app}:`,
    codeValidity: 'El código es válido durante 15 minutos.',
    linkIntro: 'O inicia sesión con este enlace:',
    button: 'Iniciar sesión',
    linkValidity: 'El enlace es válido durante 24 horas.',
    ignore: 'Si no has pedido iniciar sesión, puedes ignorar este correo.',
  },
  fr: {
    subject: (app) => `Connexion à ${app}`,
    codeIntro: (app) => `Saisissez ce code dans la fenêtre de connexion de ${app} :`,
    codeValidity: 'Le code est valable 15 minutes.',
    linkIntro: 'Ou connectez-vous avec ce lien :',
    button: 'Se connecter',
    linkValidity: 'Le lien est valable 24 heures.',
    ignore: 'Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.',
  },
  it: {
    subject: (app) => `Accedi a ${app}`,
    codeIntro: (app) => `Inserisci questo codice nella finestra di accesso di ${app}:`,
    codeValidity: 'Il codice è valido per 15 minuti.',
    linkIntro: 'Oppure accedi con questo link:',
    button: 'Accedi',
    linkValidity: 'Il link è valido per 24 ore.',
    ignore: 'Se non hai chiesto di accedere, puoi ignorare questa email.',
  },
  nb: {
    subject: (app) => `Logg inn på ${app}`,
    codeIntro: (app) => `Skriv inn denne koden i innloggingsvinduet for ${app}:`,
    codeValidity: 'Koden er gyldig i 15 minutter.',
    linkIntro: 'Eller logg inn med denne lenken:',
    button: 'Logg inn',
    linkValidity: 'Lenken er gyldig i 24 timer.',
    ignore: 'Hvis du ikke har bedt om å logge inn, kan du se bort fra denne e-posten.',
  },
  nl: {
    subject: (app) => `Inloggen bij ${app}`,
    codeIntro: (app) => `Voer deze code in het inlogvenster van ${app} in:`,
    codeValidity: 'De code is 15 minuten geldig.',
    linkIntro: 'Of log in met deze link:',
    button: 'Inloggen',
    linkValidity: 'De link is 24 uur geldig.',
    ignore: 'Heb je niet gevraagd om in te loggen? Dan kun je deze e-mail negeren.',
  },
  pl: {
    subject: (app) => `Logowanie do ${app}`,
    codeIntro: (app) => `Wpisz ten kod w oknie logowania ${app}:`,
    codeValidity: 'Kod jest ważny przez 15 minut.',
    linkIntro: 'Możesz też zalogować się przez ten link:',
    button: 'Zaloguj się',
    linkValidity: 'Link jest ważny przez 24 godziny.',
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość.',
  },
  'pt-BR': {
    subject: (app) => `Entrar em ${app}`,
    codeIntro: (app) => `Digite este código na janela de login de ${app}:`,
    codeValidity: 'O código é válido por 15 minutos.',
    linkIntro: 'Ou entre usando este link:',
    button: 'Entrar',
    linkValidity: 'O link é válido por 24 horas.',
    ignore: 'Se você não pediu para entrar, pode ignorar este e-mail.',
  },
  pt: {
    subject: (app) => `Iniciar sessão em ${app}`,
    codeIntro: (app) => `Introduza este código na janela de início de sessão de ${app}:`,
    codeValidity: 'O código é válido durante 15 minutos.',
    linkIntro: 'Ou inicie sessão com esta ligação:',
    button: 'Iniciar sessão',
    linkValidity: 'A ligação é válida durante 24 horas.',
    ignore: 'Se não pediu para iniciar sessão, pode ignorar este e-mail.',
  },
  sv: {
    subject: (app) => `Logga in på ${app}`,
    codeIntro: (app) => `Ange den här koden i inloggningsfönstret för ${app}:`,
    codeValidity: 'Koden gäller i 15 minuter.',
    linkIntro: 'Eller logga in med den här länken:',
    button: 'Logga in',
    linkValidity: 'Länken gäller i 24 timmar.',
    ignore: 'Om du inte har bett om att logga in kan du ignorera det här mejlet.',
  },
};

export function passwordlessEmail(
  values: { appName: string; link: string; code: string },
  locale: Locale,
): EmailContent {
  const strings = PASSWORDLESS_EMAIL_STRINGS[locale];
  return {
    subject: strings.subject(values.appName),
    blocks: [
      { kind: 'paragraph', text: COMMON_EMAIL_STRINGS[locale].hello },
      { kind: 'paragraph', text: strings.codeIntro(values.appName) },
      { kind: 'code', code: values.code },
      { kind: 'note', text: strings.codeValidity },
      { kind: 'paragraph', text: strings.linkIntro },
      { kind: 'link', label: strings.button, href: values.link },
      { kind: 'note', text: strings.linkValidity },
      { kind: 'note', text: strings.ignore },
    ],
  };
}
