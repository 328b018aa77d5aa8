import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, todayIn, zoneOrDefault } from '@stride/shared/schedule';
import type { SignedInMember } from '../auth/registerMember';
import { updateMember } from '../auth/memberAccounts';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { scheduledItems } from '../db/schema';

/**
 * The zone a schedule call works in: the one the device sends (already checked as an IANA zone), else the
 * member's stored one, else UTC. A signed-in member whose device reports another zone has it stored, because
 * reminders are planned in it; their timed items then get the day they fall on there (all-day items stay on
 * their day wherever the member is). `replanned` lists the member's items whose reminders must follow the new zone.
 */
export async function memberTimeZone(
  db: AppDatabase,
  caches: AppCaches,
  member: SignedInMember | null,
  requested: string | undefined,
): Promise<{ zone: string; replanned: string[] }> {
  if (member === null) return { zone: zoneOrDefault(requested), replanned: [] };
  if (requested === undefined || requested === member.user.timezone)
    return { zone: zoneOrDefault(member.user.timezone), replanned: [] };
  await updateMember(db, caches, member.user.id, { timezone: requested });
  const changed = await db
    .update(scheduledItems)
    .set({ date: sql`to_char(${scheduledItems.startsAt} at time zone ${requested}, 'YYYY-MM-DD')` })
    .where(
      and(
        eq(scheduledItems.userId, member.user.id),
        eq(scheduledItems.isAllDay, false),
        isNotNull(scheduledItems.startsAt),
      ),
    )
    .returning({ id: scheduledItems.id, endsAt: scheduledItems.endsAt });
  // An all-day item's reminder is at a local hour of its day: the new zone moves it too.
  const allDay = await db
    .select({ id: scheduledItems.id, date: scheduledItems.date })
    .from(scheduledItems)
    .where(and(eq(scheduledItems.userId, member.user.id), eq(scheduledItems.isAllDay, true)));
  const now = new Date();
  const yesterday = addDays(todayIn(requested, now), -1);
  return {
    zone: requested,
    replanned: [
      ...changed.filter((row) => row.endsAt === null || row.endsAt > now),
      ...allDay.filter((row) => row.date >= yesterday),
    ].map((row) => row.id),
  };
}
