import type { Locale } from '@stride/shared';

export interface PushPromptStrings {
  region: string;
  title: string;
  text: string;
  enable: string;
  notNow: string;
}

/**
 * The push prompt's words in every locale. They live in the prompt's own chunk, not in the shell's strings: English
 * there is part of the first load, and only a signed-in member who may be asked ever needs these.
 */
export const PUSH_PROMPT_STRINGS: Record<Locale, PushPromptStrings> = {
  en: {
    region: 'Notifications',
    title: 'Get reminders from {{app}}?',
    text: 'Turn on notifications on this device for reminders and new messages.',
    enable: 'Turn on',
    notNow: 'Not now',
  },
  ar: {
    region: 'الإشعارات',
    title: 'هل تريد تلقي تذكيرات من {{app}}؟',
    text: 'فعّل الإشعارات على هذا الجهاز لتصلك التذكيرات والرسائل الجديدة.',
    enable: 'تفعيل',
    notNow: 'ليس الآن',
  },
  cs: {
    region: 'Oznámení',
    title: 'Chcete dostávat připomínky od {{app}}?',
    text: 'Zapněte na tomto zařízení oznámení o připomínkách a nových zprávách.',
    enable: 'Zapnout',
    notNow: 'Teď ne',
  },
  de: {
    region: 'Benachrichtigungen',
    title: 'Erinnerungen von {{app}} erhalten?',
    text: 'Schalte Benachrichtigungen auf diesem Gerät ein, für Erinnerungen und neue Nachrichten.',
    enable: 'Einschalten',
    notNow: 'Nicht jetzt',
  },
  es: {
    region: 'Notificaciones',
    title: '¿Quieres recibir recordatorios de {{app}}?',
    text: 'Activa las notificaciones en este dispositivo para recibir recordatorios y mensajes nuevos.',
    enable: 'Activar',
    notNow: 'Ahora no',
  },
  fr: {
    region: 'Notifications',
    title: 'Recevoir des rappels de {{app}} ?',
    text: 'Activez les notifications sur cet appareil pour les rappels et les nouveaux messages.',
    enable: 'Activer',
    notNow: 'Plus tard',
  },
  it: {
    region: 'Notifiche',
    title: 'Vuoi ricevere promemoria da {{app}}?',
    text: 'Attiva le notifiche su questo dispositivo per promemoria e nuovi messaggi.',
    enable: 'Attiva',
    notNow: 'Non ora',
  },
  nb: {
    region: 'Varsler',
    title: 'Vil du få påminnelser fra {{app}}?',
    text: 'Slå på varsler på denne enheten for påminnelser og nye meldinger.',
    enable: 'Slå på',
    notNow: 'Ikke nå',
  },
  nl: {
    region: 'Meldingen',
    title: 'Herinneringen van {{app}} ontvangen?',
    text: 'Zet meldingen aan op dit apparaat voor herinneringen en nieuwe berichten.',
    enable: 'Aanzetten',
    notNow: 'Niet nu',
  },
  pl: {
    region: 'Powiadomienia',
    title: 'Chcesz otrzymywać przypomnienia od {{app}}?',
    text: 'Włącz powiadomienia na tym urządzeniu, aby dostawać przypomnienia i nowe wiadomości.',
    enable: 'Włącz',
    notNow: 'Nie teraz',
  },
  'pt-BR': {
    region: 'Notificações',
    title: 'Receber lembretes de {{app}}?',
    text: 'Ative as notificações neste dispositivo para receber lembretes e novas mensagens.',
    enable: 'Ativar',
    notNow: 'Agora não',
  },
  pt: {
    region: 'Notificações',
    title: 'Receber lembretes de {{app}}?',
    text: 'Ative as notificações neste dispositivo para receber lembretes e novas mensagens.',
    enable: 'Ativar',
    notNow: 'Agora não',
  },
  sv: {
    region: 'Aviseringar',
    title: 'Vill du få påminnelser från {{app}}?',
    text: 'Slå på aviseringar på den här enheten för påminnelser och nya meddelanden.',
    enable: 'Slå på',
    notNow: 'Inte nu',
  },
};
