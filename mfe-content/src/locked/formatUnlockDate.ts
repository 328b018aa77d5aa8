import type { SessionSnapshot } from '@stride/shared';

/**
 * A drip date as the member reads it: their language, and their time zone when they are signed in (the
 * browser's otherwise). A value that is not a date is shown as it came.
 */
export function formatUnlockDate(iso: string, locale: string, session: SessionSnapshot): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const timeZone = session.status === 'authenticated' ? (session.user.timezone ?? undefined) : undefined;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
  } catch {
    // An unknown time zone name in the member's profile: the browser's zone still gives the right instant.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  }
}
