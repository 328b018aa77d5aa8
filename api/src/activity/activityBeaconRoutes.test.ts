import { and, eq } from 'drizzle-orm';
import { SESSION_COOKIE, encodeSessionCookie } from '@stride/shared';
import {
  createFixtureTestApp,
  visitorHeaders,
  type FixtureTestApp,
  type Session,
  type Visitor,
} from '../../test/fixtureTestApp';
import { activities } from '../db/schema';
import { ACTIVITY_LIMITS } from './activityRoutes';

let fixture: FixtureTestApp;
let member: Session;
beforeAll(async () => {
  fixture = await createFixtureTestApp('gym');
  member = await fixture.signIn('plain@gym.test');
});
afterAll(() => fixture.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function beacon(
  path: 'end_session' | 'resume_session',
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fixture.app.inject({
    method: 'POST',
    url: `/api/activity/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', ...headers },
    payload: form(fields),
  });
}

/** The session cookie exactly as the shell writes it (URL-encoded value). */
const cookieOf = (session: Session) =>
  `${SESSION_COOKIE}=${encodeURIComponent(encodeSessionCookie({ email: session.email, token: session.token }))}`;

async function rowsOfDevice(deviceId: string) {
  return fixture.db
    .select()
    .from(activities)
    .where(and(eq(activities.appId, fixture.appId('gym')), eq(activities.deviceId, deviceId)))
    .orderBy(activities.createdAt);
}

const fields = (device: string) => ({
  session_id: 'tab-1',
  device_id: device,
  account_app_slug: 'gym',
  origin_href: 'http://gym.localhost:3000/articles',
});

describe('activity beacons', () => {
  it("stores a guest's end of session from its urlencoded form: app, device, tab session and page", async () => {
    const response = await beacon('end_session', fields('guest-device'));
    expect(response.statusCode).toBe(204);
    const [row] = await rowsOfDevice('guest-device');
    expect(row).toMatchObject({
      activityType: 'session_ended',
      userId: null,
      sessionId: 'tab-1',
      data: { origin_href: 'http://gym.localhost:3000/articles' },
    });
    expect(Math.abs(row!.ts.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('reads a resume beacon sent as multipart FormData', async () => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields('form-data-device'))) data.append(key, value);
    const encoded = new Response(data);
    const response = await fixture.app.inject({
      method: 'POST',
      url: '/api/activity/resume_session',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsOfDevice('form-data-device')).toEqual([
      expect.objectContaining({ activityType: 'session_resumed', sessionId: 'tab-1' }),
    ]);
  });

  it('stores the beacon as the member of the session cookie, without any session header', async () => {
    expect((await beacon('end_session', fields('member-device'), { cookie: cookieOf(member) })).statusCode).toBe(204);
    expect((await rowsOfDevice('member-device'))[0]!.userId).toBe(member.user.id);
    // From the app's own page: the browser names its origin, an app subdomain of the public host.
    const own = { cookie: cookieOf(member), origin: 'http://gym.localhost:3000' };
    expect((await beacon('resume_session', fields('own-page-device'), own)).statusCode).toBe(204);
    expect((await rowsOfDevice('own-page-device'))[0]!.userId).toBe(member.user.id);
  });

  it('stores it as a guest when the cookie is not a live session or the form comes from another site', async () => {
    const forged = `${SESSION_COOKIE}=${encodeURIComponent(encodeSessionCookie({ email: member.email, token: 'x'.repeat(43) }))}`;
    await beacon('end_session', fields('forged-device'), { cookie: forged });
    await beacon('end_session', fields('cross-site-device'), {
      cookie: cookieOf(member),
      origin: 'https://evil.test',
    });
    expect((await rowsOfDevice('forged-device'))[0]!.userId).toBeNull();
    expect((await rowsOfDevice('cross-site-device'))[0]!.userId).toBeNull();
  });

  it('stores the reports queued on the page with the end of session, in order', async () => {
    const ts = new Date().toISOString();
    const queued = [
      { activity_type: 'page_viewed', data: { path: '/articles' }, ts },
      { activity_type: 'video_started', data: { page_id: 'p1' }, ts },
    ];
    const response = await beacon(
      'end_session',
      { ...fields('queue-device'), activities: JSON.stringify(queued) },
      { cookie: cookieOf(member) },
    );
    expect(response.statusCode).toBe(204);
    const rows = await rowsOfDevice('queue-device');
    expect(rows.map((row) => row.activityType).sort()).toEqual(['page_viewed', 'session_ended', 'video_started']);
    expect(rows.every((row) => row.userId === member.user.id && row.sessionId === 'tab-1')).toBe(true);
    expect(rows.find((row) => row.activityType === 'page_viewed')!.data).toEqual({ path: '/articles' });
  });

  it('refuses queued reports that are not JSON or not reports, naming the field, and stores nothing', async () => {
    const notJson = await beacon('end_session', { ...fields('bad-queue-device'), activities: '[{' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: { code: 'invalid_input', field: 'activities' } });
    const badType = await beacon('end_session', {
      ...fields('bad-queue-device'),
      activities: JSON.stringify([{ activity_type: 'app_hacked', ts: new Date().toISOString() }]),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ error: { code: 'invalid_input', field: 'activities.0.activity_type' } });
    expect(await rowsOfDevice('bad-queue-device')).toHaveLength(0);
  });

  it('answers 404 app_not_found for an app that does not exist', async () => {
    const response = await beacon('end_session', { ...fields('lost-device'), account_app_slug: 'nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'app_not_found' } });
  });

  it('limits the beacons of one device with 429 rate_limited, leaving other devices be', async () => {
    for (let i = 0; i < ACTIVITY_LIMITS.perDevice; i += 1)
      expect((await beacon('resume_session', fields('busy-device'))).statusCode).toBe(204);
    const refused = await beacon('end_session', fields('busy-device'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await beacon('end_session', fields('calm-device'))).statusCode).toBe(204);
  });
});

describe('PUT /activity/batch', () => {
  const putBatch = (body: unknown, as: Visitor = fixture.guest) =>
    fixture.app.inject({
      method: 'PUT',
      url: '/api/activity/batch',
      headers: { ...visitorHeaders(as), 'x-device-id': 'batch-device', 'x-session-id': 'tab-9' },
      payload: body as object,
    });

  it("stores a member's queued reports together, each with its own time", async () => {
    const earlier = new Date(Date.now() - 5_000).toISOString();
    const now = new Date().toISOString();
    const response = await putBatch(
      {
        activities: [
          { activity_type: 'page_viewed', data: { path: '/' }, ts: earlier },
          { activity_type: 'page_viewed', data: { path: '/paid' }, ts: now },
        ],
      },
      member,
    );
    expect(response.statusCode).toBe(204);
    const rows = await rowsOfDevice('batch-device');
    expect(rows.map((row) => [row.data, row.ts.toISOString(), row.userId, row.sessionId])).toEqual(
      expect.arrayContaining([
        [{ path: '/' }, earlier, member.user.id, 'tab-9'],
        [{ path: '/paid' }, now, member.user.id, 'tab-9'],
      ]),
    );
  });

  it('refuses the whole batch when one report is wrong, naming it, and an empty or oversized batch', async () => {
    const ts = new Date().toISOString();
    const before = (await rowsOfDevice('batch-device')).length;
    const wrong = await putBatch({
      activities: [
        { activity_type: 'form_viewed', ts },
        { activity_type: 'app_hacked', ts },
      ],
    });
    expect(wrong.json()).toMatchObject({ error: { code: 'invalid_input', field: 'activities.1.activity_type' } });
    expect((await putBatch({ activities: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 26 }, () => ({ activity_type: 'form_viewed', ts }));
    expect((await putBatch({ activities: many })).json()).toMatchObject({ error: { field: 'activities' } });
    expect(await rowsOfDevice('batch-device')).toHaveLength(before);
  });
});
