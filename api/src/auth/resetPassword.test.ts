import { eq, sql } from 'drizzle-orm';
import { loginTokens, users } from '../db/schema';
import {
  addMember,
  call,
  clearRateLimits,
  createAuthTestApp,
  linkParam,
  sessionFor,
  type AuthTestApp,
} from '../../test/authTestSupport';
import { hashSessionToken } from './sessionTokens';
import { freezeWallClock } from '../../test/freezeWallClock';

afterEach(() => jest.useRealTimers());

// Passwords are hashed for real (about a second each on a busy CI machine).
jest.setTimeout(60_000);

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.db));

/** Asks for a reset email and reads its token. */
async function requestReset(email: string, app = 'alpha'): Promise<string> {
  const res = await call(t, 'GET', '/auth/reset_password', { app, query: { email } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ email_sent: true });
  return linkParam(t.mailer.last(email, 'reset_password').link, 'reset_token');
}

const reset = (token: string, password = 'brand new password', app = 'alpha') =>
  call(t, 'POST', '/auth/reset_password', {
    app,
    body: { token, password, password_confirmation: password },
  });

describe('GET /api/auth/reset_password', () => {
  it('emails a member a reset link to the app', async () => {
    const token = await requestReset('member@alpha.test');
    expect(t.mailer.last('member@alpha.test', 'reset_password')).toMatchObject({
      link: `http://localhost:3000/?reset_token=${token}#auth`,
      appId: t.alphaId,
      locale: 'en',
    });
    const [row] = await t.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashSessionToken(token)));
    expect(row).toMatchObject({ purpose: 'reset_password', codeHash: null });
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const res = await call(t, 'GET', '/auth/reset_password', { query: { email: 'nobody@alpha.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_sent: true });
    expect(t.mailer.sent).toHaveLength(before);
  });

  it('answers 503 email_not_sent when the email cannot be sent', async () => {
    t.mailer.failing = true;
    try {
      const res = await call(t, 'GET', '/auth/reset_password', { query: { email: 'member@alpha.test' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('email_not_sent');
    } finally {
      t.mailer.failing = false;
    }
  });

  it('needs a valid email', async () => {
    const res = await call(t, 'GET', '/auth/reset_password', { query: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message: 'Field must be an email.', field: 'email' });
  });

  it('sends at most 5 to one address before it has to wait', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 5; attempt += 1) await requestReset('owner@alpha.test');
    const res = await call(t, 'GET', '/auth/reset_password', { query: { email: 'owner@alpha.test' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});

describe('POST /api/auth/reset_password', () => {
  it('sets the password, signs out every other session and signs in here', async () => {
    const member = await addMember(t.db, t.alphaId, 'forgetful@alpha.test', { password: 'old password' });
    const before = await sessionFor(t.db, member);
    const token = await requestReset('forgetful@alpha.test');

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    const { user, authentication_token } = res.json();
    expect(user).toMatchObject({ id: member.id, passwordless: false });
    expect(
      (await call(t, 'POST', '/auth/verify', { session: { email: member.email, token: authentication_token } }))
        .statusCode,
    ).toBe(200);
    expect((await call(t, 'POST', '/auth/verify', { session: before })).statusCode).toBe(401);

    const oldLogin = await call(t, 'POST', '/auth/login', {
      body: { email: 'forgetful@alpha.test', password: 'old password' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(t, 'POST', '/auth/login', {
      body: { email: 'forgetful@alpha.test', password: 'brand new password' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('works once', async () => {
    const token = await requestReset('member@alpha.test');
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_login_token');
  });

  it('voids the other reset links of the member, also one sent to an email they changed since', async () => {
    const member = await addMember(t.db, t.alphaId, 'mover@alpha.test');
    const oldAddressToken = await requestReset('mover@alpha.test');
    await t.db.update(users).set({ email: 'moved@alpha.test' }).where(eq(users.id, member.id));
    const token = await requestReset('moved@alpha.test');
    expect((await reset(token)).statusCode).toBe(200);
    expect((await reset(oldAddressToken)).json().error.code).toBe('invalid_login_token');
  });

  it('expires after an hour', async () => {
    const token = await requestReset('member@alpha.test');
    await t.db
      .update(loginTokens)
      .set({
        createdAt: sql`${loginTokens.createdAt} - interval '61 minutes'`,
        expiresAt: sql`${loginTokens.expiresAt} - interval '61 minutes'`,
      })
      .where(eq(loginTokens.tokenHash, hashSessionToken(token)));
    expect((await reset(token)).json().error.code).toBe('invalid_login_token');
  });

  it("refuses app A's link in app B", async () => {
    const token = await requestReset('member@alpha.test');
    expect((await reset(token, 'brand new password', 'beta')).statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('finishes the setup of a passwordless member', async () => {
    const token = await requestReset('owner@alpha.test');
    const res = await reset(token);
    expect(res.json().user).toMatchObject({ email: 'owner@alpha.test', passwordless: false });
  });

  it('leaves a member without a name needing setup: a reset sets only the password', async () => {
    await addMember(t.db, t.alphaId, 'nameless@alpha.test', { name: '' });
    const res = await reset(await requestReset('nameless@alpha.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'nameless@alpha.test', name: '', passwordless: true });
    const session = { email: 'nameless@alpha.test', token: res.json().authentication_token };
    const blocked = await call(t, 'PUT', '/auth', { session, body: { timezone: 'UTC' } });
    expect(blocked.json().error.code).toBe('setup_required');
  });

  it("refuses a link once the member's email is no longer the one it was sent to", async () => {
    const member = await addMember(t.db, t.alphaId, 'switcher@alpha.test');
    const token = await requestReset('switcher@alpha.test');
    await t.db.update(users).set({ email: 'switched@alpha.test' }).where(eq(users.id, member.id));
    expect((await reset(token)).json().error.code).toBe('invalid_login_token');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.passwordHash).toBeNull();
  });

  it.each([
    [
      'confirmation',
      { password: 'long enough', password_confirmation: 'long enougH' },
      'password_confirmation',
      "Passwords don't match",
    ],
    [
      'empty confirmation',
      { password: 'long enough', password_confirmation: '' },
      'password_confirmation',
      'Field is required.',
    ],
    [
      'short password',
      { password: 'short', password_confirmation: 'short' },
      'password',
      'Password must be longer than 6 characters.',
    ],
    ['missing token', { token: undefined }, 'token', 'Field is required.'],
  ])('answers a wrong %s with 400 and the §5 message', async (_case, fields, field, message) => {
    const body = { token: 'some-token', password: 'long enough', password_confirmation: 'long enough', ...fields };
    const res = await call(t, 'POST', '/auth/reset_password', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field });
  });

  it('makes an address wait after 30 wrong tokens', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const res = await call(t, 'POST', '/auth/reset_password', {
        body: { token: `guess-${attempt}`, password: 'long enough', password_confirmation: 'long enough' },
        ip: '10.7.7.7',
      });
      expect(res.json().error.code).toBe('invalid_login_token');
    }
    const res = await call(t, 'POST', '/auth/reset_password', {
      body: { token: 'guess', password: 'long enough', password_confirmation: 'long enough' },
      ip: '10.7.7.7',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});
