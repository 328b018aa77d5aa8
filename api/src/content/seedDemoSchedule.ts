import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { API_BASE, HEADERS } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { eventOccurrences, events, pages, users } from '../db/schema';
import { createSession, revokeSession } from '../auth/sessionTokens';
import { findAppBySlug } from '../tenancy/appRepository';
import { DEMO_APP_SLUG } from './seedDemoApp';

/** Who gets a calendar, and what goes on it. */
const DEMO_SCHEDULE = {
  email: 'member@demo.test',
  program: '/programs/four-week-kickstart',
  event: 'live-hiit-class',
} as const;

/**
 * The demo member's calendar: the free program from today, the next live class, and the daily digest on. Written
 * through the member's own API calls on a short-lived session, so its program days and reminder jobs are exactly
 * what a member scheduling them gets. Runs once, right after the demo app is imported.
 */
export async function seedDemoSchedule(app: FastifyInstance, db: AppDatabase): Promise<void> {
  const demo = await findAppBySlug(db, DEMO_APP_SLUG);
  if (!demo) return;
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.appId, demo.id), eq(users.email, DEMO_SCHEDULE.email)));
  const [program] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, demo.id), eq(pages.path, DEMO_SCHEDULE.program)));
  const [occurrence] = await db
    .select({ id: eventOccurrences.id })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(eq(events.appId, demo.id), eq(events.slug, DEMO_SCHEDULE.event), gt(eventOccurrences.startsAt, new Date())),
    )
    .orderBy(asc(eventOccurrences.startsAt))
    .limit(1);
  if (!member || !program || !occurrence)
    throw new Error('The demo app lacks the member, program or event it schedules');

  const zone = member.timezone ?? 'UTC';
  const { token, sessionId } = await createSession(db, demo.id, member.id);
  const call = async (method: 'POST' | 'PUT', url: string, payload: object): Promise<void> => {
    const response = await app.inject({
      method,
      url: `${API_BASE}${url}`,
      headers: { [HEADERS.appSlug]: DEMO_APP_SLUG, [HEADERS.userEmail]: member.email, [HEADERS.userToken]: token },
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`Demo schedule: ${method} ${url} answered ${response.body}`);
  };
  try {
    const today = DateTime.now().setZone(zone).toISODate()!;
    await call('POST', '/schedule', { item_id: program.id, date: today, is_all_day: true, timezone: zone });
    await call('POST', '/schedule', {
      item_id: occurrence.id,
      item_type: 'EventOccurrence',
      date: today,
      timezone: zone,
    });
    await call('PUT', '/notifications', { is_daily_reminders: true });
  } finally {
    await revokeSession(db, app.caches, sessionId);
  }
}
