import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { notificationSettings, users } from '../db/schema';
import type { JobQueue } from '../jobs/JobQueue';
import type { Notifier } from './Notifier';

/** One job per blast: its handler queues a job per member, page by page. */
export const BLAST_QUEUE = 'notifications.blast';
export const BLAST_MEMBER_QUEUE = 'notifications.blast-member';

const PAGE_SIZE = 500;

export interface BlastJob {
  appId: string;
  title: string;
  body: string;
  path: string;
}

export interface BlastMemberJob extends Omit<BlastJob, 'appId'> {
  userId: string;
}

/** Members of the app who may get blasts: the defaults say yes, so a member without settings is one. */
function blastAudience(appId: string) {
  return and(
    eq(users.appId, appId),
    or(isNull(notificationSettings.userId), eq(notificationSettings.receiveBlastNotifications, true)),
  );
}

/** How many members a blast of the app reaches (the route answers it). */
export async function countBlastAudience(db: AppDatabase, appId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(blastAudience(appId));
  return row?.count ?? 0;
}

/**
 * Queues one job per member, a page of them (by id) per statement. A retried blast job queues its members again; each member job is
 * keyed by blast and member, so nobody is told twice while their first job is pending.
 */
export async function handleBlast(db: AppDatabase, jobs: JobQueue, job: BlastJob, blastId: string): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const page: { id: string }[] = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(and(blastAudience(job.appId), after === null ? undefined : gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(PAGE_SIZE);
    await jobs.sendMany<BlastMemberJob>(
      BLAST_MEMBER_QUEUE,
      page.map(({ id }) => ({
        data: { userId: id, title: job.title, body: job.body, path: job.path },
        singletonKey: `blast:${blastId}:${id}`,
      })),
    );
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]!.id;
  }
}

export function handleBlastMember(notifier: Notifier, job: BlastMemberJob): Promise<void> {
  return notifier.notify(job.userId, { kind: 'blast', title: job.title, body: job.body, path: job.path });
}
