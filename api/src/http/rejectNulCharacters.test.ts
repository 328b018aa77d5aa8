import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { recordRelease, setCanary } from '../remotes/registryService';

/** Postgres text cannot hold NUL: every route refuses it as invalid input, before any handler runs. */
describe('NUL characters in a request', () => {
  let testApp: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    testApp = await createTestApp({ logger: { level: 'warn', stream } });
    await importFixtureApp(testApp.db, 'alpha', { isDefault: true });
    // A device the registry served a canary to: its reports are the ones that reach the database.
    await recordRelease(testApp.db, { remote: 'mfe-auth', version: 'v1' });
    await recordRelease(testApp.db, { remote: 'mfe-auth', version: 'v2' });
    await setCanary(testApp.db, 'mfe-auth', 'v2', 100);
    await testApp.app.inject({ url: '/api/remotes', headers: { 'x-device-id': 'device-nul' } });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('in an anonymous failure report are 400 invalid_input naming the field, and log no error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      headers: { 'x-device-id': 'device-nul' },
      payload: { remote: 'mfe-auth', version: 'v2', message: 'Chunk\u0000LoadError' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: 'Field contains a character that is not allowed.', field: 'message' },
    });
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it.each(['/__dev/outbox?to=a%00b', '/api/__dev/outbox?to=a%00b'])(
    'in a query string are 400 invalid_input in our error shape (%s)',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_input', field: 'to' } });
    },
  );

  it('in a path are 400 invalid_input', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/__/a%00b/index.json',
      headers: { 'x-app-slug': 'alpha' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });
});
