import { DateTime } from 'luxon';
import type { AppDatabase } from '../db/AppDatabase';
import type { JobQueue, JobToSend } from '../jobs/JobQueue';
import type { ReminderPlanner } from './ReminderPlanner';
import { itemSubjectsById, joinedEventSubjects, memberItemSubjects, type ReminderSubject } from './reminderSubjects';
import { REMINDER_KINDS, upcomingReminders, type ReminderKind } from './reminderTimes';

/** The queue of single reminders: one job per subject and kind, due at the reminder's time. */
export const REMINDER_QUEUE = 'reminders.send';

/** A reminder job: what it reminds of and when it was planned to ring (its time then, to spot a moved item). */
export interface ReminderJob {
  source: ReminderSubject['source'];
  /** The scheduled item's id, or the event occurrence's. */
  id: string;
  user_id: string;
  reminder: ReminderKind;
  /** ISO instant. */
  due_at: string;
}

/**
 * At most one pending job per subject and kind: planning again cancels the jobs of these keys first. A scheduled
 * item's id is the member's own; a joined occurrence is shared by its members, so its key names the member.
 */
export function reminderKey(source: ReminderSubject['source'], id: string, userId: string, kind: ReminderKind): string {
  return source === 'item' ? `item:${id}:${kind}` : `event:${id}:${userId}:${kind}`;
}

function keysOf(source: ReminderSubject['source'], ids: readonly string[], userId = ''): string[] {
  return ids.flatMap((id) => REMINDER_KINDS.map((kind) => reminderKey(source, id, userId, kind)));
}

/**
 * ReminderPlanner over the job queue. A planned job is checked again when it runs (see runReminder): planning that
 * raced a later change, or a change made without planning, never rings at a stale time.
 */
export class DatabaseReminderPlanner implements ReminderPlanner {
  constructor(
    private readonly db: AppDatabase,
    private readonly jobs: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async planItems(itemIds: readonly string[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.jobs.cancelByKey(REMINDER_QUEUE, keysOf('item', itemIds));
    await this.send(await itemSubjectsById(this.db, itemIds));
  }

  async cancelItems(itemIds: readonly string[]): Promise<void> {
    await this.jobs.cancelByKey(REMINDER_QUEUE, keysOf('item', itemIds));
  }

  async planMember(userId: string): Promise<void> {
    const now = this.now();
    // Yesterday in UTC is on or before the member's today wherever they are; past reminders are skipped anyway.
    const from = DateTime.fromJSDate(now, { zone: 'UTC' }).minus({ days: 1 }).toISODate() ?? '';
    const items = await memberItemSubjects(this.db, userId, from, null);
    await this.jobs.cancelByKey(
      REMINDER_QUEUE,
      keysOf(
        'item',
        items.map((item) => item.id),
      ),
    );
    const events = await joinedEventSubjects(this.db, userId, null, now);
    await this.jobs.cancelByKey(
      REMINDER_QUEUE,
      keysOf(
        'event',
        events.map((event) => event.id),
        userId,
      ),
    );
    await this.send([...items, ...events]);
  }

  async planEventOccurrences(userId: string, occurrenceIds: readonly string[]): Promise<void> {
    if (occurrenceIds.length === 0) return;
    await this.jobs.cancelByKey(REMINDER_QUEUE, keysOf('event', occurrenceIds, userId));
    await this.send(await joinedEventSubjects(this.db, userId, occurrenceIds, this.now()));
  }

  /** Plans the upcoming reminders of these subjects in one insert. */
  async send(subjects: readonly ReminderSubject[]): Promise<void> {
    const now = this.now();
    const jobs: JobToSend<ReminderJob>[] = subjects.flatMap((subject) =>
      upcomingReminders(subject.timing, subject.settings, subject.audience, subject.timezone, now).map((due) => ({
        data: {
          source: subject.source,
          id: subject.id,
          user_id: subject.userId,
          reminder: due.kind,
          due_at: due.dueAt.toISOString(),
        },
        startAfter: due.dueAt,
        singletonKey: reminderKey(subject.source, subject.id, subject.userId, due.kind),
      })),
    );
    await this.jobs.sendMany(REMINDER_QUEUE, jobs);
  }
}
