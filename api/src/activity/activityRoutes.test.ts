import { eq } from 'drizzle-orm';
import { createFixtureTestApp, visitorHeaders, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';
import { activities, apps } from '../db/schema';
import { ACTIVITY_LIMITS } from './activityRoutes';

let fixture: FixtureTestApp;
beforeAll(async () => {
  fixture = await createFixtureTestApp('gym');
});
afterAll(() => fixture.close());

const put = (body: unknown, as: Visitor = fixture.guest, headers: Record<string, string> = {}) =>
  fixture.app.inject({
    method: 'PUT',
    url: '/api/activity',
    headers: { ...visitorHeaders(as), 'x-device-id': 'device-1', 'x-session-id': 'tab-1', ...headers },
    payload: body as object,
  });

async function storedOfType(type: string) {
  return fixture.db.select().from(activities).where(eq(activities.activityType, type));
}

describe('PUT /activity', () => {
  it("stores a guest's activity with its app, device, tab session, details and client time", async () => {
    const ts = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const response = await put({ activity_type: 'app_download_started', data: { platform: 'web' }, ts });
    expect(response.statusCode).toBe(204);
    const [row] = await storedOfType('app_download_started');
    const [app] = await fixture.db.select().from(apps).where(eq(apps.slug, 'gym'));
    expect(row).toMatchObject({
      appId: app!.id,
      userId: null,
      deviceId: 'device-1',
      sessionId: 'tab-1',
      data: { platform: 'web' },
      ts: new Date(ts),
    });
  });

  it("stores a member's activity as theirs", async () => {
    const session = await fixture.signIn('plain@gym.test');
    expect((await put({ activity_type: 'app_downloaded', ts: new Date().toISOString() }, session)).statusCode).toBe(
      204,
    );
    const [row] = await storedOfType('app_downloaded');
    expect(row!.userId).toBe(session.user.id);
    expect(row!.data).toEqual({});
  });

  it('refuses a type spec §7 does not list, naming the field', async () => {
    const response = await put({ activity_type: 'app_hacked', ts: new Date().toISOString() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_input', field: 'activity_type' } });
    expect(await storedOfType('app_hacked')).toHaveLength(0);
  });

  it('refuses a time that is not ISO 8601, and details too large to be a record', async () => {
    const badTime = await put({ activity_type: 'page_viewed', ts: 'yesterday' });
    expect(badTime.json()).toMatchObject({ error: { code: 'invalid_input', field: 'ts' } });
    const huge = await put({
      activity_type: 'page_viewed',
      ts: new Date().toISOString(),
      data: { text: 'x'.repeat(5000) },
    });
    expect(huge.json()).toMatchObject({ error: { code: 'invalid_input', field: 'data' } });
    expect(await storedOfType('page_viewed')).toHaveLength(0);
  });

  it('refuses details that are not a flat object of strings, numbers, booleans and null, naming the field', async () => {
    const ts = new Date().toISOString();
    for (const data of [{ nested: { deep: 1 } }, { list: [1, 2] }, ['a']]) {
      const response = await put({ activity_type: 'form_viewed', ts, data });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid_input', field: expect.stringMatching(/^data/) },
      });
    }
    expect(await storedOfType('form_viewed')).toHaveLength(0);
    const flat = { text: 'a', count: 2, done: true, none: null };
    expect((await put({ activity_type: 'form_viewed', ts, data: flat })).statusCode).toBe(204);
    expect((await storedOfType('form_viewed'))[0]!.data).toEqual(flat);
  });

  it('measures details in bytes: 4 KB of characters that take two bytes each is refused', async () => {
    const response = await put({
      activity_type: 'form_progressed',
      ts: new Date().toISOString(),
      data: { text: 'é'.repeat(3000) },
    });
    expect(response.json()).toMatchObject({ error: { code: 'invalid_input', field: 'data' } });
    expect(await storedOfType('form_progressed')).toHaveLength(0);
  });

  it("refuses a time more than a day from the server's clock either way, naming ts", async () => {
    const dayAndAMinute = 24 * 60 * 60 * 1000 + 60_000;
    for (const offset of [-dayAndAMinute, dayAndAMinute]) {
      const response = await put({ activity_type: 'form_aborted', ts: new Date(Date.now() + offset).toISOString() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_input', field: 'ts' } });
    }
    expect(await storedOfType('form_aborted')).toHaveLength(0);
    const lateButToday = new Date(Date.now() - 23 * 60 * 60 * 1000).toISOString();
    expect((await put({ activity_type: 'form_aborted', ts: lateButToday })).statusCode).toBe(204);
  });

  it('limits the reports of one device from any address with 429 rate_limited, leaving other devices be', async () => {
    const report = (device: string, address: string) =>
      fixture.app.inject({
        method: 'PUT',
        url: '/api/activity',
        remoteAddress: address,
        headers: { ...visitorHeaders(fixture.guest), 'x-device-id': device },
        payload: { activity_type: 'video_started', ts: new Date().toISOString() },
      });
    for (let i = 0; i < ACTIVITY_LIMITS.perDevice; i += 1)
      expect((await report('flooding-device', `10.1.${Math.floor(i / 200)}.${i % 200}`)).statusCode).toBe(204);
    const refused = await report('flooding-device', '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('quiet-device', '10.2.0.1')).statusCode).toBe(204);
    expect(await storedOfType('video_started')).toHaveLength(ACTIVITY_LIMITS.perDevice + 1);
  });
});
