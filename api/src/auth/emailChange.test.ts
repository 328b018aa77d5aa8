import { eq, sql } from 'drizzle-orm';
import { loginTokens, type UserRow } from '../db/schema';
import {
  addMember,
  call,
  clearRateLimits,
  createAuthTestApp,
  linkParam,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';
import { hashSessionToken } from './sessionTokens';
import { freezeWallClock } from '../../test/freezeWallClock';

afterEach(() => jest.useRealTimers());

// Passwords are hashed for real (about a second each on a busy CI machine).
jest.setTimeout(60_000);

const PASSWORD = 'long enough';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterEach(() => clearRateLimits(t.db));
afterAll(() => t.close());

/** PUT /auth {email} as the member, then the token of the confirmation link the new address got. */
async function askToChange(session: Session, newEmail: string): Promise<string> {
  const res = await call(t, 'PUT', '/auth', { session, body: { email: newEmail } });
  expect(res.json()).toMatchObject({ email_change_pending: newEmail.toLowerCase() });
  const sent = t.mailer.last(newEmail, 'confirm_email');
  if (sent.template !== 'confirm_email') throw new Error('not a confirmation');
  return linkParam(sent.link, 'email_change_token');
}

const confirm = (token: string, app?: string) => call(t, 'POST', '/auth/confirm_email', { app, body: { token } });
const verify = (session: Session) => call(t, 'POST', '/auth/verify', { session });
const logIn = (email: string) => call(t, 'POST', '/auth/login', { body: { email, password: PASSWORD } });

async function member(email: string): Promise<{ row: UserRow; session: Session }> {
  const row = await addMember(t.db, t.alphaId, email, { name: 'Mo Mover', password: PASSWORD });
  return { row, session: await sessionFor(t.db, row) };
}

describe('POST /api/auth/confirm_email', () => {
  it('confirms the new email from the link, without a session; the session then goes with the new email', async () => {
    const { row, session } = await member('cora@alpha.test');
    const token = await askToChange(session, 'cora.new@alpha.test');

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ id: row.id, email: 'cora.new@alpha.test' }) });

    const moved = { ...session, email: 'cora.new@alpha.test' };
    expect((await verify(moved)).json().user).toMatchObject({ id: row.id, email: 'cora.new@alpha.test' });
    expect((await verify(session)).statusCode).toBe(401);
    expect((await logIn('cora.new@alpha.test')).statusCode).toBe(200);
    expect((await logIn('cora@alpha.test')).statusCode).toBe(401);
  });

  it('keeps the old email signing in, by password, emailed link or session, until the change is confirmed', async () => {
    const { row, session } = await member('stay@alpha.test');
    await call(t, 'POST', '/auth/passwordless/request', { body: { email: 'stay@alpha.test' } });
    const signInLink = linkParam(t.mailer.last('stay@alpha.test', 'passwordless').link, 'passwordless_token');
    await askToChange(session, 'stay.new@alpha.test');

    expect((await logIn('stay@alpha.test')).statusCode).toBe(200);
    expect((await verify(session)).json().user.email).toBe('stay@alpha.test');
    expect((await verify({ ...session, email: 'stay.new@alpha.test' })).statusCode).toBe(401);
    const signedIn = await call(t, 'POST', '/auth/passwordless/verify', { body: { token: signInLink } });
    expect(signedIn.json().user).toMatchObject({ id: row.id, email: 'stay@alpha.test' });
  });

  it('voids the sign-in and reset links still out, sent to the old address or asked for the new one', async () => {
    const { row, session } = await member('mover@alpha.test');
    const emailed = async (kind: 'passwordless' | 'reset_password', email: string) => {
      if (kind === 'passwordless') await call(t, 'POST', '/auth/passwordless/request', { body: { email } });
      else await call(t, 'GET', '/auth/reset_password', { query: { email } });
      return linkParam(t.mailer.last(email, kind).link, kind === 'passwordless' ? 'passwordless_token' : 'reset_token');
    };
    const oldSignIn = await emailed('passwordless', 'mover@alpha.test');
    const oldReset = await emailed('reset_password', 'mover@alpha.test');
    const newSignUp = await emailed('passwordless', 'moved@alpha.test');

    expect((await confirm(await askToChange(session, 'moved@alpha.test'))).statusCode).toBe(200);

    for (const token of [oldSignIn, newSignUp]) {
      const used = await call(t, 'POST', '/auth/passwordless/verify', { body: { token } });
      expect(used.json().error.code).toBe('invalid_login_token');
    }
    const reset = await call(t, 'POST', '/auth/reset_password', {
      body: { token: oldReset, password: 'taken over', password_confirmation: 'taken over' },
    });
    expect(reset.json().error.code).toBe('invalid_login_token');
    // A link asked for after the change works.
    const fresh = await emailed('passwordless', 'moved@alpha.test');
    const signedIn = await call(t, 'POST', '/auth/passwordless/verify', { body: { token: fresh } });
    expect(signedIn.json().user).toMatchObject({ id: row.id, email: 'moved@alpha.test' });
  });

  it('refuses a used link, an expired one, a newer request’s predecessor and another app’s with 400', async () => {
    const { session } = await member('refused@alpha.test');
    const used = await askToChange(session, 'refused.1@alpha.test');
    expect((await confirm(used)).statusCode).toBe(200);
    const moved = { ...session, email: 'refused.1@alpha.test' };

    const expired = await askToChange(moved, 'refused.2@alpha.test');
    await t.db
      .update(loginTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginTokens.tokenHash, hashSessionToken(expired)));
    const superseded = await askToChange(moved, 'refused.3@alpha.test');
    const newest = await askToChange(moved, 'refused.4@alpha.test');

    for (const [token, app] of [[used], [expired], [superseded], ['not-a-token'], [newest, 'beta']]) {
      const res = await confirm(token!, app);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_login_token');
    }
    expect((await verify(moved)).json().user.email).toBe('refused.1@alpha.test');
    expect((await confirm(newest)).json().user.email).toBe('refused.4@alpha.test');
  });

  it('keeps a member’s link working when another member asks for the same address', async () => {
    const first = await member('first@alpha.test');
    const second = await member('second@alpha.test');
    const token = await askToChange(first.session, 'wanted@alpha.test');
    await askToChange(second.session, 'wanted@alpha.test');
    expect((await confirm(token)).json().user).toMatchObject({ id: first.row.id, email: 'wanted@alpha.test' });
  });

  it('answers 409 email_taken when the new address became a member meanwhile, and keeps the old email', async () => {
    const { session } = await member('early@alpha.test');
    const token = await askToChange(session, 'late@alpha.test');
    await addMember(t.db, t.alphaId, 'late@alpha.test');

    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_taken', field: 'email' });
    expect((await verify(session)).json().user.email).toBe('early@alpha.test');
  });

  it('answers 503 email_not_sent when the confirmation cannot be sent, and changes nothing', async () => {
    const { session } = await member('unsent@alpha.test');
    t.mailer.failing = true;
    try {
      const res = await call(t, 'PUT', '/auth', {
        session,
        body: { email: 'unsent.new@alpha.test', name: 'New Name' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('email_not_sent');
    } finally {
      t.mailer.failing = false;
    }
    expect((await verify(session)).json().user).toMatchObject({ email: 'unsent@alpha.test', name: 'Mo Mover' });
  });

  it('sends at most 5 confirmations to one address before it has to wait', async () => {
    const { session } = await member('bomber@alpha.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) await askToChange(session, 'target@alpha.test');
    const res = await call(t, 'PUT', '/auth', { session, body: { email: 'target@alpha.test' } });
    expect(res.statusCode).toBe(429);
  });

  it('makes an address wait after 30 wrong tokens', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const res = await call(t, 'POST', '/auth/confirm_email', { body: { token: `guess-${attempt}` }, ip: '10.8.8.8' });
      expect(res.json().error.code).toBe('invalid_login_token');
    }
    const res = await call(t, 'POST', '/auth/confirm_email', { body: { token: 'guess' }, ip: '10.8.8.8' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });

  it('needs a token', async () => {
    const res = await call(t, 'POST', '/auth/confirm_email', { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message: 'Field is required.', field: 'token' });
  });
});
