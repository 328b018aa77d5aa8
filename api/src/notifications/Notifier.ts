/** One scheduled thing as a reminder or digest names it. */
export interface ReminderItem {
  title: string;
  /** The app path the notification opens. */
  path: string;
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  /** Null for an all-day item. */
  starts_at: string | null;
}

/** What a member is told; the notifier renders it in the member's language for push and for email. */
export type MemberNotification =
  | { kind: 'reminder'; reminder: 'fifteen_minutes' | 'starting_now' | 'day_of'; item: ReminderItem; timezone: string }
  | { kind: 'digest'; period: 'daily' | 'weekly'; items: ReminderItem[]; timezone: string }
  | { kind: 'message'; thread_id: string; sender_name: string; preview: string }
  | { kind: 'blast'; title: string; body: string; path: string };

/**
 * Tells a member something over the channels their settings allow: web push to each enabled device (a 404 or 410
 * from the push service removes that subscription) and email with a one-click unsubscribe link.
 */
export interface Notifier {
  notify(userId: string, notification: MemberNotification): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}
