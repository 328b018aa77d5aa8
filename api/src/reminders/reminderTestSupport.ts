import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppDatabase } from '../db/AppDatabase';
import { scheduledItems, users } from '../db/schema';
import type { MemberNotification, Notifier } from '../notifications/Notifier';

/** A notifier that keeps what it is asked to tell, and lets a test wait for it. */
export class RecordingNotifier implements Notifier {
  readonly sent: { userId: string; notification: MemberNotification }[] = [];

  async notify(userId: string, notification: MemberNotification): Promise<void> {
    this.sent.push({ userId, notification });
  }

  of(userId: string): MemberNotification[] {
    return this.sent.filter((entry) => entry.userId === userId).map((entry) => entry.notification);
  }
}

export async function setTimeZone(db: AppDatabase, userId: string, timezone: string): Promise<void> {
  await db.update(users).set({ timezone }).where(eq(users.id, userId));
}

/** Stores a member's item on their schedule: timed at `time` (HH:mm, local to `zone`) or all day. */
export async function scheduleItem(
  db: AppDatabase,
  member: { appId: string; id: string },
  pageId: string,
  when: { date: string; time?: string; zone?: string } | { startsAt: Date; zone: string },
): Promise<string> {
  const timed =
    'startsAt' in when
      ? DateTime.fromJSDate(when.startsAt, { zone: when.zone })
      : when.time
        ? DateTime.fromISO(`${when.date}T${when.time}`, { zone: when.zone ?? 'UTC' })
        : null;
  const date = timed ? (timed.toISODate() ?? '') : 'date' in when ? when.date : '';
  const [row] = await db
    .insert(scheduledItems)
    .values({
      appId: member.appId,
      userId: member.id,
      itemId: pageId,
      itemType: 'Page',
      scopeType: 'subscriber',
      date,
      isAllDay: timed === null,
      startsAt: timed?.toJSDate() ?? null,
      endsAt: timed?.plus({ minutes: 30 }).toJSDate() ?? null,
    })
    .returning({ id: scheduledItems.id });
  if (!row) throw new Error('No scheduled item stored');
  return row.id;
}
