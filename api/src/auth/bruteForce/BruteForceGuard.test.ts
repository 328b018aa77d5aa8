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

/** The wait a check throws, in seconds; null when the attempt is allowed. */
async function waitSeconds(key: BruteForceKey): Promise<number | null> {
  try {
    await guard.check([key]);
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

describe('BruteForceGuard', () => {
  it('allows the free attempts, then makes the next one wait a minute', async () => {
    const key = freshKey();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await guard.record([key]);
      expect(await waitSeconds(key)).toBeNull();
    }
    await guard.record([key]);
    expect(await waitSeconds(key)).toBe(60);
  });

  it('doubles the wait after each further attempt, up to the longest wait', async () => {
    const key = freshKey();
    await guard.record([key]);
    await guard.record([key]);
    // Each retry comes the moment the wait ends, so the counter never goes quiet long enough to be forgotten.
    const waits: Array<number | null> = [];
    for (let attempt = 3; attempt <= 11; attempt += 1) {
      await guard.record([key]);
      const wait = await waitSeconds(key);
      waits.push(wait);
      time += (wait ?? 0) * 1000;
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('lets the attempt through once the wait is over', async () => {
    const key = freshKey();
    await guard.record([key, key, key]);
    time += 59_000;
    expect(await waitSeconds(key)).toBe(1);
    time += 1_000;
    expect(await waitSeconds(key)).toBeNull();
  });

  it('starts counting over after a quiet hour since the last attempt', async () => {
    const key = freshKey();
    await guard.record([key, key]);
    time += HOUR;
    await guard.record([key]);
    expect(await waitSeconds(key)).toBeNull();
    const [row] = await database.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key.key));
    expect(row?.count).toBe(1);
  });

  it('forgets a counter an hour after its last wait ended', async () => {
    const key = freshKey();
    await guard.record([key, key, key]);
    time += MINUTE + HOUR - 1_000;
    await guard.record([key]);
    expect(await waitSeconds(key)).toBe(120);
    time += 2 * MINUTE + HOUR;
    await guard.record([key]);
    expect(await waitSeconds(key)).toBeNull();
  });

  it('forgets a counter on reset', async () => {
    const key = freshKey();
    await guard.record([key, key, key]);
    expect(await waitSeconds(key)).toBe(60);
    await guard.reset([key]);
    expect(await waitSeconds(key)).toBeNull();
  });

  it('answers with the longest wait of several keys and counts each key on its own', async () => {
    const ip = freshKey();
    const account = freshKey();
    await guard.record([ip, ip, ip, ip]);
    await guard.record([account, account, account]);
    await expect(guard.check([account, ip])).rejects.toMatchObject({ retryAfterSeconds: 120, status: 429 });
  });

  it('consume counts every request, refusing the one after the free ones', async () => {
    const key = freshKey();
    await guard.consume([key]);
    await guard.consume([key]);
    await guard.consume([key]);
    await expect(guard.consume([key])).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('never loses an attempt when many are recorded at once', async () => {
    const key = freshKey();
    await Promise.all(Array.from({ length: 20 }, () => guard.record([key])));
    const [row] = await database.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key.key));
    expect(row?.count).toBe(20);
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
