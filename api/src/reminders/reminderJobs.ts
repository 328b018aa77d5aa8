import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { notificationSettings, users } from '../db/schema';
import type { JobQueue, JobToSend } from '../jobs/JobQueue';
import type { Notifier } from '../notifications/Notifier';
import { readNotificationSettings } from '../notifications/notificationSettingsStore';
import type { DatabaseReminderPlanner, ReminderJob } from './DatabaseReminderPlanner';
import {
  itemSubjectsById,
  joinedEventSubjects,
  memberItemSubjects,
  reminderItemOf,
  type ReminderSubject,
} from './reminderSubjects';
import { digestDates, dueDigests, localDaysSpan, memberZone, reminderTimes, type DigestPeriod } from './reminderTimes';

/** Every five minutes, the members whose digest is due get one job each. */
export const DIGEST_SWEEP_QUEUE = 'reminders.digest-sweep';
export const DIGEST_SWEEP_CRON = '*/5 * * * *';
export const DIGEST_QUEUE = 'reminders.digest';

export interface DigestJob {
  user_id: string;
  period: DigestPeriod;
  /** The member-local date it covers from (YYYY-MM-DD). */
  date: string;
}

/** A reminder that could not ring within this long of its time (the server was down) is dropped: it is noise by then. */
export const LATE_REMINDER_LIMIT_MS = 30 * 60_000;

export interface ReminderJobContext {
  db: AppDatabase;
  notifier: () => Notifier;
  planner: DatabaseReminderPlanner;
  now: () => Date;
  /** The scheduled item as a subject (see batchedItemSubjects). */
  itemSubject: (itemId: string) => Promise<ReminderSubject | null>;
}

const DAY_MS = 24 * 60 * 60_000;

interface Waiter {
  resolve(subject: ReminderSubject | null): void;
  reject(error: unknown): void;
}

/**
 * Reads the items of the reminder jobs that run side by side (a fetched batch: a class of members at 09:00) in one
 * round of queries instead of one per job: the reads asked for in the same turn of the event loop go together.
 */
