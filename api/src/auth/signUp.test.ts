import { and, eq } from 'drizzle-orm';
import { userSchema } from '@stride/shared/schemas';
import { importFixtureApp } from '../../test/contentFixtures';
import { users } from '../db/schema';
import { call, clearRateLimits, createAuthTestApp, type AuthTestApp } from '../../test/authTestSupport';
import { verifyPassword } from './passwordHash';
import { freezeWallClock } from '../../test/freezeWallClock';

afterEach(() => jest.useRealTimers());

// Every sign-up with a password is a real scrypt (about a second on a busy CI machine).
jest.setTimeout(60_000);

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
  // Before the first request, so the tenant cache reads these settings.
  await importFixtureApp(t.db, 'closed', { access: { is_private: true } });
  await importFixtureApp(t.db, 'club', { access: { is_private: true, is_subscriber_only: true } });
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.db));

const signUp = (body: unknown, options: { app?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  call(t, 'POST', '/auth/sign_up', { body, ...options });

describe('POST /api/auth/sign_up', () => {
  it('creates the member with a hashed password and signs them in', async () => {
    const res = await signUp(
      { email: ' New.Person@alpha.test ', name: ' New Person ', password: 'long enough', timezone: 'Europe/Paris' },
      { headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' } },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(userSchema.parse(body.user)).toMatchObject({
      email: 'New.Person@alpha.test',
      name: 'New Person',
      timezone: 'Europe/Paris',
      passwordless: false,
      auth_provider: null,
      isAdmin: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.appId).toBe(t.alphaId);
    expect(row?.passwordHash).not.toContain('long enough');
    expect(await verifyPassword('long enough', row!.passwordHash!)).toBe(true);
    const session = { email: body.user.email, token: body.authentication_token };
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(200);
  });

  it('sends a welcome email in the language the browser prefers', async () => {
    const welcome = t.mailer.last('new.person@alpha.test', 'welcome');
    expect(welcome).toMatchObject({
      template: 'welcome',
      name: 'New Person',
      appId: t.alphaId,
      appName: 'alpha app',
      locale: 'de',
      link: 'http://localhost:3000/',
    });
  });

  it('answers an email already used in this app, in any case, with 409 email_taken', async () => {
    const res = await signUp({ email: 'MEMBER@alpha.test', name: 'Someone Else', password: 'long enough' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'email_taken',
      message: 'This email address already exists, login to continue',
    });
  });

  it('makes the same email in another app a separate member', async () => {
    const res = await signUp(
      { email: 'member@alpha.test', name: 'Beta Person', password: 'beta password' },
      {
        app: 'beta',
      },
    );
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(users).where(eq(users.email, 'member@alpha.test'));
    expect(rows.map((row) => row.appId).sort()).toEqual([t.alphaId, t.betaId].sort());
    // A non-default app's links point at its own host.
    expect(t.mailer.last('member@alpha.test', 'welcome').link).toBe('http://beta.localhost:3000/');
  });

  it('still signs up when the welcome email cannot be sent', async () => {
    t.mailer.failing = true;
    try {
      const res = await signUp({ email: 'nomail@alpha.test', name: 'No Mail', password: 'long enough' });
      expect(res.statusCode).toBe(200);
    } finally {
      t.mailer.failing = false;
    }
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.appId, t.alphaId), eq(users.email, 'nomail@alpha.test')));
    expect(row?.name).toBe('No Mail');
  });

  const valid = { email: 'a@alpha.test', name: 'Some Name', password: 'long enough' };
  it.each([
    ['no email', { ...valid, email: undefined }, 'email', 'Field is required.'],
    ['a malformed email', { ...valid, email: 'x@y' }, 'email', 'Field must be an email.'],
    ['no name', { ...valid, name: undefined }, 'name', 'Field is required.'],
    ['a two-letter name', { ...valid, name: 'Al' }, 'name', 'Name must be longer than 2 characters.'],
    ['a 121-letter name', { ...valid, name: 'x'.repeat(121) }, 'name', 'Field cannot be longer than 120 characters.'],
    ['no password', { ...valid, password: undefined }, 'password', 'Field is required.'],
    [
      'a six-letter password',
      { ...valid, password: 'sixsix' },
      'password',
      'Password must be longer than 6 characters.',
    ],
    ['a provider without its token', { ...valid, provider: 'google' }, 'provider_id', 'Field is required.'],
    ['an unknown time zone', { ...valid, timezone: 'Mars/Olympus' }, 'timezone', 'Unknown time zone'],
  ])('answers %s with 400 and the message for the field', async (_case, body, field, message) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field });
  });

  it('holds up an address after 30 sign-ups, with Retry-After', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const res = await signUp(
        { email: 'member@alpha.test', name: 'Some Name', password: 'long enough' },
        {
          ip: '10.9.9.9',
        },
      );
      expect(res.statusCode).toBe(409);
    }
    const blocked = await signUp(
      { email: 'fresh@alpha.test', name: 'Some Name', password: 'long enough' },
      {
        ip: '10.9.9.9',
      },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json().error.message).toBe('Too many attempts. Try again in 1 minute.');
  });
});

describe('POST /api/auth/sign_up in a private app', () => {
  it('answers 403 registration_closed and creates nobody: only the owner adds members', async () => {
    const res = await signUp(
      { email: 'stranger@closed.test', name: 'Some Stranger', password: 'long enough' },
      {
        app: 'closed',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('registration_closed');
    expect(await t.db.select().from(users).where(eq(users.email, 'stranger@closed.test'))).toHaveLength(0);
  });

  it('lets strangers sign up when the app is sold by subscription', async () => {
    const res = await signUp(
      { email: 'buyer@club.test', name: 'Some Buyer', password: 'long enough' },
      {
        app: 'club',
      },
    );
    expect(res.statusCode).toBe(200);
  });
});
