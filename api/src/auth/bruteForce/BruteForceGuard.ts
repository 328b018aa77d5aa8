import { and, gt, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/AppDatabase';
import { rateLimitBuckets } from '../../db/schema';
import { RateLimitedError } from './RateLimitedError';

/**
 * How many attempts one key gets (Ghost-like): `freeAttempts` without waiting, then every further
 * attempt buys a wait that doubles from `minWaitMs` up to `maxWaitMs`.
 */
export interface BruteForcePolicy {
  freeAttempts: number;
  minWaitMs: number;
  maxWaitMs: number;
  /**
   * Counting starts over after this long without attempts, measured from the end of the last wait: an
   * attacker who retries as soon as a wait ends keeps climbing, a member who comes back later starts fresh.
   */
  forgetAfterMs: number;
}

/** One counter: `key` is `<scope>:<ip|account>:…` and shared by every API instance on the database. */
export interface BruteForceKey {
  key: string;
  policy: BruteForcePolicy;
}

/** Doublings beyond this are capped anyway (2^30 minutes is centuries), and power() never overflows. */
const MAX_DOUBLINGS = 30;

/**
 * Attempt counters in `rate_limit_buckets`. Callers check before the expensive work (scrypt, sending
 * mail), then record the attempt (a failure, or every request for endpoints counted as a whole) and
 * reset an account's counter on success. Counting is one atomic upsert with the arithmetic in SQL, so
 * concurrent requests on several API instances never lose an attempt.
 */
export class BruteForceGuard {
  constructor(
    private readonly db: AppDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Throws RateLimitedError (with the longest wait) when any of `keys` is waiting. */
  async check(keys: readonly BruteForceKey[]): Promise<void> {
    if (keys.length === 0) return;
    const now = this.now();
    const rows = await this.db
      .select({ blockedUntil: rateLimitBuckets.blockedUntil })
      .from(rateLimitBuckets)
      .where(
        and(
          inArray(
            rateLimitBuckets.key,
            keys.map((k) => k.key),
          ),
          gt(rateLimitBuckets.blockedUntil, sql`${now.toISOString()}::timestamptz`),
        ),
      );
    const waits = rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0));
    const longest = Math.max(0, ...waits);
    if (longest > 0) throw new RateLimitedError(longest);
  }

  /** Counts one attempt for each key; the attempt that uses up the free ones starts the first wait. */
  async record(keys: readonly BruteForceKey[]): Promise<void> {
    for (const key of keys) await this.count(key);
  }

  /** check, then record: for endpoints where every request counts (sign-up, sending mail). */
  async consume(keys: readonly BruteForceKey[]): Promise<void> {
    await this.check(keys);
    await this.record(keys);
  }

  /** Forgets the counters, e.g. an account's failed logins once the right password is given. */
  async reset(keys: readonly BruteForceKey[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.delete(rateLimitBuckets).where(
      inArray(
        rateLimitBuckets.key,
        keys.map((k) => k.key),
      ),
    );
  }

  private async count({ key, policy }: BruteForceKey): Promise<void> {
    const now = sql`${this.now().toISOString()}::timestamptz`;
    const forgetBefore = sql`(${now} - ${policy.forgetAfterMs}::double precision * interval '1 millisecond')`;
    // The stored row is referenced by table name inside ON CONFLICT DO UPDATE.
    const expired = sql`(coalesce(${rateLimitBuckets.blockedUntil}, ${rateLimitBuckets.updatedAt}) <= ${forgetBefore})`;
    const newCount = sql`(case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end)`;
    const blockedUntil = (count: ReturnType<typeof sql>) =>
      sql`(case when ${count} >= ${policy.freeAttempts}::int then ${now} + least(${policy.maxWaitMs}::double precision, ${policy.minWaitMs}::double precision * power(2, least(${count} - ${policy.freeAttempts}::int, ${MAX_DOUBLINGS}::int))) * interval '1 millisecond' else null end)`;
    await this.db
      .insert(rateLimitBuckets)
      .values({
        key,
        count: 1,
        windowStartedAt: now,
        blockedUntil: blockedUntil(sql`1`),
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: newCount,
          windowStartedAt: sql`(case when ${expired} then ${now} else ${rateLimitBuckets.windowStartedAt} end)`,
          blockedUntil: blockedUntil(newCount),
          updatedAt: now,
        },
      });
  }
}
