import type { Locale } from '@stride/shared';
import type { EmailContent } from './emailLayout';
import { linkEmail, type LinkEmailStrings } from './linkEmail';

/** The reset link; it works for one hour (the reset token's lifetime). */
export const RESET_PASSWORD_EMAIL_STRINGS: Record<Locale, LinkEmailStrings> = {
  ar: {
    subject: (app) => `إعادة تعيين كلمة المرور في ${app}`,
    intro: (app) => `طلب أحدهم إعادة تعيين كلمة المرور لحسابك في ${app}. استخدم هذا الرابط لاختيار كلمة مرور جديدة:`,
    button: 'اختيار كلمة مرور جديدة',
    linkValidity: 'الرابط صالح لمدة ساعة واحدة.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
  },
  cs: {
    subject: (app) => `Obnovení hesla do ${app}`,
    intro: (app) =>
      `Někdo požádal o obnovení hesla k vašemu účtu v ${app}. Nové heslo si zvolíte pomocí tohoto odkazu:`,
    button: 'Zvolit nové heslo',
    linkValidity: 'Odkaz platí 1 hodinu.',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat – vaše heslo zůstane stejné.',
  },
  de: {
    subject: (app) => `Ihr ${app}-Passwort zurücksetzen`,
    intro: (app) =>
      `Jemand hat angefordert, das Passwort Ihres ${app}-Kontos zurückzusetzen. Über diesen Link wählen Sie ein neues:`,
    button: 'Neues Passwort wählen',
    linkValidity: 'Der Link ist 1 Stunde gültig.',
    ignore:
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: (app) => `Reset your ${app} password`,
    intro: (app) => `Someone asked to reset the password of your ${app} account. Use this link to choose a new one:`,
    button: 'Choose a new password',
    linkValidity: 'The link works for 1 hour.',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  es: {
    subject: (app) => `Restablece tu contraseña de ${app}`,
    intro: (app) =>
      `Alguien ha pedido restablecer la contraseña de tu cuenta de ${app}. Usa este enlace para elegir una nueva:`,
    button: 'Elegir una nueva contraseña',
    linkValidity: 'El enlace es válido durante 1 hora.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambiará.',
  },
  fr: {
    subject: (app) => `Réinitialisez votre mot de passe ${app}`,
    intro: (app) =>
      `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${app}. Utilisez ce lien pour en choisir un nouveau :`,
    button: 'Choisir un nouveau mot de passe',
    linkValidity: 'Le lien est valable 1 heure.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
  },
  it: {
    subject: (app) => `Reimposta la password di ${app}`,
    intro: (app) =>
      `Qualcuno ha chiesto di reimpostare la password del tuo account ${app}. Usa questo link per sceglierne una nuova:`,
    button: 'Scegli una nuova password',
    linkValidity: 'Il link è valido per 1 ora.',
    ignore: 'Se non l’hai chiesto tu, puoi ignorare questa email: la tua password resta invariata.',
  },
  nb: {
    subject: (app) => `Tilbakestill passordet ditt for ${app}`,
    intro: (app) =>
      `Noen har bedt om å tilbakestille passordet for kontoen din på ${app}. Bruk denne lenken for å velge et nytt:`,
    button: 'Velg et nytt passord',
    linkValidity: 'Lenken er gyldig i 1 time.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten – passordet ditt forblir det samme.',
  },
  nl: {
    subject: (app) => `Stel je ${app}-wachtwoord opnieuw in`,
    intro: (app) =>
      `Iemand heeft gevraagd het wachtwoord van je ${app}-account opnieuw in te stellen. Kies via deze link een nieuw wachtwoord:`,
    button: 'Nieuw wachtwoord kiezen',
    linkValidity: 'De link is 1 uur geldig.',
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.',
  },
  pl: {
    subject: (app) => `Resetowanie hasła do ${app}`,
    intro: (app) =>
      `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w ${app}. Użyj tego linku, aby ustawić nowe:`,
    button: 'Ustaw nowe hasło',
    linkValidity: 'Link jest ważny przez 1 godzinę.',
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość – Twoje hasło się nie zmieni.',
  },
  'pt-BR': {
    subject: (app) => `Redefina sua senha de ${app}`,
    intro: (app) => `Alguém pediu para redefinir a senha da sua conta de ${app}. Use este link para escolher uma nova:`,
    button: 'Escolher uma nova senha',
    linkValidity: 'O link é válido por 1 hora.',
    ignore: 'Se não foi você, pode ignorar este e-mail: sua senha continua a mesma.',
  },
  pt: {
    subject: (app) => `Redefinir a palavra-passe de ${app}`,
    intro: (app) =>
      `Alguém pediu para redefinir a palavra-passe da sua conta de ${app}. Utilize esta ligação para escolher uma nova:`,
    button: 'Escolher uma nova palavra-passe',
    linkValidity: 'A ligação é válida durante 1 hora.',
    ignore: 'Se não foi você, pode ignorar este e-mail: a sua palavra-passe mantém-se.',
  },
  sv: {
    subject: (app) => `Återställ ditt lösenord för ${app}`,
    intro: (app) =>
      `Någon har bett om att återställa lösenordet för ditt konto på ${app}. Använd den här länken för att välja ett nytt:`,
    button: 'Välj ett nytt lösenord',
    linkValidity: 'Länken gäller i 1 timme.',
    ignore: 'Om du inte har bett om detta kan du ignorera det här mejlet – ditt lösenord förblir detsamma.',
  },
};

export function resetPasswordEmail(values: { appName: string; link: string }, locale: Locale): EmailContent {
  return linkEmail(RESET_PASSWORD_EMAIL_STRINGS[locale], values, locale);
}
