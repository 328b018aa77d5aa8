import { SESSION_CACHE_TTL_MS } from './sessionTokens';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import {
  addMember,
  call,
  clearRateLimits,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
} from '../../test/authTestSupport';
import { createMember } from './memberAccounts';
import { freezeWallClock } from '../../test/freezeWallClock';

afterEach(() => jest.useRealTimers());

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.db));

describe('session expiry', () => {
  it('gives a new session 365 days', async () => {
    const member = await addMember(t.db, t.alphaId, 'year@alpha.test');
    const { sessionId } = await sessionFor(t.db, member);
    const [row] = await t.db
      .select({ days: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt}) / 86400` })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    expect(Number(row?.days)).toBeCloseTo(365, 3);
  });

  it('refuses a session whose 365 days are over', async () => {
    const member = await addMember(t.db, t.alphaId, 'expired@alpha.test');
    const session = await sessionFor(t.db, member);
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, session.sessionId));
    // The session found a moment ago is remembered in memory for a few seconds; past that it is read again.
    const later = Date.now() + SESSION_CACHE_TTL_MS + 1;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const res = await call(t, 'POST', '/auth/verify', { session });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_session');
    } finally {
      clock.mockRestore();
    }
  });

  it('forgets a remembered session the moment it is logged out, and a member row the moment it changes', async () => {
    const member = await addMember(t.db, t.alphaId, 'quick@alpha.test', { password: 'quick-password' });
    const session = await sessionFor(t.db, member);
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(200);
    const renamed = await call(t, 'PUT', '/auth', { session, body: { name: 'Quick Renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect((await call(t, 'POST', '/auth/verify', { session })).json().user.name).toBe('Quick Renamed');
    expect((await call(t, 'POST', '/auth/logout', { session })).statusCode).toBe(204);
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/verify against token guessing', () => {
  it('makes an IP that sent 100 wrong tokens wait, with Retry-After', async () => {
    freezeWallClock();
    const guess = { email: 'member@alpha.test', token: 'x'.repeat(43) };
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const res = await call(t, 'POST', '/auth/verify', { session: guess, ip: '10.0.0.1' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await call(t, 'POST', '/auth/verify', { session: guess, ip: '10.0.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Try again in 1 minute.',
    });
    // Another address, and a right token, are not held up.
    expect((await call(t, 'POST', '/auth/verify', { session: guess, ip: '10.0.0.2' })).statusCode).toBe(401);
    const member = await addMember(t.db, t.alphaId, 'right@alpha.test');
    const session = await sessionFor(t.db, member);
    expect((await call(t, 'POST', '/auth/verify', { session, ip: '10.0.0.1' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: 204, and the token no longer verifies', async () => {
    const member = await addMember(t.db, t.alphaId, 'leaving@alpha.test');
    const session = await sessionFor(t.db, member);
    const other = await sessionFor(t.db, member);
    const res = await call(t, 'POST', '/auth/logout', { session });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    // Only this device signs out.
    expect((await call(t, 'POST', '/auth/verify', { session: other })).statusCode).toBe(200);
  });

  it.each([
    ['no session', undefined],
    ['an invalid session', { email: 'member@alpha.test', token: 'not-a-token' }],
  ])('answers 204 with %s', async (_case, session) => {
    expect((await call(t, 'POST', '/auth/logout', { session })).statusCode).toBe(204);
  });

  it("does not sign out app A's session when called in app B", async () => {
    const member = await addMember(t.db, t.alphaId, 'twoapps@alpha.test');
    const session = await sessionFor(t.db, member);
    expect((await call(t, 'POST', '/auth/logout', { app: 'beta', session })).statusCode).toBe(204);
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(200);
  });
});

describe('a passwordless sign-up that has not finished setup', () => {
  it('may only verify, set a password and log out: everything else is 403 setup_required', async () => {
    const member = await createMember(t.db, { appId: t.alphaId, email: 'setup@alpha.test', name: '' });
    const session = await sessionFor(t.db, member!);
    const verify = await call(t, 'POST', '/auth/verify', { session });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.passwordless).toBe(true);

    const blocked = [
      await call(t, 'PUT', '/auth', { session, body: { name: 'Someone' } }),
      await call(t, 'PUT', '/auth/provider', {
        session,
        body: { email: 'setup@alpha.test', provider: 'google', provider_id: 'token' },
      }),
      await call(t, 'PUT', '/auth/update_avatar', { session, body: { avatar: 'data:image/png;base64,AAAA' } }),
    ];
    for (const res of blocked) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('setup_required');
    }
    expect((await call(t, 'POST', '/auth/logout', { session })).statusCode).toBe(204);
  });
});

describe('signed-in endpoints without a session', () => {
  it.each([
    ['PUT', '/auth', { name: 'Someone' }],
    ['PUT', '/auth/provider', { email: 'a@b.test', provider: 'google', provider_id: 'token' }],
    ['PUT', '/auth/update_avatar', { avatar: 'data:image/png;base64,AAAA' }],
    ['POST', '/auth/set_password', { password: 'long-enough', name: 'Someone' }],
  ] as const)('%s %s answers 401 not_signed_in, or invalid_session for a bad one', async (method, url, body) => {
    const none = await call(t, method, url, { body });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('not_signed_in');
    const bad = await call(t, method, url, { body, session: { email: 'member@alpha.test', token: 'nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('invalid_session');
  });
});
