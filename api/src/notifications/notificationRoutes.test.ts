import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type PushPayload } from '@stride/shared/notifications';
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
import { apps, notificationSettings, pushSubscriptions, users, type UserRow } from '../db/schema';
import type { OutgoingEmail } from '../email/Mailer';
import { startLocalPushService, type LocalPushService } from './localPushService';
import type { MemberNotification } from './Notifier';

let t: AuthTestApp;
let pushService: LocalPushService;
let ana: UserRow;
let anaSession: Session;
let ben: UserRow;
let benSession: Session;

const reminder: MemberNotification = {
  kind: 'reminder',
  reminder: 'fifteen_minutes',
  item: { title: 'Day 1', path: '/programs/day-1', date: '2026-03-09', starts_at: '2026-03-09T13:45:00Z' },
  timezone: 'America/New_York',
};
const blast: MemberNotification = { kind: 'blast', title: 'New program', body: 'Starts Monday.', path: '/new' };

beforeAll(async () => {
  t = await createAuthTestApp();
  pushService = await startLocalPushService();
  ana = await addMember(t.db, t.alphaId, 'ana@example.com', { name: 'Ana', password: 'pw-ana-123' });
  ben = await addMember(t.db, t.alphaId, 'ben@example.com', { name: 'Ben', password: 'pw-ben-123' });
  anaSession = await sessionFor(t.db, ana);
  benSession = await sessionFor(t.db, ben);
});

afterAll(async () => {
  await pushService.close();
  await t.close();
});

beforeEach(async () => {
  await t.db.delete(notificationSettings);
  await t.db.delete(pushSubscriptions);
  await clearRateLimits(t.db);
  t.mailer.sent.length = 0;
});

const device = (id: string) => ({ 'x-device-id': id });

async function subscribeDevice(session: Session, deviceId: string) {
  const settings = await call(t, 'GET', '/notifications/push_settings', { session, headers: device(deviceId) });
  const subscription = await pushService.subscribe(settings.json().public_key);
  const res = await call(t, 'PUT', '/notifications/push', {
    session,
    headers: device(deviceId),
    body: { token: subscription.json, provider: 'web', status: 'enabled' },
  });
  expect(res.statusCode).toBe(204);
  return subscription;
}

