import type { Locale } from '@stride/shared';

export interface OfflinePageStrings {
  title: string;
  text: string;
  retry: string;
}

/**
 * The offline page's words, which the service worker shows for a page it has not saved while the device has no
 * connection, in every locale of spec §1.
 */
export const OFFLINE_PAGE_STRINGS: Record<Locale, OfflinePageStrings> = {
  en: {
    title: "You're offline",
    text: "This page hasn't been saved on this device yet. Check your connection and try again; pages you opened before still work.",
    retry: 'Try again',
  },
  ar: {
    title: 'أنت غير متصل',
    text: 'لم تُحفظ هذه الصفحة على هذا الجهاز بعد. تحقّق من اتصالك وحاول مرة أخرى؛ الصفحات التي فتحتها من قبل ما زالت تعمل.',
    retry: 'حاول مرة أخرى',
  },
  cs: {
    title: 'Jste offline',
    text: 'Tato stránka ještě není v tomto zařízení uložená. Zkontrolujte připojení a zkuste to znovu; stránky, které jste už otevřeli, fungují dál.',
    retry: 'Zkusit znovu',
  },
  de: {
    title: 'Du bist offline',
    text: 'Diese Seite ist auf diesem Gerät noch nicht gespeichert. Prüfe deine Verbindung und versuche es erneut; Seiten, die du schon geöffnet hast, funktionieren weiterhin.',
    retry: 'Erneut versuchen',
  },
  es: {
    title: 'Estás sin conexión',
    text: 'Esta página aún no se ha guardado en este dispositivo. Comprueba tu conexión y vuelve a intentarlo; las páginas que abriste antes siguen funcionando.',
    retry: 'Reintentar',
  },
  fr: {
    title: 'Vous êtes hors connexion',
    text: 'Cette page n’est pas encore enregistrée sur cet appareil. Vérifiez votre connexion et réessayez ; les pages que vous avez déjà ouvertes fonctionnent toujours.',
    retry: 'Réessayer',
  },
  it: {
    title: 'Sei offline',
    text: 'Questa pagina non è ancora salvata su questo dispositivo. Controlla la connessione e riprova; le pagine che hai già aperto funzionano ancora.',
    retry: 'Riprova',
  },
  nb: {
    title: 'Du er frakoblet',
    text: 'Denne siden er ikke lagret på denne enheten ennå. Sjekk tilkoblingen og prøv igjen; sider du har åpnet før, fungerer fortsatt.',
    retry: 'Prøv igjen',
  },
  nl: {
    title: 'Je bent offline',
    text: "Deze pagina is nog niet op dit apparaat opgeslagen. Controleer je verbinding en probeer het opnieuw; pagina's die je eerder opende, werken nog.",
    retry: 'Opnieuw proberen',
  },
  pl: {
    title: 'Jesteś offline',
    text: 'Ta strona nie została jeszcze zapisana na tym urządzeniu. Sprawdź połączenie i spróbuj ponownie; strony, które już otwierałeś, nadal działają.',
    retry: 'Spróbuj ponownie',
  },
  'pt-BR': {
    title: 'Você está offline',
    text: 'Esta página ainda não foi salva neste dispositivo. Verifique sua conexão e tente de novo; as páginas que você já abriu continuam funcionando.',
    retry: 'Tentar de novo',
  },
  pt: {
    title: 'Está offline',
    text: 'Esta página ainda não foi guardada neste dispositivo. Verifique a ligação e tente novamente; as páginas que já abriu continuam a funcionar.',
    retry: 'Tentar novamente',
  },
  sv: {
    title: 'Du är offline',
    text: 'Den här sidan har inte sparats på enheten än. Kontrollera anslutningen och försök igen; sidor du har öppnat tidigare fungerar fortfarande.',
    retry: 'Försök igen',
  },
};
