import { and, eq, sql } from 'drizzle-orm';
import { userSchema } from '@stride/shared/schemas';
import { importFixtureApp } from '../../test/contentFixtures';
import { loginTokens, users } from '../db/schema';
import { issueGrant } from './loginTokens';
import { hashSessionToken } from './sessionTokens';
import { call, clearRateLimits, createAuthTestApp, linkParam, type AuthTestApp } from '../../test/authTestSupport';
import { freezeWallClock } from '../../test/freezeWallClock';

afterEach(() => jest.useRealTimers());

jest.setTimeout(60_000);

let t: AuthTestApp;
let closedId: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  // Before the first request, so the tenant cache reads these settings.
  await importFixtureApp(t.db, 'gamma');
  closedId = (await importFixtureApp(t.db, 'closed', { access: { is_private: true, passwordless_enabled: true } }))
    .appId;
  await importFixtureApp(t.db, 'club', {
    access: { is_private: true, is_subscriber_only: true, passwordless_enabled: true },
  });
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.db));

/** Asks for a passwordless email and reads its link token and code. */
async function requestEmail(email: string, app = 'alpha'): Promise<{ token: string; code: string; link: string }> {
  const res = await call(t, 'POST', '/auth/passwordless/request', { app, body: { email } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ email_sent: true });
  const sent = t.mailer.last(email, 'passwordless');
  if (sent.template !== 'passwordless') throw new Error('not a passwordless email');
  return { token: linkParam(sent.link, 'passwordless_token'), code: sent.code, link: sent.link };
}

const verify = (body: unknown, app = 'alpha') => call(t, 'POST', '/auth/passwordless/verify', { app, body });

function expectInvalid(res: { statusCode: number; json(): { error: { code: string } } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('invalid_login_token');
}

/** Moves a grant's clock back, as if it had been issued (and first used) that long ago. */
async function age(token: string, interval: string, column: 'created' | 'first_used'): Promise<void> {
  const where = eq(loginTokens.tokenHash, hashSessionToken(token));
  if (column === 'created') {
    await t.db
      .update(loginTokens)
      .set({
        createdAt: sql`${loginTokens.createdAt} - ${interval}::interval`,
        expiresAt: sql`${loginTokens.expiresAt} - ${interval}::interval`,
      })
      .where(where);
  } else {
    await t.db
      .update(loginTokens)
      .set({ firstUsedAt: sql`${loginTokens.firstUsedAt} - ${interval}::interval` })
      .where(where);
  }
}

describe('POST /api/auth/passwordless/request', () => {
  it("emails a member a link to the app's own origin and a six-digit code", async () => {
    const { token, code, link } = await requestEmail('member@alpha.test');
    expect(link).toBe(`http://localhost:3000/?passwordless_token=${token}#auth`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.mailer.last('member@alpha.test')).toMatchObject({ appId: t.alphaId, appName: 'alpha app', locale: 'en' });
  });

  it('stores the link token and the code only as hashes', async () => {
    const { token, code } = await requestEmail('member@alpha.test');
    const [row] = await t.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashSessionToken(token)));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(token);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('answers an unknown email the same, and keeps a grant for a sign-up without a member yet', async () => {
    const { token } = await requestEmail('Someone.New@alpha.test');
    const [row] = await t.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashSessionToken(token)));
    expect(row).toMatchObject({ email: 'someone.new@alpha.test', userId: null, purpose: 'passwordless' });
    const members = await t.db.select().from(users).where(eq(users.email, 'Someone.New@alpha.test'));
    expect(members).toHaveLength(0);
  });

  it('writes in the member language, else the browser language', async () => {
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'owner@alpha.test'));
    await requestEmail('owner@alpha.test');
    expect(t.mailer.last('owner@alpha.test').locale).toBe('fr');
    await call(t, 'POST', '/auth/passwordless/request', {
      body: { email: 'browser@alpha.test' },
      headers: { 'accept-language': 'xx, pt-BR;q=0.5, es;q=0.8' },
    });
    expect(t.mailer.last('browser@alpha.test').locale).toBe('es');
  });

  it('voids the earlier emails for that address', async () => {
    const first = await requestEmail('member@alpha.test');
    const second = await requestEmail('member@alpha.test');
    expectInvalid(await verify({ token: first.token }));
    expectInvalid(await verify({ token: first.code, email: 'member@alpha.test' }));
    expect((await verify({ token: second.token })).statusCode).toBe(200);
  });

  it('answers 503 email_not_sent when the email cannot be sent, and the grant is void', async () => {
    t.mailer.failing = true;
    try {
      const res = await call(t, 'POST', '/auth/passwordless/request', { body: { email: 'member@alpha.test' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('email_not_sent');
    } finally {
      t.mailer.failing = false;
    }
    const live = await t.db
      .select()
      .from(loginTokens)
      .where(and(eq(loginTokens.email, 'member@alpha.test'), sql`${loginTokens.revokedAt} is null`));
    expect(live).toHaveLength(0);
  });

  it('sends at most 5 emails to one address before it has to wait', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 5; attempt += 1) await requestEmail('flood@alpha.test');
    const res = await call(t, 'POST', '/auth/passwordless/request', {
      body: { email: 'FLOOD@alpha.test' },
      ip: '10.5.5.5',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json().error.message).toBe('Too many attempts. Try again in 1 minute.');
  });
});

