import { eq } from 'drizzle-orm';
import { createFixtureTestApp, visitorHeaders, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';
import { activities, apps } from '../db/schema';

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
    const response = await put({
      activity_type: 'app_download_started',
      data: { platform: 'web' },
      ts: '2026-01-02T03:04:05.000Z',
    });
    expect(response.statusCode).toBe(204);
    const [row] = await storedOfType('app_download_started');
    const [app] = await fixture.db.select().from(apps).where(eq(apps.slug, 'gym'));
    expect(row).toMatchObject({
      appId: app!.id,
      userId: null,
      deviceId: 'device-1',
      sessionId: 'tab-1',
      data: { platform: 'web' },
      ts: new Date('2026-01-02T03:04:05.000Z'),
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
});
