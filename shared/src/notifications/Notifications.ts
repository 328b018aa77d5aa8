/** Spec §3 Notifications settings, every field. */
export const NOTIFICATION_SETTING_KEYS = [
  'receive_blast_notifications',
  'receive_message_notifications',
  'receive_reminders_just_for_you',
  'receive_reminders_for_app',
  'receive_reminders_via_push_notification',
  'receive_reminders_via_email',
  'is_daily_reminders',
  'is_weekly_reminders',
  'is_15_minute_reminder',
  'is_starting_now_reminder',
  'remind_day_of',
  'is_all_reminders_inactive',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

/** GET /notifications; PUT /notifications takes any subset and answers the whole. */
export type NotificationSettings = Record<NotificationSettingKey, boolean>;

/** A member who never changed anything: reminders on, digests off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  receive_blast_notifications: true,
  receive_message_notifications: true,
  receive_reminders_just_for_you: true,
  receive_reminders_for_app: true,
  receive_reminders_via_push_notification: true,
  receive_reminders_via_email: true,
  is_daily_reminders: false,
  is_weekly_reminders: false,
  is_15_minute_reminder: true,
  is_starting_now_reminder: true,
  remind_day_of: true,
  is_all_reminders_inactive: false,
};

/** Spec §3 push registration. `web` is a browser's Web Push subscription (VAPID); the others are native apps'. */
export const PUSH_STATUSES = ['enabled', 'disabled', 'suspended'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
export const PUSH_PROVIDERS = ['web', 'expo', 'pusher', 'fcm'] as const;
export type PushProvider = (typeof PUSH_PROVIDERS)[number];

/** GET /notifications/push_settings: the key a browser subscribes with, and this device's registration. */
export interface PushSettings {
  /** The VAPID public key (base64url) for `pushManager.subscribe({ applicationServerKey })`. */
  public_key: string;
  /** This device's (X-Device-Id) registration for the member; null when it has none. */
  status: PushStatus | null;
}

/** What the API pushes and the service worker shows: clicking opens `url` (a path of the app). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier notification with the same tag (one per thread, one per reminder). */
  tag?: string;
}

/** Spec §2 unsubscribe-from-email: each kind of email can be turned off from its own link. */
export const EMAIL_NOTIFICATION_TYPES = ['blast', 'message', 'reminder'] as const;
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];

/** PUT /notifications/unsubscribe answers what was turned off, for whom (masked) and in which app. */
export interface UnsubscribeResult {
  type: EmailNotificationType;
  /** The member's address, masked (a***@example.com): the link may have been forwarded. */
  email: string;
  app_name: string;
}

/** The unsubscribe page (the account remote's; works signed out) and the query its email links carry. */
export const UNSUBSCRIBE_PATH = '/me/unsubscribe';
export const UNSUBSCRIBE_PARAMS = { subscriber: 'subscriber_id', type: 'type', token: 'token' } as const;

/** Spec §9: after a dismissal the push prompt is not shown again for a day. */
export const PUSH_REASK_INTERVAL_MS = 24 * 60 * 60 * 1000;
