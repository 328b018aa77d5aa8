import type { Locale } from '@stride/shared';

export interface CommonEmailStrings {
  /** Greeting when the member's name is not known. */
  hello: string;
  /** Under a button in HTML, before the link written out. */
  linkFallback: string;
  /** The last line: the app's name signs every email. */
  signature: (app: string) => string;
}

/** The lines every email shares, per spec §1 locale. */
export const COMMON_EMAIL_STRINGS: Record<Locale, CommonEmailStrings> = {
  ar: {
    hello: 'مرحبًا،',
    linkFallback: 'إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:',
    signature: (app) => `فريق ${app}`,
  },
  cs: {
    hello: 'Dobrý den,',
    linkFallback: 'Pokud tlačítko nefunguje, zkopírujte tento odkaz do prohlížeče:',
    signature: (app) => `Tým ${app}`,
  },
  de: {
    hello: 'Hallo,',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signature: (app) => `Ihr ${app}-Team`,
  },
  en: {
    hello: 'Hello,',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signature: (app) => `The ${app} team`,
  },
  es: {
    hello: 'Hola:',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signature: (app) => `El equipo de ${app}`,
  },
  fr: {
    hello: 'Bonjour,',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: (app) => `L’équipe ${app}`,
  },
  it: {
    hello: 'Ciao,',
    linkFallback: 'Se il pulsante non funziona, copia questo link nel browser:',
    signature: (app) => `Il team di ${app}`,
  },
  nb: {
    hello: 'Hei!',
    linkFallback: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
    signature: (app) => `Hilsen ${app}`,
  },
  nl: {
    hello: 'Hallo,',
    linkFallback: 'Werkt de knop niet? Kopieer deze link naar je browser:',
    signature: (app) => `Het ${app}-team`,
  },
  pl: {
    hello: 'Dzień dobry,',
    linkFallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    signature: (app) => `Zespół ${app}`,
  },
  'pt-BR': {
    hello: 'Olá,',
    linkFallback: 'Se o botão não funcionar, copie este link no seu navegador:',
    signature: (app) => `Equipe ${app}`,
  },
  pt: {
    hello: 'Olá,',
    linkFallback: 'Se o botão não funcionar, copie esta ligação para o seu navegador:',
    signature: (app) => `A equipa ${app}`,
  },
  sv: {
    hello: 'Hej!',
    linkFallback: 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
    signature: (app) => `Hälsningar, ${app}`,
  },
};
