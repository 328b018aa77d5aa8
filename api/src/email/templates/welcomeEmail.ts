import type { Locale } from '@stride/shared';
import { COMMON_EMAIL_STRINGS } from './commonEmailStrings';
import type { EmailContent } from './emailLayout';

export interface WelcomeEmailStrings {
  subject: (app: string) => string;
  greeting: (name: string) => string;
  intro: (app: string) => string;
  button: (app: string) => string;
}

/** Sent once an account exists: greets the member by name and links to the app. */
export const WELCOME_EMAIL_STRINGS: Record<Locale, WelcomeEmailStrings> = {
  ar: {
    subject: (app) => `مرحبًا بك في ${app}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (app) => `حسابك في ${app} جاهز. افتح التطبيق من هذا الرابط:`,
    button: (app) => `افتح ${app}`,
  },
  cs: {
    subject: (app) => `Vítejte v ${app}`,
    greeting: (name) => `Dobrý den, ${name},`,
    intro: (app) => `Váš účet v ${app} je připraven. Otevřete ho pomocí tohoto odkazu:`,
    button: (app) => `Otevřít ${app}`,
  },
  de: {
    subject: (app) => `Willkommen bei ${app}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (app) => `Ihr ${app}-Konto ist bereit. Über diesen Link gelangen Sie zur App:`,
    button: (app) => `${app} öffnen`,
  },
  en: {
    subject: (app) => `Welcome to ${app}`,
    greeting: (name) => `Hi ${name},`,
    intro: (app) => `Your ${app} account is ready. Open the app with this link:`,
    button: (app) => `Open ${app}`,
  },
  es: {
    subject: (app) => `Te damos la bienvenida a ${app}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (app) => `Tu cuenta de ${app} está lista. Abre la app con este enlace:`,
    button: (app) => `Abrir ${app}`,
  },
  fr: {
    subject: (app) => `Bienvenue sur ${app}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (app) => `Votre compte ${app} est prêt. Ouvrez l’application avec ce lien :`,
    button: (app) => `Ouvrir ${app}`,
  },
  it: {
    subject: (app) => `Ti diamo il benvenuto in ${app}`,
    greeting: (name) => `Ciao ${name},`,
    intro: (app) => `Il tuo account ${app} è pronto. Apri l’app con questo link:`,
    button: (app) => `Apri ${app}`,
  },
  nb: {
    subject: (app) => `Velkommen til ${app}`,
    greeting: (name) => `Hei ${name}!`,
    intro: (app) => `Kontoen din på ${app} er klar. Åpne appen med denne lenken:`,
    button: (app) => `Åpne ${app}`,
  },
  nl: {
    subject: (app) => `Welkom bij ${app}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (app) => `Je ${app}-account is klaar. Open de app met deze link:`,
    button: (app) => `${app} openen`,
  },
  pl: {
    subject: (app) => `Witamy w ${app}`,
    greeting: (name) => `Cześć ${name},`,
    intro: (app) => `Twoje konto w ${app} jest gotowe. Otwórz aplikację za pomocą tego linku:`,
    button: (app) => `Otwórz ${app}`,
  },
  'pt-BR': {
    subject: (app) => `Boas-vindas a ${app}`,
    greeting: (name) => `Olá, ${name},`,
    intro: (app) => `Sua conta de ${app} está pronta. Abra o app com este link:`,
    button: (app) => `Abrir ${app}`,
  },
  pt: {
    subject: (app) => `Boas-vindas a ${app}`,
    greeting: (name) => `Olá, ${name},`,
    intro: (app) => `A sua conta de ${app} está pronta. Abra a aplicação com esta ligação:`,
    button: (app) => `Abrir ${app}`,
  },
  sv: {
    subject: (app) => `Välkommen till ${app}`,
    greeting: (name) => `Hej ${name}!`,
    intro: (app) => `Ditt konto på ${app} är klart. Öppna appen med den här länken:`,
    button: (app) => `Öppna ${app}`,
  },
};

export function welcomeEmail(values: { appName: string; name: string; link: string }, locale: Locale): EmailContent {
  const strings = WELCOME_EMAIL_STRINGS[locale];
  const name = values.name.trim();
  return {
    subject: strings.subject(values.appName),
    blocks: [
      { kind: 'paragraph', text: name ? strings.greeting(name) : COMMON_EMAIL_STRINGS[locale].hello },
      { kind: 'paragraph', text: strings.intro(values.appName) },
      { kind: 'link', label: strings.button(values.appName), href: values.link },
    ],
  };
}
