import type { Locale } from '@stride/shared';
import type { EmailContent } from './emailLayout';
import { linkEmail, type LinkEmailStrings } from './linkEmail';

/**
 * Sent to the new address a member asked to change to; the link confirms it, once, within 24 hours (the
 * change_email grant's lifetime). Until then the account keeps its old email.
 */
export const CONFIRM_EMAIL_CHANGE_EMAIL_STRINGS: Record<Locale, LinkEmailStrings> = {
  ar: {
    subject: (app) => `تأكيد بريدك الإلكتروني الجديد في ${app}`,
    intro: (app) => `طلبتَ استخدام هذا العنوان لحسابك في ${app}. أكّده من خلال هذا الرابط:`,
    button: 'تأكيد بريدي الإلكتروني الجديد',
    linkValidity: 'الرابط صالح لمدة 24 ساعة.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، ولن يتغير شيء.',
  },
  cs: {
    subject: (app) => `Potvrďte svůj nový e-mail pro ${app}`,
    intro: (app) => `Požádali jste o používání této adresy pro svůj účet v ${app}. Potvrďte ji pomocí tohoto odkazu:`,
    button: 'Potvrdit nový e-mail',
    linkValidity: 'Odkaz platí 24 hodin.',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat – nic se nezmění.',
  },
  de: {
    subject: (app) => `Bestätigen Sie Ihre neue E-Mail-Adresse für ${app}`,
    intro: (app) => `Sie möchten diese Adresse für Ihr ${app}-Konto verwenden. Bestätigen Sie sie über diesen Link:`,
    button: 'Neue E-Mail-Adresse bestätigen',
    linkValidity: 'Der Link ist 24 Stunden gültig.',
    ignore: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Es ändert sich nichts.',
  },
  en: {
    subject: (app) => `Confirm your new email for ${app}`,
    intro: (app) => `You asked to use this address for your ${app} account. Confirm it with this link:`,
    button: 'Confirm my new email',
    linkValidity: 'The link works for 24 hours.',
    ignore: 'If you did not ask for this, you can ignore this email: nothing changes.',
  },
  es: {
    subject: (app) => `Confirma tu nuevo correo para ${app}`,
    intro: (app) => `Has pedido usar esta dirección en tu cuenta de ${app}. Confírmala con este enlace:`,
    button: 'Confirmar mi nuevo correo',
    linkValidity: 'El enlace es válido durante 24 horas.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo: no cambiará nada.',
  },
  fr: {
    subject: (app) => `Confirmez votre nouvelle adresse e-mail pour ${app}`,
    intro: (app) => `Vous avez demandé à utiliser cette adresse pour votre compte ${app}. Confirmez-la avec ce lien :`,
    button: 'Confirmer ma nouvelle adresse',
    linkValidity: 'Le lien est valable 24 heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  },
  it: {
    subject: (app) => `Conferma il tuo nuovo indirizzo email per ${app}`,
    intro: (app) => `Hai chiesto di usare questo indirizzo per il tuo account ${app}. Confermalo con questo link:`,
    button: 'Conferma il nuovo indirizzo',
    linkValidity: 'Il link è valido per 24 ore.',
    ignore: 'Se non l’hai chiesto tu, puoi ignorare questa email: non cambia nulla.',
  },
  nb: {
    subject: (app) => `Bekreft den nye e-postadressen din for ${app}`,
    intro: (app) => `Du har bedt om å bruke denne adressen for kontoen din på ${app}. Bekreft den med denne lenken:`,
    button: 'Bekreft ny e-postadresse',
    linkValidity: 'Lenken er gyldig i 24 timer.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten – ingenting endres.',
  },
  nl: {
    subject: (app) => `Bevestig je nieuwe e-mailadres voor ${app}`,
    intro: (app) => `Je hebt gevraagd dit adres te gebruiken voor je ${app}-account. Bevestig het via deze link:`,
    button: 'Nieuw e-mailadres bevestigen',
    linkValidity: 'De link is 24 uur geldig.',
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',
  },
  pl: {
    subject: (app) => `Potwierdź nowy adres e-mail w ${app}`,
    intro: (app) =>
      `Poproszono o używanie tego adresu w Twoim koncie w ${app}. Potwierdź go, korzystając z tego linku:`,
    button: 'Potwierdź nowy adres e-mail',
    linkValidity: 'Link jest ważny przez 24 godziny.',
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość – nic się nie zmieni.',
  },
  'pt-BR': {
    subject: (app) => `Confirme seu novo e-mail em ${app}`,
    intro: (app) => `Você pediu para usar este endereço na sua conta de ${app}. Confirme-o com este link:`,
    button: 'Confirmar meu novo e-mail',
    linkValidity: 'O link é válido por 24 horas.',
    ignore: 'Se não foi você, pode ignorar este e-mail: nada muda.',
  },
  pt: {
    subject: (app) => `Confirme o seu novo e-mail em ${app}`,
    intro: (app) => `Pediu para usar este endereço na sua conta de ${app}. Confirme-o com esta ligação:`,
    button: 'Confirmar o meu novo e-mail',
    linkValidity: 'A ligação é válida durante 24 horas.',
    ignore: 'Se não foi você, pode ignorar este e-mail: nada muda.',
  },
  sv: {
    subject: (app) => `Bekräfta din nya e-postadress för ${app}`,
    intro: (app) =>
      `Du har bett om att använda den här adressen för ditt konto på ${app}. Bekräfta den med den här länken:`,
    button: 'Bekräfta ny e-postadress',
    linkValidity: 'Länken gäller i 24 timmar.',
    ignore: 'Om du inte har bett om detta kan du ignorera det här mejlet – ingenting ändras.',
  },
};

export function confirmEmailChangeEmail(values: { appName: string; link: string }, locale: Locale): EmailContent {
  return linkEmail(CONFIRM_EMAIL_CHANGE_EMAIL_STRINGS[locale], values, locale);
}
