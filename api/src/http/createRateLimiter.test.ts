import { createRateLimiter } from './createRateLimiter';

describe('createRateLimiter', () => {
  it('allows the limit within a window, then refuses with the time until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual(Array(3).fill({ allowed: true }));
    now = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => 0 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('starts counting afresh when the window has passed', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    now = 1_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('forgets the oldest keys beyond maxKeys instead of growing without bound', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    // 'a' was forgotten, so it has a full allowance again; 'c' is still counted.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });
});