describe('GET and PUT /api/notifications', () => {
  it('answers the defaults to a member who never changed anything, and 401 to a guest', async () => {
    const res = await call(t, 'GET', '/notifications', { session: anaSession });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect((await call(t, 'GET', '/notifications')).statusCode).toBe(401);
  });

  it('changes any subset and answers every setting; the change is kept and is only the member’s', async () => {
    const res = await call(t, 'PUT', '/notifications', {
      session: anaSession,
      body: { is_daily_reminders: true, receive_blast_notifications: false },
    });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULT_NOTIFICATION_SETTINGS, is_daily_reminders: true, receive_blast_notifications: false };
    expect(res.json()).toEqual(expected);
    await call(t, 'PUT', '/notifications', { session: anaSession, body: { is_weekly_reminders: true } });
    expect((await call(t, 'GET', '/notifications', { session: anaSession })).json()).toEqual({
      ...expected,
      is_weekly_reminders: true,
    });
    expect((await call(t, 'GET', '/notifications', { session: benSession })).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
  });

  it.each([
    [{ receive_reminders_via_sms: true }, 'receive_reminders_via_sms'],
    [{ remind_day_of: 'yes' }, 'remind_day_of'],
  ])('refuses %p with a 400 naming the field, changing nothing', async (body, field) => {
    const res = await call(t, 'PUT', '/notifications', {
      session: anaSession,
      body: { is_daily_reminders: true, ...body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
    expect((await call(t, 'GET', '/notifications', { session: anaSession })).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
  });
});

describe('push registration', () => {
  it("stores this device's subscription and reports its status with the VAPID public key", async () => {
    const before = await call(t, 'GET', '/notifications/push_settings', { session: anaSession, headers: device('p1') });
    expect(before.json()).toEqual({ public_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), status: null });
    await subscribeDevice(anaSession, 'p1');
    const after = await call(t, 'GET', '/notifications/push_settings', { session: anaSession, headers: device('p1') });
    expect(after.json()).toEqual({ public_key: before.json().public_key, status: 'enabled' });
    const other = await call(t, 'GET', '/notifications/push_settings', { session: anaSession, headers: device('p2') });
    expect(other.json().status).toBeNull();
  });

  it('replaces the registration of a device, named by pusher_device_id or X-Device-Id', async () => {
    const subscription = await pushService.subscribe(
      (await call(t, 'GET', '/notifications/push_settings', { session: anaSession })).json().public_key,
    );
    const body = { token: subscription.json, provider: 'web', status: 'enabled', pusher_device_id: 'named' };
    expect((await call(t, 'PUT', '/notifications/push', { session: anaSession, body })).statusCode).toBe(204);
    const off = { ...body, status: 'disabled' };
    expect((await call(t, 'PUT', '/notifications/push', { session: anaSession, body: off })).statusCode).toBe(204);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.id));
    expect(rows.map((row) => [row.deviceId, row.status, row.endpoint])).toEqual([
      ['named', 'disabled', subscription.endpoint],
    ]);
  });

  it('gives a shared browser to the member who turned push on last: the one before stops getting pushes there', async () => {
    const subscription = await subscribeDevice(anaSession, 'laptop');
    const res = await call(t, 'PUT', '/notifications/push', {
      session: benSession,
      headers: device('laptop'),
      body: { token: subscription.json, provider: 'web', status: 'enabled' },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.db.select().from(pushSubscriptions);
    expect(rows.map((row) => [row.userId, row.status])).toEqual([[ben.id, 'enabled']]);
  });

  it("turns this device's push off when the member signs out on it", async () => {
    await subscribeDevice(anaSession, 'phone');
    const session = await sessionFor(t.db, ana);
    expect((await call(t, 'POST', '/auth/logout', { session, headers: device('phone') })).statusCode).toBe(204);
    const status = await call(t, 'GET', '/notifications/push_settings', {
      session: anaSession,
      headers: device('phone'),
    });
    expect(status.json().status).toBe('disabled');
  });

  it("turns a device's push off without a subscription, as a browser that lost its own can", async () => {
    await subscribeDevice(anaSession, 'lost');
    const off = { token: 'none', provider: 'web', status: 'disabled' };
    const res = await call(t, 'PUT', '/notifications/push', {
      session: anaSession,
      headers: device('lost'),
      body: off,
    });
    expect(res.statusCode).toBe(204);
    const status = await call(t, 'GET', '/notifications/push_settings', {
      session: anaSession,
      headers: device('lost'),
    });
    expect(status.json().status).toBe('disabled');
    // A device with no registration has nothing to turn off, and gets none.
    const none = await call(t, 'PUT', '/notifications/push', {
      session: anaSession,
      headers: device('new'),
      body: off,
    });
    expect(none.statusCode).toBe(204);
    const after = await call(t, 'GET', '/notifications/push_settings', { session: anaSession, headers: device('new') });
    expect(after.json().status).toBeNull();
  });

  it.each([
    [{ token: 'not json', provider: 'web', status: 'enabled' }, 'token'],
    [{ token: '{"endpoint":"https://push.example.com/x"}', provider: 'web', status: 'enabled' }, 'token'],
    [{ token: 't', provider: 'carrier-pigeon', status: 'enabled' }, 'provider'],
    [{ token: 't', provider: 'fcm', status: 'on' }, 'status'],
  ])('refuses %p with a 400 naming %s', async (body, field) => {
    const res = await call(t, 'PUT', '/notifications/push', { session: anaSession, headers: device('d'), body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
  });

  it('refuses a registration that names no device', async () => {
    const body = { token: 'native-token', provider: 'fcm', status: 'enabled' };
    const res = await call(t, 'PUT', '/notifications/push', { session: anaSession, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('pusher_device_id');
  });
});

describe('app.notifier', () => {
  it('pushes a reminder to the member’s browser through a real push service, decryptable, opening its page', async () => {
    const phone = await subscribeDevice(anaSession, 'phone');
    await t.app.notifier.notify(ana.id, reminder);
    const received = pushService.received(phone).map((text) => JSON.parse(text) as PushPayload);
    expect(received).toEqual([
      {
        title: 'In 15 minutes: Day 1',
        body: 'Day 1 starts at 9:45 AM.',
        url: '/programs/day-1',
        tag: 'reminder:/programs/day-1:2026-03-09',
      },
    ]);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const gone = await subscribeDevice(anaSession, 'old-phone');
    pushService.expire(gone);
    await t.app.notifier.notify(ana.id, reminder);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.id))).toEqual([]);
  });

  it('emails in the member’s language, else the app’s default one, with the one-click unsubscribe headers', async () => {
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.id));
    await t.db
      .update(apps)
      .set({ locales: [{ locale: 'de', status: 'default' }] })
      .where(eq(apps.id, t.alphaId));
    try {
      await t.app.notifier.notify(ana.id, reminder);
      await t.app.notifier.notify(ben.id, reminder);
    } finally {
      await t.db.update(users).set({ language: null }).where(eq(users.id, ana.id));
      await t.db.update(apps).set({ locales: [] }).where(eq(apps.id, t.alphaId));
    }
    const toAna = t.mailer.last('ana@example.com', 'reminder');
    expect(toAna.locale).toBe('es');
    expect(t.mailer.last('ben@example.com', 'reminder').locale).toBe('de');
    expect(toAna).toMatchObject({ link: 'http://localhost:3000/programs/day-1', appName: expect.any(String) });
    const oneClick = /^<(.+)>$/.exec(toAna.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(new URL(oneClick).pathname).toBe('/api/notifications/unsubscribe');
    expect(toAna.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('uses only the channels the member’s settings allow', async () => {
    const phone = await subscribeDevice(anaSession, 'phone');
    await call(t, 'PUT', '/notifications', { session: anaSession, body: { receive_reminders_via_email: false } });
    await t.app.notifier.notify(ana.id, reminder);
    await call(t, 'PUT', '/notifications', { session: anaSession, body: { is_all_reminders_inactive: true } });
    await t.app.notifier.notify(ana.id, reminder);
    await call(t, 'PUT', '/notifications', { session: anaSession, body: { receive_blast_notifications: false } });
    await t.app.notifier.notify(ana.id, blast);
    expect(pushService.received(phone)).toHaveLength(1);
    expect(t.mailer.sent).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  async function emailTo(member: UserRow, notification: MemberNotification): Promise<OutgoingEmail> {
    await t.app.notifier.notify(member.id, notification);
    return t.mailer.last(member.email);
  }
  const pageLink = (email: OutgoingEmail) => ('unsubscribeLink' in email ? email.unsubscribeLink : '');
  const linkBody = (link: string) => ({
    subscriber_id: linkParam(link, 'subscriber_id'),
    type: linkParam(link, 'type'),
    token: linkParam(link, 'token'),
  });
  const settingsOf = async (session: Session) => (await call(t, 'GET', '/notifications', { session })).json();

  it('turns off that type of email from the unsubscribe page, signed out, and says for whom', async () => {
    const link = pageLink(await emailTo(ana, blast));
    expect(new URL(link).pathname).toBe('/me/unsubscribe');
    const res = await call(t, 'PUT', '/notifications/unsubscribe', { body: linkBody(link) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'blast', email: 'a***@example.com', app_name: expect.any(String) });
    expect(await settingsOf(anaSession)).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      receive_blast_notifications: false,
    });
  });

  it('turns off reminder emails only (push reminders stay) from a reminder email', async () => {
    const link = pageLink(await emailTo(ana, reminder));
    expect((await call(t, 'PUT', '/notifications/unsubscribe', { body: linkBody(link) })).statusCode).toBe(200);
    expect(await settingsOf(anaSession)).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      receive_reminders_via_email: false,
    });
  });

  it('cannot be forged, used for another member, nor for another type: 403 and nothing changes', async () => {
    const body = linkBody(pageLink(await emailTo(ana, blast)));
    const forged = { ...body, token: `${body.token.slice(0, -2)}xx` };
    const otherMember = { ...body, subscriber_id: ben.id };
    const otherType = { ...body, type: 'message' };
    const unknown = { ...body, subscriber_id: '00000000-0000-4000-8000-000000000000' };
    for (const attempt of [forged, otherMember, otherType, unknown]) {
      const res = await call(t, 'PUT', '/notifications/unsubscribe', { body: attempt });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('invalid_unsubscribe_link');
    }
    expect(await settingsOf(anaSession)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(await settingsOf(benSession)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('refuses a malformed link with a 400 naming the field', async () => {
    const res = await call(t, 'PUT', '/notifications/unsubscribe', {
      body: { subscriber_id: 'nope', type: 'blast', token: 't' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('subscriber_id');
  });

  it("works as an RFC 8058 one-click POST to the List-Unsubscribe URL, with no app header, for any app's member", async () => {
    const betaMember = await addMember(t.db, t.betaId, 'cleo@example.com', { name: 'Cleo', password: 'pw-cleo-123' });
    const email = await emailTo(betaMember, { kind: 'message', thread_id: 't', sender_name: 'Mia', preview: 'Hi' });
    const oneClick = new URL(/^<(.+)>$/.exec(email.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    expect(oneClick.hostname).toBe('beta.localhost');
    const res = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'message', email: 'c***@example.com' });
    const cleo = await sessionFor(t.db, betaMember);
    expect((await call(t, 'GET', '/notifications', { session: cleo, app: 'beta' })).json()).toMatchObject({
      receive_message_notifications: false,
    });
  });
});

describe('POST /api/notifications/blasts', () => {
  it('is refused to a member who is not an account admin', async () => {
    const res = await call(t, 'POST', '/notifications/blasts', {
      session: anaSession,
      body: { title: 'Hi', body: 'All of you' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('blasts_forbidden');
  });

  it('refuses an empty title or a path that is not the app’s with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ title: ' ', body: 'x' }, 'title'],
      [{ title: 'x', body: 'x', path: 'https://elsewhere.test' }, 'path'],
    ] as const) {
      const res = await call(t, 'POST', '/notifications/blasts', { session: anaSession, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
  });

  it("reaches every member of the admin's app who takes blasts, by email, through the job queue", async () => {
    const owner = await addMember(t.db, t.alphaId, 'owner@example.com', { name: 'Owner', password: 'pw-owner-123' });
    await t.db.update(users).set({ isAccountAdmin: true }).where(eq(users.id, owner.id));
    await call(t, 'PUT', '/notifications', { session: benSession, body: { receive_blast_notifications: false } });
    const alphaMembers = await t.db.select({ email: users.email }).from(users).where(eq(users.appId, t.alphaId));
    const expected = alphaMembers.map((row) => row.email).filter((email) => email !== 'ben@example.com');

    const res = await call(t, 'POST', '/notifications/blasts', {
      session: await sessionFor(t.db, owner),
      body: { title: 'New program', body: 'Starts Monday.', path: '/programs' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recipients: expected.length });

    // The jobs run on the queue's own schedule: wait (bounded) until each member's email has gone out.
    const blastEmails = () => t.mailer.sent.filter((email) => email.template === 'blast');
    for (let waited = 0; blastEmails().length < expected.length && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      blastEmails()
        .map((email) => email.to)
        .sort(),
    ).toEqual(expected.sort());
    expect(blastEmails()[0]).toMatchObject({ title: 'New program', link: 'http://localhost:3000/programs' });
  });
});
