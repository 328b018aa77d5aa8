import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/testDatabase';
import { rateLimitBuckets } from '../../db/schema';
import { BruteForceGuard, type BruteForceKey, type BruteForcePolicy } from './BruteForceGuard';
import { RateLimitedError, formatWait } from './RateLimitedError';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const policy: BruteForcePolicy = { freeAttempts: 3, minWaitMs: MINUTE, maxWaitMs: HOUR, forgetAfterMs: HOUR };

let database: TestDatabase;
let time: number;
let guard: BruteForceGuard;
let keyIndex = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  time = Date.parse('2030-01-01T00:00:00Z');
  guard = new BruteForceGuard(database.db, () => new Date(time));
});

function freshKey(): BruteForceKey {
  keyIndex += 1;
  return { key: `test:account:${keyIndex}`, policy };
}

/** Reserves one attempt: null when it is allowed (and counted), else the wait it is refused with, in seconds. */
async function attempt(...keys: BruteForceKey[]): Promise<number | null> {
  try {
    await guard.reserve(keys);
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

async function attempts(key: BruteForceKey, count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1) expect(await attempt(key)).toBeNull();
}

async function storedCount(key: BruteForceKey): Promise<number | undefined> {
  const [row] = await database.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key.key));
  return row?.count;
}

describe('BruteForceGuard', () => {
  it('allows the free attempts, then refuses the next one for a minute', async () => {
    const key = freshKey();
    await attempts(key, 3);
    expect(await attempt(key)).toBe(60);
    expect(await storedCount(key)).toBe(3);
  });

  it('doubles the wait after each further attempt, up to the longest wait', async () => {
    const key = freshKey();
    await attempts(key, 3);
    // Each retry comes the moment the wait ends, so the counter never goes quiet long enough to be forgotten.
    const waits: Array<number | null> = [];
    for (let retry = 1; retry <= 9; retry += 1) {
      const wait = await attempt(key);
      waits.push(wait);
      time += (wait ?? 0) * 1000;
      expect(await attempt(key)).toBeNull();
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('lets the attempt through once the wait is over, and counts no refused attempt', async () => {
    const key = freshKey();
    await attempts(key, 3);
    time += 59_000;
    expect(await attempt(key)).toBe(1);
    time += 1_000;
    expect(await attempt(key)).toBeNull();
    expect(await storedCount(key)).toBe(4);
  });

  it('starts counting over after a quiet hour since the last attempt', async () => {
    const key = freshKey();
    await attempts(key, 2);
    time += HOUR;
    await attempts(key, 1);
    expect(await storedCount(key)).toBe(1);
  });

  it('forgets a counter an hour after its last wait ended', async () => {
    const key = freshKey();
    await attempts(key, 3);
    time += MINUTE + HOUR - 1_000;
    await attempts(key, 1);
    expect(await attempt(key)).toBe(120);
    time += 2 * MINUTE + HOUR;
    await attempts(key, 3);
    expect(await storedCount(key)).toBe(3);
  });

  it('forgets a counter on reset', async () => {
    const key = freshKey();
    await attempts(key, 3);
    expect(await attempt(key)).toBe(60);
    await guard.reset([key]);
    expect(await attempt(key)).toBeNull();
  });

  it('gives back a released attempt, and ends the wait it started', async () => {
    const key = freshKey();
    await attempts(key, 3);
    await guard.release([key]);
    expect(await storedCount(key)).toBe(2);
    expect(await attempt(key)).toBeNull();
    expect(await attempt(key)).toBe(60);
  });

  it('answers with the longest wait of several keys, counting the attempt on none of them', async () => {
    const ip = freshKey();
    const account = freshKey();
    await attempts(ip, 3);
    time += 60_000;
    await attempts(ip, 1);
    await attempts(account, 3);
    const other = freshKey();
    await expect(guard.reserve([other, account, ip])).rejects.toMatchObject({ retryAfterSeconds: 120, status: 429 });
    expect(await storedCount(other)).toBe(0);
    expect(await storedCount(account)).toBe(3);
    expect(await storedCount(ip)).toBe(4);
  });

  it('counts each key on its own', async () => {
    const a = freshKey();
    const b = freshKey();
    await attempts(a, 3);
    expect(await attempt(b)).toBeNull();
    expect(await storedCount(b)).toBe(1);
  });

  it('allows only the free attempts of many reserved at once, and never loses one', async () => {
    const key = freshKey();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => attempt(key)));
    expect(verdicts.filter((wait) => wait === null)).toHaveLength(3);
    expect(verdicts.filter((wait) => wait !== null)).toHaveLength(17);
    expect(await storedCount(key)).toBe(3);
  });
});

describe('the rate limited message', () => {
  it.each([
    [1_000, 'Too many attempts. Try again in 1 second.'],
    [45_000, 'Too many attempts. Try again in 45 seconds.'],
    [60_000, 'Too many attempts. Try again in 1 minute.'],
    [90_000, 'Too many attempts. Try again in 2 minutes.'],
    [3_600_000, 'Too many attempts. Try again in 1 hour.'],
  ])('says when to retry after %i ms', (ms, message) => {
    const error = new RateLimitedError(ms);
    expect(error.message).toBe(message);
    expect(error.code).toBe('rate_limited');
  });

  it('formats waits in the unit a member reads', () => {
    expect(formatWait(7200)).toBe('2 hours');
  });
});
