import { DEVICE_COOKIE } from '@stride/shared';
import { clearCookie, readCookie, writeCookie } from '../cookies/cookies';
import { fakeFetch, testBootData, testConfig, testRegistry } from '../testing/testServices';
import { readBootData } from './readBootData';

function inlineBoot(json: string): void {
  const script = document.createElement('script');
  script.id = 'stride-boot';
  script.type = 'application/json';
  script.textContent = json;
  document.body.appendChild(script);
}

describe('readBootData', () => {
  afterEach(() => {
    document.getElementById('stride-boot')?.remove();
    clearCookie(DEVICE_COOKIE);
  });

  it('reads the boot data the API inlined without any request', async () => {
    const boot = testBootData({ page: { path: '/', data: { page: {}, blocks: [], attributes: {} } as never } });
    inlineBoot(JSON.stringify(boot));
    const { fetch, calls } = fakeFetch({});
    const state = await readBootData({ fetch });
    expect(state).toEqual({ status: 'ready', boot });
    expect(calls).toHaveLength(0);
  });

  it("reads the service worker's mark on a page it answered from its kept copy", async () => {
    inlineBoot(JSON.stringify(testBootData({ keptCopy: true })));
    const state = await readBootData({ fetch: fakeFetch({}).fetch });
    expect(state).toEqual({ status: 'ready', boot: testBootData({ keptCopy: true }) });
  });

  it('fetches config and registry with the device id when nothing is inlined', async () => {
    writeCookie(DEVICE_COOKIE, 'stored-device', 365);
    const { fetch, calls } = fakeFetch({
      'GET /api/config': [200, testConfig()],
      'GET /api/remotes': [200, testRegistry()],
    });
    const state = await readBootData({ fetch, hostname: 'demo.localhost' });
    expect(state).toEqual({
      status: 'ready',
      boot: { apiBase: '/api', deviceId: 'stored-device', registry: testRegistry(), config: testConfig(), page: null },
    });
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/config', '/api/remotes']);
    expect(calls[0]!.headers['x-device-id']).toBe('stored-device');
    expect(calls[0]!.headers['x-app-slug']).toBe('demo');
  });

  it.each([
    ['DEMO.localhost', 'demo'],
    ['-x.localhost', undefined],
    ['acme.stride.example.com', undefined],
  ])('selects the app for %s the way the API does', async (hostname, slug) => {
    const { fetch, calls } = fakeFetch({
      'GET /api/config': [200, testConfig()],
      'GET /api/remotes': [200, testRegistry()],
    });
    await readBootData({ fetch, hostname });
    expect(calls.map((c) => c.headers['x-app-slug'])).toEqual([slug, slug]);
  });

  it('creates and stores a device id when there is none', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /api/config': [200, testConfig()],
      'GET /api/remotes': [200, testRegistry()],
    });
    const state = await readBootData({ fetch, hostname: 'localhost' });
    const stored = readCookie(DEVICE_COOKIE);
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.status === 'ready' && state.boot.deviceId).toBe(stored);
    expect(calls[0]!.headers['x-app-slug']).toBeUndefined();
  });

  it('resolves to a failed state instead of rejecting when the API is down', async () => {
    const { fetch } = fakeFetch({ 'GET /api/config': [500, { error: { code: 'boom', message: 'Boom' } }] });
    await expect(readBootData({ fetch })).resolves.toEqual({
      status: 'failed',
      message: expect.stringContaining('/api/config'),
    });
  });

  it('resolves to a failed state when fetch itself throws', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof globalThis.fetch;
    await expect(readBootData({ fetch })).resolves.toEqual({ status: 'failed', message: 'Failed to fetch' });
  });

  it('reports a config without navigation tabs as a failure', async () => {
    const { navigation: _dropped, ...config } = testConfig();
    inlineBoot(JSON.stringify(testBootData({ config: config as never })));
    const state = await readBootData({ fetch: fakeFetch({}).fetch });
    expect(state).toEqual({ status: 'failed', message: 'Invalid app config at navigation: missing' });
  });

  it('reports malformed inline boot data as a failure', async () => {
    inlineBoot('{"registry": {"remotes": {"mfe-content": {"url": ""}}}}');
    const state = await readBootData({ fetch: fakeFetch({}).fetch });
    expect(state).toEqual({ status: 'failed', message: expect.stringContaining('Invalid remote registry') });
  });
});
