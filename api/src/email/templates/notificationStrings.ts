import type { Locale } from '@stride/shared';
import type { EmailNotificationType } from '@stride/shared/notifications';

export type ReminderKind = 'fifteen_minutes' | 'starting_now' | 'day_of';
export type DigestPeriod = 'daily' | 'weekly';

/**
 * The words of every notification a member gets, per spec §1 locale: the push (title and body) and the email say
 * the same thing, so both are written from these.
 */
export interface NotificationStrings {
  /** Push title and email subject of a reminder. */
  reminderTitle: Record<ReminderKind, (item: string) => string>;
  /** Its line: `time` is the start in the member's zone and language. */
  reminderBody: Record<ReminderKind, (item: string, time: string) => string>;
  digestTitle: Record<DigestPeriod, (app: string) => string>;
  digestIntro: Record<DigestPeriod, string>;
  /** An item of a digest that has no start time. */
  allDay: string;
  /** Push title and email subject of a new message. */
  messageTitle: (sender: string) => string;
  /** A message with no text (a picture, a video, a file). */
  messageWithoutText: string;
  /** The email's button to a page, a thread or the schedule. */
  open: string;
  openSchedule: string;
  reply: string;
  /** Why the member gets this kind of email (before the unsubscribe link). */
  why: Record<EmailNotificationType, (app: string) => string>;
  unsubscribe: string;
}