describe('POST /api/auth/passwordless/verify with the link', () => {
  it('signs a member in', async () => {
    const { token } = await requestEmail('member@alpha.test');
    const res = await verify({ token });
    expect(res.statusCode).toBe(200);
    expect(userSchema.parse(res.json().user)).toMatchObject({ email: 'member@alpha.test', name: 'Member Person' });
    const session = { email: 'member@alpha.test', token: res.json().authentication_token };
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(200);
  });

  it('makes an unknown email a member without a password or name, who must finish setup', async () => {
    const { token } = await requestEmail('fresh@alpha.test');
    const res = await verify({ token });
    expect(res.statusCode).toBe(200);
    const { user, authentication_token } = res.json();
    expect(user).toMatchObject({ email: 'fresh@alpha.test', name: '', passwordless: true });
    const session = { email: 'fresh@alpha.test', token: authentication_token };
    expect((await call(t, 'PUT', '/auth', { session, body: { name: 'Fresh Person' } })).json().error.code).toBe(
      'setup_required',
    );
    const setup = await call(t, 'POST', '/auth/set_password', {
      session,
      body: { password: 'long enough', name: 'Fresh Person' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().user).toMatchObject({ name: 'Fresh Person', passwordless: false });
    expect(setup.json().authentication_token).toBe(authentication_token);
    expect((await call(t, 'PUT', '/auth', { session, body: { timezone: 'UTC' } })).statusCode).toBe(200);
  });

  it('survives mail scanners: works 3 times, and the 4th is refused', async () => {
    const { token } = await requestEmail('member@alpha.test');
    for (let use = 1; use <= 3; use += 1) expect((await verify({ token })).statusCode).toBe(200);
    expectInvalid(await verify({ token }));
  });

  it('works for only 10 minutes after its first use', async () => {
    const { token } = await requestEmail('member@alpha.test');
    expect((await verify({ token })).statusCode).toBe(200);
    await age(token, '9 minutes', 'first_used');
    expect((await verify({ token })).statusCode).toBe(200);
    await age(token, '2 minutes', 'first_used');
    expectInvalid(await verify({ token }));
  });

  it('expires 24 hours after it was sent', async () => {
    const { token } = await requestEmail('member@alpha.test');
    await age(token, '23 hours 59 minutes', 'created');
    const fresh = await requestEmail('owner@alpha.test');
    await age(fresh.token, '24 hours 1 minute', 'created');
    expectInvalid(await verify({ token: fresh.token }));
    expect((await verify({ token })).statusCode).toBe(200);
  });

  it("refuses app A's link in app B, even for the same email there", async () => {
    const { token } = await requestEmail('member@alpha.test');
    await call(t, 'POST', '/auth/sign_up', {
      app: 'beta',
      body: { email: 'member@alpha.test', name: 'Beta Person', password: 'long enough' },
    });
    expectInvalid(await verify({ token }, 'beta'));
    expect((await verify({ token })).statusCode).toBe(200);
  });

  it('refuses a link used with another email than it was sent to', async () => {
    const { token } = await requestEmail('member@alpha.test');
    expectInvalid(await verify({ token, email: 'owner@alpha.test' }));
    expect((await verify({ token, email: 'MEMBER@alpha.test' })).statusCode).toBe(200);
  });

  it('makes an address wait after 30 wrong links', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expectInvalid(
        await call(t, 'POST', '/auth/passwordless/verify', { body: { token: `guess-${attempt}` }, ip: '10.6.6.6' }),
      );
    }
    const res = await call(t, 'POST', '/auth/passwordless/verify', { body: { token: 'guess' }, ip: '10.6.6.6' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});

describe('POST /api/auth/passwordless/verify with the code', () => {
  it("gives three sessions in total with the link's uses: the code fails after the link's three", async () => {
    const { token, code } = await requestEmail('member@alpha.test');
    for (let use = 1; use <= 3; use += 1) expect((await verify({ token })).statusCode).toBe(200);
    expectInvalid(await verify({ token: code, email: 'member@alpha.test' }));
  });

  it('counts the code as one of the three: the link then works twice more', async () => {
    const { token, code } = await requestEmail('member@alpha.test');
    expect((await verify({ token: code, email: 'member@alpha.test' })).statusCode).toBe(200);
    for (let use = 1; use <= 2; use += 1) expect((await verify({ token })).statusCode).toBe(200);
    expectInvalid(await verify({ token }));
  });

  it('signs in with the code and the email it was sent to, once', async () => {
    const { code } = await requestEmail('member@alpha.test');
    const res = await verify({ token: code, email: 'Member@alpha.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('member@alpha.test');
    expectInvalid(await verify({ token: code, email: 'member@alpha.test' }));
  });

  it('needs the email', async () => {
    const { code } = await requestEmail('member@alpha.test');
    const res = await verify({ token: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message: 'Field is required.', field: 'email' });
  });

  it('works for 15 minutes', async () => {
    const { token, code } = await requestEmail('member@alpha.test');
    await age(token, '16 minutes', 'created');
    expectInvalid(await verify({ token: code, email: 'member@alpha.test' }));
    // The link of the same email still works for its 24 hours.
    expect((await verify({ token })).statusCode).toBe(200);
  });

  it('dies after 5 wrong codes, and takes its link with it', async () => {
    const { token, code } = await requestEmail('member@alpha.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectInvalid(await verify({ token: wrong, email: 'member@alpha.test' }));
    }
    expectInvalid(await verify({ token: code, email: 'member@alpha.test' }));
    expectInvalid(await verify({ token }));
    const [row] = await t.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashSessionToken(token)));
    expect(row?.failedCodeAttempts).toBe(5);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("refuses app A's code in app B", async () => {
    const { code } = await requestEmail('member@alpha.test');
    expectInvalid(await verify({ token: code, email: 'member@alpha.test' }, 'beta'));
    expect((await verify({ token: code, email: 'member@alpha.test' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify_subscriber', () => {
  it('emails a sign-in to a new email, which becomes a member with that name only when it is used', async () => {
    const res = await call(t, 'POST', '/auth/verify_subscriber', {
      body: { email: 'subscriber@alpha.test', name: 'Sub Scriber' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_sent: true });
    const subscriber = and(eq(users.appId, t.alphaId), eq(users.email, 'subscriber@alpha.test'));
    expect(await t.db.select().from(users).where(subscriber)).toHaveLength(0);

    const sent = t.mailer.last('subscriber@alpha.test', 'passwordless');
    if (sent.template !== 'passwordless') throw new Error('not a passwordless email');
    const signIn = await verify({ token: linkParam(sent.link, 'passwordless_token') });
    expect(signIn.statusCode).toBe(200);
    const [member] = await t.db.select().from(users).where(subscriber);
    expect(member).toMatchObject({ name: 'Sub Scriber', passwordHash: null });
    expect(signIn.json().user).toMatchObject({ id: member?.id, name: 'Sub Scriber', passwordless: true });
  });

  it('gives the name also to a member who signs up with the code', async () => {
    await call(t, 'POST', '/auth/verify_subscriber', { body: { email: 'coder@alpha.test', name: 'Code Person' } });
    const sent = t.mailer.last('coder@alpha.test', 'passwordless');
    if (sent.template !== 'passwordless') throw new Error('not a passwordless email');
    const signIn = await verify({ token: sent.code, email: 'coder@alpha.test' });
    expect(signIn.json().user).toMatchObject({ email: 'coder@alpha.test', name: 'Code Person' });
  });

  it('keeps the name of an existing member', async () => {
    const res = await call(t, 'POST', '/auth/verify_subscriber', {
      body: { email: 'owner@alpha.test', name: 'Another Name' },
    });
    expect(res.statusCode).toBe(200);
    const [owner] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.appId, t.alphaId), eq(users.email, 'owner@alpha.test')));
    expect(owner?.name).toBe('Owner Person');
  });

  it('checks the name with the §5 message', async () => {
    const res = await call(t, 'POST', '/auth/verify_subscriber', { body: { email: 'x@alpha.test', name: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'Name must be longer than 2 characters.',
      field: 'name',
    });
  });
});

describe('in an app that did not turn passwordless sign-in on', () => {
  it.each([
    ['/auth/passwordless/request', { email: 'member@gamma.test' }],
    ['/auth/passwordless/verify', { token: '123456', email: 'member@gamma.test' }],
    ['/auth/verify_subscriber', { email: 'new@gamma.test', name: 'New Person' }],
  ])('POST %s answers 404 passwordless_not_available and sends nothing', async (url, body) => {
    const before = t.mailer.sent.length;
    const res = await call(t, 'POST', url, { app: 'gamma', body });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('passwordless_not_available');
    expect(t.mailer.sent).toHaveLength(before);
  });
});

describe('in a private app, where only the owner adds members', () => {
  it('answers an unknown email as any other, but sends nothing and keeps no grant', async () => {
    const before = t.mailer.sent.length;
    const res = await call(t, 'POST', '/auth/passwordless/request', {
      app: 'closed',
      body: { email: 'stranger@closed.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_sent: true });
    expect(t.mailer.sent).toHaveLength(before);
    expect(await t.db.select().from(loginTokens).where(eq(loginTokens.email, 'stranger@closed.test'))).toHaveLength(0);
  });

  it('signs its members in as before', async () => {
    const { code } = await requestEmail('member@closed.test', 'closed');
    const res = await verify({ token: code, email: 'member@closed.test' }, 'closed');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('member@closed.test');
  });

  it('refuses verify_subscriber with 403 registration_closed', async () => {
    const res = await call(t, 'POST', '/auth/verify_subscriber', {
      app: 'closed',
      body: { email: 'stranger@closed.test', name: 'Some Stranger' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('registration_closed');
  });

  it('creates no member from a sign-up link sent before the app closed', async () => {
    const { token } = await issueGrant(t.db, {
      appId: closedId,
      email: 'early@closed.test',
      userId: null,
      purpose: 'passwordless',
    });
    const res = await verify({ token }, 'closed');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('registration_closed');
    expect(await t.db.select().from(users).where(eq(users.email, 'early@closed.test'))).toHaveLength(0);
  });

  it('lets strangers sign up when the app is sold by subscription', async () => {
    const { token } = await requestEmail('buyer@club.test', 'club');
    const res = await verify({ token }, 'club');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'buyer@club.test', passwordless: true });
  });
});

describe('a sign-in link of a member whose email changed since', () => {
  it('no longer works, neither the link nor the code', async () => {
    const { token, code } = await requestEmail('member@beta.test', 'beta');
    await t.db.update(users).set({ email: 'renamed@beta.test' }).where(eq(users.email, 'member@beta.test'));
    expectInvalid(await verify({ token }, 'beta'));
    expectInvalid(await verify({ token: code, email: 'member@beta.test' }, 'beta'));
  });
});
