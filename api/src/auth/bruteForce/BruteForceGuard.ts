import { eq, inArray, sql } from 'drizzle-orm';
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

/** Each key once, in the order given: one upsert may not touch the same row twice. */
function distinct(keys: readonly BruteForceKey[]): BruteForceKey[] {
  return [...new Map(keys.map((k) => [k.key, k])).values()];
}

/**
 * Attempt counters in `rate_limit_buckets`. A caller reserves the attempt before the work it guards
 * (scrypt, a token lookup, sending mail): the reservation counts it and refuses it in one atomic upsert,
 * so attempts running in parallel (on several API instances too) see each other and never get more than
 * the free tries. An attempt that turns out not to be a guess is released; a success resets the account.
 * There is deliberately no "check now, record later": between the two, any number of guesses could run.
 *
 * Why not @fastify/rate-limit: it counts requests per fixed window per route. This guard needs what that
 * plugin cannot express: waits that double per further attempt and are remembered across windows, several
 * keys per attempt (IP and account) refused together, releasing an attempt that was not a guess, a reset on
 * success, and counters in the same database as the accounts (so every instance shares them with no Redis).
 */
export class BruteForceGuard {
  constructor(
    private readonly db: AppDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one attempt on every key, or throws RateLimitedError (with the longest wait) when any key is
   * still waiting; a refused attempt counts on no key.
   */
  async reserve(keys: readonly BruteForceKey[]): Promise<void> {
    const counted: BruteForceKey[] = [];
    const waitsMs: number[] = [];
    for (const key of distinct(keys)) {
      const waitMs = await this.count(key);
      if (waitMs === null) counted.push(key);
      else waitsMs.push(waitMs);
    }
    if (waitsMs.length > 0) {
      await this.release(counted);
      throw new RateLimitedError(Math.max(...waitsMs));
    }
  }

  /**
   * Gives back one reserved attempt per key: the attempt was no guess (the right password, a member's own
   * mistake) or was refused on another key. The wait that attempt started ends with it.
   */
  async release(keys: readonly BruteForceKey[]): Promise<void> {
    const now = sql`${this.now().toISOString()}::timestamptz`;
    for (const { key, policy } of distinct(keys)) {
      await this.db
        .update(rateLimitBuckets)
        .set({
          count: sql`greatest(${rateLimitBuckets.count} - 1, 0)`,
          // The reserved attempt was allowed, so no wait was running before it: at most the earned one stays over.
          blockedUntil: sql`(case when ${rateLimitBuckets.count} - 1 >= ${policy.freeAttempts}::int then least(${rateLimitBuckets.blockedUntil}, ${now}) else null end)`,
        })
        .where(eq(rateLimitBuckets.key, key));
    }
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

  /**
   * One upsert: a key that is waiting stays as it is and says so; otherwise the attempt is counted and
   * the one that uses up the free attempts starts the first wait. The row lock of the upsert orders
   * concurrent attempts, and each reads its own verdict from RETURNING. Null when counted, else the wait left.
   */
  private async count({ key, policy }: BruteForceKey): Promise<number | null> {
    const nowDate = this.now();
    const now = sql`${nowDate.toISOString()}::timestamptz`;
    const forgetBefore = sql`(${now} - ${policy.forgetAfterMs}::double precision * interval '1 millisecond')`;
    // The stored row is referenced by table name inside ON CONFLICT DO UPDATE.
    const waiting = sql`(coalesce(${rateLimitBuckets.blockedUntil} > ${now}, false))`;
    const expired = sql`(coalesce(${rateLimitBuckets.blockedUntil}, ${rateLimitBuckets.updatedAt}) <= ${forgetBefore})`;
    const newCount = sql`(case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end)`;
    const blockedUntil = (count: ReturnType<typeof sql>) =>
      sql`(case when ${count} >= ${policy.freeAttempts}::int then ${now} + least(${policy.maxWaitMs}::double precision, ${policy.minWaitMs}::double precision * power(2, least(${count} - ${policy.freeAttempts}::int, ${MAX_DOUBLINGS}::int))) * interval '1 millisecond' else null end)`;
    const unlessWaiting = (counted: ReturnType<typeof sql>, kept: ReturnType<typeof sql>) =>
      sql`(case when ${waiting} then ${kept} else ${counted} end)`;
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({
        key,
        count: 1,
        windowStartedAt: now,
        blockedUntil: blockedUntil(sql`1`),
        updatedAt: now,
        lastAttemptRefused: false,
      })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: unlessWaiting(newCount, sql`${rateLimitBuckets.count}`),
          windowStartedAt: unlessWaiting(
            sql`(case when ${expired} then ${now} else ${rateLimitBuckets.windowStartedAt} end)`,
            sql`${rateLimitBuckets.windowStartedAt}`,
          ),
          blockedUntil: unlessWaiting(blockedUntil(newCount), sql`${rateLimitBuckets.blockedUntil}`),
          updatedAt: unlessWaiting(now, sql`${rateLimitBuckets.updatedAt}`),
          lastAttemptRefused: waiting,
        },
      })
      .returning({ refused: rateLimitBuckets.lastAttemptRefused, blockedUntil: rateLimitBuckets.blockedUntil });
    if (!row) throw new Error(`Counting ${key} returned no row`);
    if (!row.refused) return null;
    return Math.max(1, (row.blockedUntil?.getTime() ?? 0) - nowDate.getTime());
  }
}