export const NOTIFICATION_STRINGS: Record<Locale, NotificationStrings> = {
  ar: {
    reminderTitle: {
      fifteen_minutes: (item) => `بعد 15 دقيقة: ${item}`,
      starting_now: (item) => `يبدأ الآن: ${item}`,
      day_of: (item) => `اليوم: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `يبدأ ${item} في ${time}.`,
      starting_now: (item) => `${item} يبدأ الآن.`,
      day_of: (item) => `${item} في جدولك اليوم.`,
    },
    digestTitle: { daily: (app) => `يومك في ${app}`, weekly: (app) => `أسبوعك في ${app}` },
    digestIntro: { daily: 'في جدولك اليوم:', weekly: 'في جدولك هذا الأسبوع:' },
    allDay: 'طوال اليوم',
    messageTitle: (sender) => `رسالة جديدة من ${sender}`,
    messageWithoutText: 'أرسل مرفقًا.',
    open: 'فتح',
    openSchedule: 'فتح جدولك',
    reply: 'رد',
    why: {
      blast: (app) => `تصلك هذه الرسالة لأنك تتلقى أخبار ${app} عبر البريد الإلكتروني.`,
      message: (app) => `تصلك هذه الرسالة لأن إشعارات الرسائل في ${app} مفعّلة.`,
      reminder: (app) => `تصلك هذه الرسالة لأن تذكيرات ${app} عبر البريد الإلكتروني مفعّلة.`,
    },
    unsubscribe: 'إلغاء الاشتراك',
  },
  cs: {
    reminderTitle: {
      fifteen_minutes: (item) => `Za 15 minut: ${item}`,
      starting_now: (item) => `Právě začíná: ${item}`,
      day_of: (item) => `Dnes: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} začíná v ${time}.`,
      starting_now: (item) => `${item} právě začíná.`,
      day_of: (item) => `${item} máte dnes v rozvrhu.`,
    },
    digestTitle: { daily: (app) => `Váš den v ${app}`, weekly: (app) => `Váš týden v ${app}` },
    digestIntro: { daily: 'Dnes máte v rozvrhu:', weekly: 'Tento týden máte v rozvrhu:' },
    allDay: 'Celý den',
    messageTitle: (sender) => `Nová zpráva od ${sender}`,
    messageWithoutText: 'Poslal(a) přílohu.',
    open: 'Otevřít',
    openSchedule: 'Otevřít rozvrh',
    reply: 'Odpovědět',
    why: {
      blast: (app) => `Tento e-mail dostáváte, protože odebíráte novinky od ${app}.`,
      message: (app) => `Tento e-mail dostáváte, protože máte v ${app} zapnutá upozornění na zprávy.`,
      reminder: (app) => `Tento e-mail dostáváte, protože máte v ${app} zapnutá připomenutí e-mailem.`,
    },
    unsubscribe: 'Odhlásit odběr',
  },
  de: {
    reminderTitle: {
      fifteen_minutes: (item) => `In 15 Minuten: ${item}`,
      starting_now: (item) => `Beginnt jetzt: ${item}`,
      day_of: (item) => `Heute: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} beginnt um ${time}.`,
      starting_now: (item) => `${item} beginnt jetzt.`,
      day_of: (item) => `${item} steht heute in Ihrem Kalender.`,
    },
    digestTitle: { daily: (app) => `Ihr Tag bei ${app}`, weekly: (app) => `Ihre Woche bei ${app}` },
    digestIntro: { daily: 'Heute in Ihrem Kalender:', weekly: 'Diese Woche in Ihrem Kalender:' },
    allDay: 'Ganztägig',
    messageTitle: (sender) => `Neue Nachricht von ${sender}`,
    messageWithoutText: 'Hat einen Anhang gesendet.',
    open: 'Öffnen',
    openSchedule: 'Kalender öffnen',
    reply: 'Antworten',
    why: {
      blast: (app) => `Sie erhalten diese E-Mail, weil Sie Neuigkeiten von ${app} erhalten.`,
      message: (app) => `Sie erhalten diese E-Mail, weil Nachrichten-Benachrichtigungen bei ${app} aktiviert sind.`,
      reminder: (app) => `Sie erhalten diese E-Mail, weil Erinnerungen per E-Mail bei ${app} aktiviert sind.`,
    },
    unsubscribe: 'Abbestellen',
  },
  en: {
    reminderTitle: {
      fifteen_minutes: (item) => `In 15 minutes: ${item}`,
      starting_now: (item) => `Starting now: ${item}`,
      day_of: (item) => `Today: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} starts at ${time}.`,
      starting_now: (item) => `${item} is starting now.`,
      day_of: (item) => `${item} is on your schedule today.`,
    },
    digestTitle: { daily: (app) => `Your day at ${app}`, weekly: (app) => `Your week at ${app}` },
    digestIntro: { daily: 'On your schedule today:', weekly: 'On your schedule this week:' },
    allDay: 'All day',
    messageTitle: (sender) => `New message from ${sender}`,
    messageWithoutText: 'Sent an attachment.',
    open: 'Open',
    openSchedule: 'Open your schedule',
    reply: 'Reply',
    why: {
      blast: (app) => `You get this email because you receive news from ${app}.`,
      message: (app) => `You get this email because message notifications are on in ${app}.`,
      reminder: (app) => `You get this email because email reminders are on in ${app}.`,
    },
    unsubscribe: 'Unsubscribe',
  },
  es: {
    reminderTitle: {
      fifteen_minutes: (item) => `En 15 minutos: ${item}`,
      starting_now: (item) => `Empieza ahora: ${item}`,
      day_of: (item) => `Hoy: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} empieza a las ${time}.`,
      starting_now: (item) => `${item} empieza ahora.`,
      day_of: (item) => `${item} está en tu calendario hoy.`,
    },
    digestTitle: { daily: (app) => `Tu día en ${app}`, weekly: (app) => `Tu semana en ${app}` },
    digestIntro: { daily: 'En tu calendario hoy:', weekly: 'En tu calendario esta semana:' },
    allDay: 'Todo el día',
    messageTitle: (sender) => `Nuevo mensaje de ${sender}`,
    messageWithoutText: 'Envió un archivo adjunto.',
    open: 'Abrir',
    openSchedule: 'Abrir tu calendario',
    reply: 'Responder',
    why: {
      blast: (app) => `Recibes este correo porque recibes novedades de ${app}.`,
      message: (app) => `Recibes este correo porque tienes activados los avisos de mensajes en ${app}.`,
      reminder: (app) => `Recibes este correo porque tienes activados los recordatorios por correo en ${app}.`,
    },
    unsubscribe: 'Darse de baja',
  },
  fr: {
    reminderTitle: {
      fifteen_minutes: (item) => `Dans 15 minutes : ${item}`,
      starting_now: (item) => `Ça commence : ${item}`,
      day_of: (item) => `Aujourd’hui : ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} commence à ${time}.`,
      starting_now: (item) => `${item} commence maintenant.`,
      day_of: (item) => `${item} est dans votre agenda aujourd’hui.`,
    },
    digestTitle: { daily: (app) => `Votre journée sur ${app}`, weekly: (app) => `Votre semaine sur ${app}` },
    digestIntro: { daily: 'Dans votre agenda aujourd’hui :', weekly: 'Dans votre agenda cette semaine :' },
    allDay: 'Toute la journée',
    messageTitle: (sender) => `Nouveau message de ${sender}`,
    messageWithoutText: 'A envoyé une pièce jointe.',
    open: 'Ouvrir',
    openSchedule: 'Ouvrir votre agenda',
    reply: 'Répondre',
    why: {
      blast: (app) => `Vous recevez cet e-mail car vous recevez les actualités de ${app}.`,
      message: (app) => `Vous recevez cet e-mail car les notifications de messages sont activées sur ${app}.`,
      reminder: (app) => `Vous recevez cet e-mail car les rappels par e-mail sont activés sur ${app}.`,
    },
    unsubscribe: 'Se désabonner',
  },
  it: {
    reminderTitle: {
      fifteen_minutes: (item) => `Tra 15 minuti: ${item}`,
      starting_now: (item) => `Inizia ora: ${item}`,
      day_of: (item) => `Oggi: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} inizia alle ${time}.`,
      starting_now: (item) => `${item} sta iniziando.`,
      day_of: (item) => `${item} è nel tuo calendario oggi.`,
    },
    digestTitle: { daily: (app) => `La tua giornata su ${app}`, weekly: (app) => `La tua settimana su ${app}` },
    digestIntro: { daily: 'Nel tuo calendario oggi:', weekly: 'Nel tuo calendario questa settimana:' },
    allDay: 'Tutto il giorno',
    messageTitle: (sender) => `Nuovo messaggio da ${sender}`,
    messageWithoutText: 'Ha inviato un allegato.',
    open: 'Apri',
    openSchedule: 'Apri il calendario',
    reply: 'Rispondi',
    why: {
      blast: (app) => `Ricevi questa email perché ricevi le novità di ${app}.`,
      message: (app) => `Ricevi questa email perché le notifiche dei messaggi sono attive su ${app}.`,
      reminder: (app) => `Ricevi questa email perché i promemoria via email sono attivi su ${app}.`,
    },
    unsubscribe: 'Annulla l’iscrizione',
  },
  nb: {
    reminderTitle: {
      fifteen_minutes: (item) => `Om 15 minutter: ${item}`,
      starting_now: (item) => `Starter nå: ${item}`,
      day_of: (item) => `I dag: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} starter kl. ${time}.`,
      starting_now: (item) => `${item} starter nå.`,
      day_of: (item) => `${item} står i timeplanen din i dag.`,
    },
    digestTitle: { daily: (app) => `Dagen din i ${app}`, weekly: (app) => `Uken din i ${app}` },
    digestIntro: { daily: 'I timeplanen din i dag:', weekly: 'I timeplanen din denne uken:' },
    allDay: 'Hele dagen',
    messageTitle: (sender) => `Ny melding fra ${sender}`,
    messageWithoutText: 'Sendte et vedlegg.',
    open: 'Åpne',
    openSchedule: 'Åpne timeplanen',
    reply: 'Svar',
    why: {
      blast: (app) => `Du får denne e-posten fordi du får nyheter fra ${app}.`,
      message: (app) => `Du får denne e-posten fordi meldingsvarsler er på i ${app}.`,
      reminder: (app) => `Du får denne e-posten fordi påminnelser på e-post er på i ${app}.`,
    },
    unsubscribe: 'Avslutt abonnement',
  },
  nl: {
    reminderTitle: {
      fifteen_minutes: (item) => `Over 15 minuten: ${item}`,
      starting_now: (item) => `Begint nu: ${item}`,
      day_of: (item) => `Vandaag: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} begint om ${time}.`,
      starting_now: (item) => `${item} begint nu.`,
      day_of: (item) => `${item} staat vandaag in je agenda.`,
    },
    digestTitle: { daily: (app) => `Je dag bij ${app}`, weekly: (app) => `Je week bij ${app}` },
    digestIntro: { daily: 'Vandaag in je agenda:', weekly: 'Deze week in je agenda:' },
    allDay: 'Hele dag',
    messageTitle: (sender) => `Nieuw bericht van ${sender}`,
    messageWithoutText: 'Heeft een bijlage gestuurd.',
    open: 'Openen',
    openSchedule: 'Agenda openen',
    reply: 'Beantwoorden',
    why: {
      blast: (app) => `Je krijgt deze e-mail omdat je nieuws van ${app} ontvangt.`,
      message: (app) => `Je krijgt deze e-mail omdat meldingen voor berichten aan staan in ${app}.`,
      reminder: (app) => `Je krijgt deze e-mail omdat herinneringen per e-mail aan staan in ${app}.`,
    },
    unsubscribe: 'Afmelden',
  },
  pl: {
    reminderTitle: {
      fifteen_minutes: (item) => `Za 15 minut: ${item}`,
      starting_now: (item) => `Zaczyna się teraz: ${item}`,
      day_of: (item) => `Dzisiaj: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} zaczyna się o ${time}.`,
      starting_now: (item) => `${item} właśnie się zaczyna.`,
      day_of: (item) => `${item} jest dziś w Twoim kalendarzu.`,
    },
    digestTitle: { daily: (app) => `Twój dzień w ${app}`, weekly: (app) => `Twój tydzień w ${app}` },
    digestIntro: { daily: 'Dziś w Twoim kalendarzu:', weekly: 'W tym tygodniu w Twoim kalendarzu:' },
    allDay: 'Cały dzień',
    messageTitle: (sender) => `Nowa wiadomość od ${sender}`,
    messageWithoutText: 'Wysłano załącznik.',
    open: 'Otwórz',
    openSchedule: 'Otwórz kalendarz',
    reply: 'Odpowiedz',
    why: {
      blast: (app) => `Otrzymujesz tę wiadomość, ponieważ dostajesz aktualności od ${app}.`,
      message: (app) => `Otrzymujesz tę wiadomość, ponieważ masz włączone powiadomienia o wiadomościach w ${app}.`,
      reminder: (app) => `Otrzymujesz tę wiadomość, ponieważ masz włączone przypomnienia e-mailem w ${app}.`,
    },
    unsubscribe: 'Wypisz się',
  },
  'pt-BR': {
    reminderTitle: {
      fifteen_minutes: (item) => `Em 15 minutos: ${item}`,
      starting_now: (item) => `Começando agora: ${item}`,
      day_of: (item) => `Hoje: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} começa às ${time}.`,
      starting_now: (item) => `${item} está começando agora.`,
      day_of: (item) => `${item} está na sua agenda hoje.`,
    },
    digestTitle: { daily: (app) => `Seu dia em ${app}`, weekly: (app) => `Sua semana em ${app}` },
    digestIntro: { daily: 'Na sua agenda hoje:', weekly: 'Na sua agenda esta semana:' },
    allDay: 'Dia inteiro',
    messageTitle: (sender) => `Nova mensagem de ${sender}`,
    messageWithoutText: 'Enviou um anexo.',
    open: 'Abrir',
    openSchedule: 'Abrir sua agenda',
    reply: 'Responder',
    why: {
      blast: (app) => `Você recebe este e-mail porque recebe novidades de ${app}.`,
      message: (app) => `Você recebe este e-mail porque as notificações de mensagens estão ativas em ${app}.`,
      reminder: (app) => `Você recebe este e-mail porque os lembretes por e-mail estão ativos em ${app}.`,
    },
    unsubscribe: 'Cancelar inscrição',
  },
  pt: {
    reminderTitle: {
      fifteen_minutes: (item) => `Daqui a 15 minutos: ${item}`,
      starting_now: (item) => `A começar agora: ${item}`,
      day_of: (item) => `Hoje: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} começa às ${time}.`,
      starting_now: (item) => `${item} está a começar agora.`,
      day_of: (item) => `${item} está na sua agenda hoje.`,
    },
    digestTitle: { daily: (app) => `O seu dia em ${app}`, weekly: (app) => `A sua semana em ${app}` },
    digestIntro: { daily: 'Na sua agenda hoje:', weekly: 'Na sua agenda esta semana:' },
    allDay: 'Todo o dia',
    messageTitle: (sender) => `Nova mensagem de ${sender}`,
    messageWithoutText: 'Enviou um anexo.',
    open: 'Abrir',
    openSchedule: 'Abrir a sua agenda',
    reply: 'Responder',
    why: {
      blast: (app) => `Recebe este e-mail porque recebe as novidades de ${app}.`,
      message: (app) => `Recebe este e-mail porque as notificações de mensagens estão ativas em ${app}.`,
      reminder: (app) => `Recebe este e-mail porque os lembretes por e-mail estão ativos em ${app}.`,
    },
    unsubscribe: 'Cancelar subscrição',
  },
  sv: {
    reminderTitle: {
      fifteen_minutes: (item) => `Om 15 minuter: ${item}`,
      starting_now: (item) => `Börjar nu: ${item}`,
      day_of: (item) => `I dag: ${item}`,
    },
    reminderBody: {
      fifteen_minutes: (item, time) => `${item} börjar kl. ${time}.`,
      starting_now: (item) => `${item} börjar nu.`,
      day_of: (item) => `${item} finns i ditt schema i dag.`,
    },
    digestTitle: { daily: (app) => `Din dag på ${app}`, weekly: (app) => `Din vecka på ${app}` },
    digestIntro: { daily: 'I ditt schema i dag:', weekly: 'I ditt schema den här veckan:' },
    allDay: 'Hela dagen',
    messageTitle: (sender) => `Nytt meddelande från ${sender}`,
    messageWithoutText: 'Skickade en bilaga.',
    open: 'Öppna',
    openSchedule: 'Öppna ditt schema',
    reply: 'Svara',
    why: {
      blast: (app) => `Du får det här mejlet eftersom du får nyheter från ${app}.`,
      message: (app) => `Du får det här mejlet eftersom meddelandeaviseringar är på i ${app}.`,
      reminder: (app) => `Du får det här mejlet eftersom påminnelser via e-post är på i ${app}.`,
    },
    unsubscribe: 'Avsluta prenumerationen',
  },
};
