import { userSchema } from '@stride/shared/schemas';
import { addMember, call, clearRateLimits, createAuthTestApp, type AuthTestApp } from '../../test/authTestSupport';
import { freezeWallClock } from '../../test/freezeWallClock';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ACCOUNT_LOGIN_CEILING } from './bruteForce/authRateLimits';
import { hashPassword } from './passwordHash';

afterEach(() => jest.useRealTimers());

// Every password check is a real scrypt (about a second on a busy CI machine).
jest.setTimeout(60_000);

let t: AuthTestApp;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  t = await createAuthTestApp();
  await addMember(t.db, t.alphaId, 'pat@alpha.test', { password: PASSWORD, name: 'Pat Alpha' });
  await addMember(t.db, t.betaId, 'pat@alpha.test', { password: 'beta password', name: 'Pat Beta' });
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.db));

const login = (body: unknown, options: { app?: string; ip?: string } = {}) =>
  call(t, 'POST', '/auth/login', { body, ...options });

describe('POST /api/auth/login with a password', () => {
  it('signs in with the login response, whatever the case of the email', async () => {
    const res = await login({ email: ' PAT@alpha.test ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(userSchema.parse(body.user)).toMatchObject({
      email: 'pat@alpha.test',
      name: 'Pat Alpha',
      passwordless: false,
    });
    expect(body.authentication_token).toEqual(expect.any(String));
    const verify = await call(t, 'POST', '/auth/verify', {
      session: { email: 'pat@alpha.test', token: body.authentication_token },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('keeps the same email in two apps apart: each app has its own member and password', async () => {
    const beta = await login({ email: 'pat@alpha.test', password: 'beta password' }, { app: 'beta' });
    expect(beta.statusCode).toBe(200);
    expect(beta.json().user.name).toBe('Pat Beta');
    expect((await login({ email: 'pat@alpha.test', password: PASSWORD }, { app: 'beta' })).statusCode).toBe(401);
    // The beta session does not open alpha.
    const session = { email: 'pat@alpha.test', token: beta.json().authentication_token };
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(401);
  });

  it('answers a wrong password with 401 invalid_credentials', async () => {
    const res = await login({ email: 'pat@alpha.test', password: 'wrong password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'Email or password is incorrect.' });
  });

  it('answers an unknown email with 401 invalid_credentials', async () => {
    const res = await login({ email: 'nobody@alpha.test', password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
  });

  it('takes as long for an unknown email as for a wrong password, so the timing does not tell who has an account', async () => {
    const timed = async (email: string) => {
      const runs: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        expect((await login({ email, password: 'not the password' }, { ip: '192.0.2.77' })).statusCode).toBe(401);
        runs.push(performance.now() - started);
      }
      return runs.sort((a, b) => a - b)[1]!;
    };
    // A member whose hash has the production parameters, as every real member's has (fixtures use cheaper ones).
    const member = await addMember(t.db, t.alphaId, 'timed@alpha.test', { name: 'Timed' });
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, member.id));
    const known = await timed('timed@alpha.test');
    const unknown = await timed('nobody-here@alpha.test');
    // Both derive one scrypt key (N = 2^17); answering an unknown email at once took 3% of the time.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('answers a member without a password with 409 password_not_set', async () => {
    const res = await login({ email: 'member@alpha.test', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('password_not_set');
  });

  it.each([
    ['no password', { email: 'pat@alpha.test' }, 'password', 'Field is required.'],
    ['an empty password', { email: 'pat@alpha.test', password: '' }, 'password', 'Field is required.'],
    ['no email', { password: PASSWORD }, 'email', 'Field is required.'],
    ['a malformed email', { email: 'not-an-email', password: PASSWORD }, 'email', 'Field must be an email.'],
    [
      'a provider without its token',
      { email: 'pat@alpha.test', provider: 'google' },
      'provider_id',
      'Field is required.',
    ],
  ])('answers %s with 400 and the §5 message for the field', async (_case, body, field, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field });
  });
});

describe('POST /api/auth/login against brute force', () => {
  async function wrongPasswords(count: number, ip?: string) {
    for (let attempt = 1; attempt <= count; attempt += 1) {
      const res = await login({ email: 'pat@alpha.test', password: `wrong ${attempt}` }, { ip });
      expect(res.statusCode).toBe(401);
    }
  }

  it('gives an account 5 free tries from one address, then 429 with Retry-After, even for the right password', async () => {
    freezeWallClock();
    await wrongPasswords(5);
    const blocked = await login({ email: 'pat@alpha.test', password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Try again in 1 minute.',
    });
    // The same email in another app is another account.
    expect((await login({ email: 'pat@alpha.test', password: 'beta password' }, { app: 'beta' })).statusCode).toBe(200);
  });

  it("does not let a stranger's wrong passwords lock the member out from their own address", async () => {
    freezeWallClock();
    await wrongPasswords(5, '198.51.100.66');
    expect((await login({ email: 'pat@alpha.test', password: PASSWORD }, { ip: '198.51.100.66' })).statusCode).toBe(
      429,
    );
    expect((await login({ email: 'pat@alpha.test', password: PASSWORD }, { ip: '203.0.113.10' })).statusCode).toBe(200);
  });

  it('still stops guessing spread over many addresses: past the account ceiling every address waits', async () => {
    freezeWallClock();
    for (let n = 1; n <= ACCOUNT_LOGIN_CEILING; n += 1) await wrongPasswords(1, `198.51.100.${n}`);
    const blocked = await login({ email: 'pat@alpha.test', password: PASSWORD }, { ip: '203.0.113.10' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
  });

  it('lets no more than the free tries through when guesses arrive all at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login({ email: 'pat@alpha.test', password: `parallel guess ${n}` })),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await login({ email: 'pat@alpha.test', password: PASSWORD })).statusCode).toBe(429);
  });

  it('forgets the failed tries of an account once it signs in', async () => {
    await wrongPasswords(4);
    expect((await login({ email: 'pat@alpha.test', password: PASSWORD })).statusCode).toBe(200);
    // Without the reset, the first of these would use up the free tries and the second would wait.
    await wrongPasswords(2);
  });

  it('holds up an address that fails 50 times across many emails', async () => {
    freezeWallClock();
    // Members, not unknown emails: an unknown email costs a production-strength scrypt, fixtures a cheap one.
    for (let n = 1; n <= 50; n += 1) await addMember(t.db, t.alphaId, `spray${n}@alpha.test`, { password: 'right' });
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      const res = await login({ email: `spray${attempt}@alpha.test`, password: 'guess' }, { ip: '10.2.2.2' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'pat@alpha.test', password: PASSWORD }, { ip: '10.2.2.2' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(60);
    expect((await login({ email: 'pat@alpha.test', password: PASSWORD }, { ip: '10.3.3.3' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/fetch', () => {
  it('tells how an email signs in', async () => {
    const member = await call(t, 'POST', '/auth/fetch', { body: { email: 'Pat@alpha.test' } });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ exists: true, current_provider: 'email', has_password: true });
    const passwordless = await call(t, 'POST', '/auth/fetch', { body: { email: 'member@alpha.test' } });
    expect(passwordless.json()).toEqual({ exists: true, current_provider: 'email', has_password: false });
    const nobody = await call(t, 'POST', '/auth/fetch', { body: { email: 'nobody@alpha.test' } });
    expect(nobody.json()).toEqual({ exists: false, current_provider: null, has_password: false });
  });

  it('looks only in the calling app', async () => {
    const res = await call(t, 'POST', '/auth/fetch', { app: 'beta', body: { email: 'member@alpha.test' } });
    expect(res.json().exists).toBe(false);
  });

  it('answers a bad email with the §5 message', async () => {
    const res = await call(t, 'POST', '/auth/fetch', { body: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message: 'Field must be an email.', field: 'email' });
  });

  it('holds up an address after 300 lookups', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 300; attempt += 1) {
      const res = await call(t, 'POST', '/auth/fetch', { body: { email: `who${attempt}@alpha.test` }, ip: '10.4.4.4' });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await call(t, 'POST', '/auth/fetch', { body: { email: 'pat@alpha.test' }, ip: '10.4.4.4' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
  });
});

describe('GET /api/auth/provider', () => {
  it('answers how the member with this email signs in, or null', async () => {
    const member = await call(t, 'GET', '/auth/provider', { query: { email: 'pat@alpha.test' } });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ current_provider: 'email' });
    const nobody = await call(t, 'GET', '/auth/provider', { query: { email: 'nobody@alpha.test' } });
    expect(nobody.json()).toEqual({ current_provider: null });
  });

  it('needs an email', async () => {
    const res = await call(t, 'GET', '/auth/provider', { query: { provider: 'google' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'email' });
  });
});
