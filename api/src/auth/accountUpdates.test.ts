import { userSchema } from '@stride/shared/schemas';
import type { UserRow } from '../db/schema';
import {
  addMember,
  call,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';
import { createMember, updateMember } from './memberAccounts';

// Passwords are hashed for real (about a second each on a busy CI machine).
jest.setTimeout(60_000);

let t: AuthTestApp;
let member: UserRow;
let session: Session;

beforeAll(async () => {
  t = await createAuthTestApp();
  member = await addMember(t.db, t.alphaId, 'kim@alpha.test', { name: 'Kim Alpha', password: 'long enough' });
  session = await sessionFor(t.db, member);
});
afterAll(() => t.close());

const update = (body: unknown, as: Session = session) => call(t, 'PUT', '/auth', { session: as, body });

describe('PUT /api/auth', () => {
  it('changes the name and time zone and answers the user', async () => {
    const res = await update({ name: ' Kim Renamed ', timezone: 'America/New_York' });
    expect(res.statusCode).toBe(200);
    expect(userSchema.parse(res.json().user)).toMatchObject({
      id: member.id,
      name: 'Kim Renamed',
      timezone: 'America/New_York',
    });
    expect(res.json().email_change_pending).toBeNull();
  });

  it('clears the time zone with null and changes nothing for an empty body', async () => {
    expect((await update({ timezone: null })).json().user.timezone).toBeNull();
    expect((await update({})).json().user).toMatchObject({ name: 'Kim Renamed', email: 'kim@alpha.test' });
  });

  it('keeps the email until the new address confirms it, and emails that address a link', async () => {
    const res = await update({ email: ' Kim.New@alpha.test ', name: 'Kim Moving' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ email: 'kim@alpha.test', name: 'Kim Moving' }),
      email_change_pending: 'kim.new@alpha.test',
    });
    const sent = t.mailer.last('kim.new@alpha.test', 'confirm_email');
    expect(sent).toMatchObject({ appId: t.alphaId, appName: 'alpha app', locale: 'en' });
    expect(sent.template === 'confirm_email' && sent.link).toMatch(
      /^http:\/\/localhost:3000\/\?email_change_token=[\w-]{43}#auth$/,
    );
    expect((await call(t, 'POST', '/auth/verify', { session })).json().user.email).toBe('kim@alpha.test');
  });

  it('changes only the case of the email at once: the address is the same', async () => {
    const res = await update({ email: 'KIM@alpha.test' });
    expect(res.json()).toMatchObject({ user: { email: 'KIM@alpha.test' }, email_change_pending: null });
    expect((await call(t, 'POST', '/auth/verify', { session })).statusCode).toBe(200);
  });

  it('answers an email another member of this app has, in any case, with 409 email_taken', async () => {
    const res = await update({ email: 'MEMBER@alpha.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'email_taken',
      message: 'This email address already exists, login to continue',
      field: 'email',
    });
  });

  it('changes nothing when the new email is taken, not even the name', async () => {
    const res = await update({ email: 'member@alpha.test', name: 'Kim Not Renamed' });
    expect(res.statusCode).toBe(409);
    expect((await call(t, 'POST', '/auth/verify', { session })).json().user.name).toBe('Kim Moving');
  });

  it('allows an email a member of another app has', async () => {
    const res = await update({ email: 'member@beta.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email_change_pending).toBe('member@beta.test');
  });

  it.each([
    ['a malformed email', { email: 'nope' }, 'email', 'Field must be an email.'],
    ['a short name', { name: 'Jo' }, 'name', 'Name must be longer than 2 characters.'],
    ['an empty name', { name: '  ' }, 'name', 'Field is required.'],
    ['an unknown time zone', { timezone: 'Nowhere/Land' }, 'timezone', 'Unknown time zone'],
  ])('answers %s with 400 and the message for the field', async (_case, body, field, message) => {
    const res = await update(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field });
  });

  it('refuses fields it does not change', async () => {
    const res = await update({ isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });

  it("refuses app A's session in app B", async () => {
    const res = await call(t, 'PUT', '/auth', { app: 'beta', session, body: { name: 'Intruder' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/set_password', () => {
  it('finishes a passwordless sign-up with a password and name, keeping the session', async () => {
    const fresh = await createMember(t.db, { appId: t.alphaId, email: 'fresh@alpha.test', name: '' });
    const freshSession = await sessionFor(t.db, fresh!);
    const res = await call(t, 'POST', '/auth/set_password', {
      session: freshSession,
      body: { password: 'a good password', name: 'Fresh Face' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { name: 'Fresh Face', passwordless: false },
      authentication_token: freshSession.token,
    });
    const loggedIn = await call(t, 'POST', '/auth/login', {
      body: { email: 'fresh@alpha.test', password: 'a good password' },
    });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('finishes the setup of a member who has a password but no name, setting both', async () => {
    const nameless = await updateMember(
      t.db,
      t.app.caches,
      (await addMember(t.db, t.alphaId, 'nameless@alpha.test', { password: 'old password' })).id,
      { name: '' },
    );
    const namelessSession = await sessionFor(t.db, nameless);
    const blocked = await call(t, 'PUT', '/auth', { session: namelessSession, body: { timezone: 'UTC' } });
    expect(blocked.json().error.code).toBe('setup_required');

    const res = await call(t, 'POST', '/auth/set_password', {
      session: namelessSession,
      body: { password: 'new password', name: 'Named Now' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Named Now', passwordless: false });
    const loggedIn = await call(t, 'POST', '/auth/login', {
      body: { email: 'nameless@alpha.test', password: 'new password' },
    });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('refuses a member who already has a password: they reset it instead', async () => {
    const res = await call(t, 'POST', '/auth/set_password', {
      session,
      body: { password: 'another password', name: 'Kim Again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
  });

  it.each([
    [
      'a short password',
      { password: 'short', name: 'Some Name' },
      'password',
      'Password must be longer than 6 characters.',
    ],
    ['no name', { password: 'long enough' }, 'name', 'Field is required.'],
    ['a short name', { password: 'long enough', name: 'Al' }, 'name', 'Name must be longer than 2 characters.'],
  ])('answers %s with 400 and the §5 message', async (_case, body, field, message) => {
    const res = await call(t, 'POST', '/auth/set_password', { session, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field });
  });
});
