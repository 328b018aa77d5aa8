import { eq } from 'drizzle-orm';
import { LOCALES, resolveLocale, type Locale } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { apps, notificationSettings, users, type AppRow, type UserRow } from '../db/schema';
import { settingsOf } from './notificationSettingsStore';
import type { NotificationSettings } from '@stride/shared/notifications';

export interface Recipient {
  user: Pick<UserRow, 'id' | 'email'>;
  app: Pick<AppRow, 'id' | 'name' | 'slug' | 'isDefault'>;
  settings: NotificationSettings;
  /** The member's language, else the app's default one, else English. */
  locale: Locale;
}

/** The app's default locale (its `default` entry); null when the app is not localised. */
function appDefaultLocale(locales: AppRow['locales']): string | null {
  return locales.find((setting) => setting.status === 'default')?.locale ?? null;
}

/**
 * Who a notification goes to, with their app, settings and language; null once the member is gone. One read of
 * the few columns used: a minute's reminders call this a thousand times, and the app's row is wide.
 */
export async function findRecipient(db: AppDatabase, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({
      user: { id: users.id, email: users.email, language: users.language },
      app: { id: apps.id, name: apps.name, slug: apps.slug, isDefault: apps.isDefault, locales: apps.locales },
      settings: notificationSettings,
    })
    .from(users)
    .innerJoin(apps, eq(apps.id, users.appId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { language, ...user } = row.user;
  const { locales, ...app } = row.app;
  const locale = resolveLocale(language, LOCALES, null) ?? resolveLocale(appDefaultLocale(locales));
  return { user, app, settings: settingsOf(row.settings ?? undefined), locale };
}
