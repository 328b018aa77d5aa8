import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettingKey,
  type NotificationSettings,
} from '@stride/shared/notifications';
import type { AppDatabase } from '../db/AppDatabase';
import { notificationSettings } from '../db/schema';

type SettingsRow = typeof notificationSettings.$inferSelect;
type SettingColumn = Exclude<
  keyof SettingsRow,
  'userId' | 'appId' | 'lastDailyDigestOn' | 'lastWeeklyDigestOn' | 'updatedAt'
>;

/** Spec §3 key → column of notification_settings. */
const COLUMNS: Record<NotificationSettingKey, SettingColumn> = {
  receive_blast_notifications: 'receiveBlastNotifications',
  receive_message_notifications: 'receiveMessageNotifications',
  receive_reminders_just_for_you: 'receiveRemindersJustForYou',
  receive_reminders_for_app: 'receiveRemindersForApp',
  receive_reminders_via_push_notification: 'receiveRemindersViaPushNotification',
  receive_reminders_via_email: 'receiveRemindersViaEmail',
  is_daily_reminders: 'isDailyReminders',
  is_weekly_reminders: 'isWeeklyReminders',
  is_15_minute_reminder: 'is15MinuteReminder',
  is_starting_now_reminder: 'isStartingNowReminder',
  remind_day_of: 'remindDayOf',
  is_all_reminders_inactive: 'isAllRemindersInactive',
};

/** A member's settings from their row; the defaults without one. */
export function settingsOf(row: SettingsRow | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, row[COLUMNS[key]]])) as NotificationSettings;
}

function toColumns(update: Partial<NotificationSettings>): Partial<Record<SettingColumn, boolean>> {
  const columns: Partial<Record<SettingColumn, boolean>> = {};
  for (const key of NOTIFICATION_SETTING_KEYS) {
    const value = update[key];
    if (value !== undefined) columns[COLUMNS[key]] = value;
  }
  return columns;
}

/** A member's settings; the defaults while they never changed any. */
export async function readNotificationSettings(db: AppDatabase, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return settingsOf(row);
}

/** Changes the given settings (the others keep their value or default) and answers them all. */
export async function updateNotificationSettings(
  db: AppDatabase,
  member: { appId: string; userId: string },
  update: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const columns = toColumns(update);
  const [row] = await db
    .insert(notificationSettings)
    .values({ appId: member.appId, userId: member.userId, ...columns })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...columns, updatedAt: new Date() } })
    .returning();
  return settingsOf(row);
}

/** The type of email a link turns off → the setting it clears. */
export const UNSUBSCRIBE_SETTING = {
  blast: 'receive_blast_notifications',
  message: 'receive_message_notifications',
  reminder: 'receive_reminders_via_email',
} as const satisfies Record<string, NotificationSettingKey>;
