import type { Locale } from '@stride/shared';
import { COMMON_EMAIL_STRINGS } from './commonEmailStrings';
import type { EmailContent } from './emailLayout';

export interface DeleteAccountEmailStrings {
  subject: (app: string) => string;
  /** Introduces the code the member types into the app to confirm. */
  codeIntro: (app: string) => string;
  /** The link to the app's privacy screen, where the code is typed. */
  button: string;
  /** What confirming does: it cannot be undone. */
  warning: string;
  codeValidity: string;
  ignore: string;
}

/** Confirms that the member, who can read this mailbox, wants the account deleted. The code works 15 minutes. */
export const DELETE_ACCOUNT_EMAIL_STRINGS: Record<Locale, DeleteAccountEmailStrings> = {
  ar: {
    button: 'فتح التطبيق',
    subject: (app) => `تأكيد حذف حسابك في ${app}`,
    codeIntro: (app) => `لحذف حسابك في ${app}، أدخل هذا الرمز في التطبيق:`,
    warning: 'سيتم حذف بياناتك نهائيًا ولا يمكن التراجع عن ذلك.',
    codeValidity: 'الرمز صالح لمدة 15 دقيقة.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، ولن يتغير شيء.',
  },
  cs: {
    button: 'Otevřít aplikaci',
    subject: (app) => `Potvrďte smazání účtu v ${app}`,
    codeIntro: (app) => `Chcete-li smazat svůj účet v ${app}, zadejte v aplikaci tento kód:`,
    warning: 'Vaše data budou trvale smazána. Tento krok nelze vrátit.',
    codeValidity: 'Kód platí 15 minut.',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat – nic se nezmění.',
  },
  de: {
    button: 'App öffnen',
    subject: (app) => `Bestätigen Sie das Löschen Ihres ${app}-Kontos`,
    codeIntro: (app) => `Um Ihr ${app}-Konto zu löschen, geben Sie diesen Code in der App ein:`,
    warning: 'Ihre Daten werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
    codeValidity: 'Der Code ist 15 Minuten gültig.',
    ignore: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Es ändert sich nichts.',
  },
  en: {
    button: 'Open the app',
    subject: (app) => `Confirm deleting your ${app} account`,
    codeIntro: (app) => `To delete your ${app} account, enter this code in the app:`,
    warning: 'Your data will be deleted for good. This cannot be undone.',
    codeValidity: 'The code works for 15 minutes.',
    ignore: 'If you did not ask for this, you can ignore this email: nothing changes.',
  },
  es: {
    button: 'Abrir la app',
    subject: (app) => `Confirma la eliminación de tu cuenta de ${app}`,
    codeIntro: (app) => `Para eliminar tu cuenta de ${app}, introduce este código en la app:`,
    warning: 'Tus datos se eliminarán para siempre. No se puede deshacer.',
    codeValidity: 'El código es válido durante 15 minutos.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo: no cambiará nada.',
  },
  fr: {
    button: 'Ouvrir l’application',
    subject: (app) => `Confirmez la suppression de votre compte ${app}`,
    codeIntro: (app) => `Pour supprimer votre compte ${app}, saisissez ce code dans l’application :`,
    warning: 'Vos données seront supprimées définitivement. Cette action est irréversible.',
    codeValidity: 'Le code est valable 15 minutes.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  },
  it: {
    button: 'Apri l’app',
    subject: (app) => `Conferma l’eliminazione del tuo account ${app}`,
    codeIntro: (app) => `Per eliminare il tuo account ${app}, inserisci questo codice nell’app:`,
    warning: 'I tuoi dati verranno eliminati definitivamente. Non si può annullare.',
    codeValidity: 'Il codice è valido per 15 minuti.',
    ignore: 'Se non l’hai chiesto tu, puoi ignorare questa email: non cambia nulla.',
  },
  nb: {
    button: 'Åpne appen',
    subject: (app) => `Bekreft sletting av kontoen din på ${app}`,
    codeIntro: (app) => `For å slette kontoen din på ${app}, skriv inn denne koden i appen:`,
    warning: 'Dataene dine slettes for godt. Dette kan ikke angres.',
    codeValidity: 'Koden er gyldig i 15 minutter.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten – ingenting endres.',
  },
  nl: {
    button: 'Open de app',
    subject: (app) => `Bevestig het verwijderen van je ${app}-account`,
    codeIntro: (app) => `Voer deze code in de app in om je ${app}-account te verwijderen:`,
    warning: 'Je gegevens worden definitief verwijderd. Dit kan niet ongedaan worden gemaakt.',
    codeValidity: 'De code is 15 minuten geldig.',
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',
  },
  pl: {
    button: 'Otwórz aplikację',
    subject: (app) => `Potwierdź usunięcie konta w ${app}`,
    codeIntro: (app) => `Aby usunąć swoje konto w ${app}, wpisz ten kod w aplikacji:`,
    warning: 'Twoje dane zostaną trwale usunięte. Tej operacji nie można cofnąć.',
    codeValidity: 'Kod jest ważny przez 15 minut.',
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość – nic się nie zmieni.',
  },
  'pt-BR': {
    button: 'Abrir o app',
    subject: (app) => `Confirme a exclusão da sua conta no ${app}`,
    codeIntro: (app) => `Para excluir sua conta no ${app}, digite este código no app:`,
    warning: 'Seus dados serão excluídos para sempre. Isso não pode ser desfeito.',
    codeValidity: 'O código vale por 15 minutos.',
    ignore: 'Se você não pediu isso, pode ignorar este e-mail: nada muda.',
  },
  pt: {
    button: 'Abrir a aplicação',
    subject: (app) => `Confirme a eliminação da sua conta em ${app}`,
    codeIntro: (app) => `Para eliminar a sua conta em ${app}, introduza este código na aplicação:`,
    warning: 'Os seus dados serão eliminados definitivamente. Não é possível anular.',
    codeValidity: 'O código é válido durante 15 minutos.',
    ignore: 'Se não fez este pedido, pode ignorar este e-mail: nada muda.',
  },
  sv: {
    button: 'Öppna appen',
    subject: (app) => `Bekräfta att ditt konto på ${app} ska raderas`,
    codeIntro: (app) => `För att radera ditt konto på ${app}, ange den här koden i appen:`,
    warning: 'Dina uppgifter raderas för gott. Det går inte att ångra.',
    codeValidity: 'Koden gäller i 15 minuter.',
    ignore: 'Om du inte har bett om detta kan du ignorera det här mejlet – ingenting ändras.',
  },
};

export function deleteAccountEmail(
  values: { appName: string; code: string; link: string },
  locale: Locale,
): EmailContent {
  const strings = DELETE_ACCOUNT_EMAIL_STRINGS[locale];
  return {
    subject: strings.subject(values.appName),
    blocks: [
      { kind: 'paragraph', text: COMMON_EMAIL_STRINGS[locale].hello },
      { kind: 'paragraph', text: strings.codeIntro(values.appName) },
      { kind: 'code', code: values.code },
      { kind: 'link', label: strings.button, href: values.link },
      { kind: 'note', text: strings.warning },
      { kind: 'note', text: strings.codeValidity },
      { kind: 'note', text: strings.ignore },
    ],
  };
}
