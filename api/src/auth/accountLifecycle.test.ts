import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import {
  addMember,
  call,
  clearRateLimits,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
} from '../../test/authTestSupport';

// Passwords are hashed for real (about a second each on a busy CI machine).
jest.setTimeout(60_000);

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterEach(() => clearRateLimits(t.db));
afterAll(() => t.close());

describe('PUT /auth/password', () => {
  it('changes the password with the current one, signs other devices out and keeps this one', async () => {
    const row = await addMember(t.db, t.alphaId, 'change@alpha.test', { password: 'old password' });
    const here = await sessionFor(t.db, row);
    const elsewhere = await sessionFor(t.db, row);
    const body = { current_password: 'old password', password: 'new password', password_confirmation: 'new password' };
    const res = await call(t, 'PUT', '/auth/password', { session: here, body });
    expect(res.statusCode).toBe(200);
    expect((await call(t, 'POST', '/auth/verify', { session: here })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/auth/verify', { session: elsewhere })).statusCode).toBe(401);
    const login = await call(t, 'POST', '/auth/login', {
      body: { email: 'change@alpha.test', password: 'new password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short one and a confirmation that does not match', async () => {
    const row = await addMember(t.db, t.alphaId, 'wrong@alpha.test', { password: 'old password' });
    const session = await sessionFor(t.db, row);
    const wrong = await call(t, 'PUT', '/auth/password', {
      session,
      body: { current_password: 'nope nope', password: 'new password', password_confirmation: 'new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_current_password', field: 'current_password' });
    const short = await call(t, 'PUT', '/auth/password', {
      session,
      body: { current_password: 'old password', password: 'short', password_confirmation: 'short' },
    });
    expect(short.json().error.message).toContain('Password must be longer than 6 characters.');
    const mismatch = await call(t, 'PUT', '/auth/password', {
      session,
      body: { current_password: 'old password', password: 'new password', password_confirmation: 'other one' },
    });
    expect(mismatch.json().error.message).toContain("Passwords don't match");
  });
});

describe('PUT /auth/password without a password', () => {
  it('answers 409 password_not_set, never wrong_current_password, and counts no login attempt', async () => {
    const row = await addMember(t.db, t.alphaId, 'social@alpha.test', { name: 'Social Member' });
    await t.db.update(users).set({ authProvider: 'google' }).where(eq(users.id, row.id));
    const session = await sessionFor(t.db, row);
    const body = { current_password: 'a guess', password: 'new password', password_confirmation: 'new password' };
    // More tries than the account's free attempts: none of them is counted, so none is refused with 429.
    for (let i = 0; i < 7; i += 1) {
      const res = await call(t, 'PUT', '/auth/password', { session, body });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('password_not_set');
      expect(res.json().error.message).toContain('Forgot password?');
    }
    await t.db
      .update(users)
      .set({
        passwordHash: (await addMember(t.db, t.alphaId, 'hash@alpha.test', { password: 'a guess' })).passwordHash,
      })
      .where(eq(users.id, row.id));
    // A new session: the first one's member (without a password) is cached.
    const withPassword = await sessionFor(t.db, row);
    expect((await call(t, 'PUT', '/auth/password', { session: withPassword, body })).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  it('mails a code; the code deletes the member, ends every session and the email no longer signs in', async () => {
    const row = await addMember(t.db, t.alphaId, 'leave@alpha.test', { password: 'long enough' });
    const session = await sessionFor(t.db, row);
    const other = await sessionFor(t.db, row);
    const asked = await call(t, 'POST', '/auth/delete_account/request', { session });
    expect(asked.json()).toEqual({ email_sent: true });
    const mail = t.mailer.last('leave@alpha.test', 'delete_account');
    if (mail.template !== 'delete_account') throw new Error('not a deletion email');
    // alpha is the default app: served on the plain host.
    expect(mail.link).toBe('http://localhost:3000/me/privacy');

    const res = await call(t, 'POST', '/auth/delete_account', { session, body: { code: mail.code } });
    expect(res.json()).toEqual({ deleted: true });
    expect(await t.db.select().from(users).where(eq(users.id, row.id))).toEqual([]);
    expect((await call(t, 'POST', '/auth/verify', { session: other })).statusCode).toBe(401);
    const login = await call(t, 'POST', '/auth/login', {
      body: { email: 'leave@alpha.test', password: 'long enough' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers the deletion as done when the avatar file cannot be removed after the member is gone', async () => {
    const row = await addMember(t.db, t.alphaId, 'stuck@alpha.test', { password: 'long enough' });
    // A folder where the avatar file should be: unlink fails (EISDIR/EPERM), not as a missing file.
    const avatar = '/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAA.png';
    await mkdir(path.join(t.dataDir, avatar), { recursive: true });
    await t.db
      .update(users)
      .set({ avatarUrls: { original: avatar } })
      .where(eq(users.id, row.id));
    const session = await sessionFor(t.db, row);
    await call(t, 'POST', '/auth/delete_account/request', { session });
    const mail = t.mailer.last('stuck@alpha.test', 'delete_account');
    if (mail.template !== 'delete_account') throw new Error('not a deletion email');
    const res = await call(t, 'POST', '/auth/delete_account', { session, body: { code: mail.code } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await t.db.select().from(users).where(eq(users.id, row.id))).toEqual([]);
  });

  it('keeps the account for a wrong code, and a code works only for the member it was sent to', async () => {
    const row = await addMember(t.db, t.alphaId, 'stay@alpha.test', { password: 'long enough' });
    const session = await sessionFor(t.db, row);
    const bystander = await sessionFor(
      t.db,
      await addMember(t.db, t.alphaId, 'by@alpha.test', { password: 'long enough' }),
    );
    await call(t, 'POST', '/auth/delete_account/request', { session });
    const mail = t.mailer.last('stay@alpha.test', 'delete_account');
    if (mail.template !== 'delete_account') throw new Error('not a deletion email');
    const wrongCode = mail.code === '000000' ? '111111' : '000000';
    const wrong = await call(t, 'POST', '/auth/delete_account', { session, body: { code: wrongCode } });
    expect(wrong.json().error.code).toBe('invalid_deletion_code');
    const theirs = await call(t, 'POST', '/auth/delete_account', { session: bystander, body: { code: mail.code } });
    expect(theirs.statusCode).toBe(400);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, row.id))).toHaveLength(1);
  });
});