export function batchedItemSubjects(db: AppDatabase): (itemId: string) => Promise<ReminderSubject | null> {
  let gathering: Map<string, Waiter[]> | null = null;
  const load = async (batch: Map<string, Waiter[]>) => {
    try {
      const subjects = new Map((await itemSubjectsById(db, [...batch.keys()])).map((subject) => [subject.id, subject]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(subjects.get(id) ?? null);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (itemId) =>
    new Promise((resolve, reject) => {
      if (!gathering) {
        const batch = new Map<string, Waiter[]>();
        gathering = batch;
        setImmediate(() => {
          gathering = null;
          void load(batch);
        });
      }
      const waiters = gathering.get(itemId);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(itemId, [{ resolve, reject }]);
    });
}

async function subjectOf(context: ReminderJobContext, job: ReminderJob): Promise<ReminderSubject | null> {
  if (job.source === 'item') return context.itemSubject(job.id);
  // Any occurrence still joined: the reminder of one that already started ("starting now") must still be found.
  const since = new Date(context.now().getTime() - DAY_MS);
  return (await joinedEventSubjects(context.db, job.user_id, [job.id], since))[0] ?? null;
}

/**
 * Rings one reminder, after reading its subject again: nothing when it is gone (removed, event left) or the member
 * turned this reminder off; when its time changed since planning, the subject is planned again instead (the
 * job that was due at the new time may have lost a race with this one).
 */
export async function runReminder(context: ReminderJobContext, job: ReminderJob): Promise<void> {
  const subject = await subjectOf(context, job);
  if (!subject || subject.userId !== job.user_id) return;
  const due = reminderTimes(subject.timing, subject.settings, subject.audience, subject.timezone).find(
    (reminder) => reminder.kind === job.reminder,
  );
  if (!due) return;
  if (due.dueAt.toISOString() !== job.due_at) {
    await context.planner.send([subject]);
    return;
  }
  if (context.now().getTime() - due.dueAt.getTime() > LATE_REMINDER_LIMIT_MS) return;
  await context.notifier().notify(subject.userId, {
    kind: 'reminder',
    reminder: job.reminder,
    item: reminderItemOf(subject),
    timezone: subject.timezone,
  });
}

/**
 * Marks the digest as sent for the date before enqueueing it (one statement, so two sweeps never both claim it):
 * a crash in between loses that day's digest rather than sending it twice.
 */
async function claimDigest(db: AppDatabase, userId: string, period: DigestPeriod, date: string): Promise<boolean> {
  const column = period === 'daily' ? notificationSettings.lastDailyDigestOn : notificationSettings.lastWeeklyDigestOn;
  const claimed = await db
    .update(notificationSettings)
    .set(period === 'daily' ? { lastDailyDigestOn: date } : { lastWeeklyDigestOn: date })
    .where(and(eq(notificationSettings.userId, userId), or(isNull(column), lt(column, date))))
    .returning({ userId: notificationSettings.userId });
  return claimed.length > 0;
}

/**
 * The sweep: every member with a digest on (only a stored row can have one: they are off by default) whose local
 * time has passed 07:00 (a Monday's, for the weekly one) and who has not had today's gets one digest job.
 */
export async function sweepDigests(db: AppDatabase, jobs: JobQueue, now: Date): Promise<DigestJob[]> {
  const rows = await db
    .select({
      userId: notificationSettings.userId,
      timezone: users.timezone,
      isDaily: notificationSettings.isDailyReminders,
      isWeekly: notificationSettings.isWeeklyReminders,
      lastDailyOn: notificationSettings.lastDailyDigestOn,
      lastWeeklyOn: notificationSettings.lastWeeklyDigestOn,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.isAllRemindersInactive, false),
        or(eq(notificationSettings.isDailyReminders, true), eq(notificationSettings.isWeeklyReminders, true)),
      ),
    );
  const digests: DigestJob[] = [];
  for (const row of rows) {
    for (const due of dueDigests(row, memberZone(row.timezone), now)) {
      if (await claimDigest(db, row.userId, due.period, due.date)) digests.push({ user_id: row.userId, ...due });
    }
  }
  const toSend: JobToSend<DigestJob>[] = digests.map((digest) => ({
    data: digest,
    singletonKey: `digest:${digest.user_id}:${digest.period}:${digest.date}`,
  }));
  await jobs.sendMany(DIGEST_QUEUE, toSend);
  return digests;
}

/** Sorted by day, then time (all-day items first on their day). */
function byDayAndTime(a: ReturnType<typeof reminderItemOf>, b: ReturnType<typeof reminderItemOf>): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return (a.starts_at ?? '').localeCompare(b.starts_at ?? '');
}

/**
 * One digest: the member's items of the day (or of the week from that Monday) and the app events they joined, as
 * their settings let them hear of each. A member with nothing on those days gets nothing.
 */
export async function runDigest(context: ReminderJobContext, job: DigestJob): Promise<void> {
  const { db } = context;
  const [member] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, job.user_id));
  if (!member) return;
  const timezone = memberZone(member.timezone);
  const settings = await readNotificationSettings(db, job.user_id);
  const enabled = job.period === 'daily' ? settings.is_daily_reminders : settings.is_weekly_reminders;
  if (!enabled || settings.is_all_reminders_inactive) return;
  const { from, to } = digestDates(job.period, job.date);
  const span = localDaysSpan(from, to, timezone);
  const subjects = [
    ...(await memberItemSubjects(db, job.user_id, from, to)),
    // Occurrences starting from the first day's midnight (the bound is exclusive) to the last day's end.
    ...(await joinedEventSubjects(
      db,
      job.user_id,
      null,
      new Date(span.start.getTime() - 1),
      new Date(span.end.getTime() - 1),
    )),
  ].filter((subject) =>
    subject.audience === 'personal' ? settings.receive_reminders_just_for_you : settings.receive_reminders_for_app,
  );
  if (subjects.length === 0) return;
  await context.notifier().notify(job.user_id, {
    kind: 'digest',
    period: job.period,
    items: subjects.map(reminderItemOf).sort(byDayAndTime),
    timezone,
  });
}
