import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { contentQueryKeys, SESSION_COOKIE, type PageData } from '@stride/shared';
import { clearCookie, writeCookie } from '../cookies/cookies';
import { fakeFetch, testBootData, testConfig, testRegistry, testUser } from '../testing/testServices';
import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { pageQueries } from '@stride/shared/react';
import { createShell } from './createShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn().mockResolvedValue(undefined),
  registerRemotes: jest.fn(),
}));

const page = { page: { id: 'p1' }, blocks: [], attributes: {} } as unknown as PageData;

describe('createShell', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    clearCookie(SESSION_COOKIE);
    window.history.replaceState(null, '', '/');
    jest.mocked(registerRemotes).mockClear();
  });

  it('registers every remote URL, primes the inlined page and applies the theme and colour mode', async () => {
    globalThis.fetch = fakeFetch({}).fetch;
    const services = await createShell(testBootData({ page: { path: '/Programs/', data: page } }));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_content', entry: '/remotes/mfe-content/1.0.0/remoteEntry.js' },
      { name: 'mfe_auth', entry: '/remotes/mfe-auth/1.0.0/remoteEntry.js' },
    ]);
    expect(services.queryClient.getQueryData(contentQueryKeys.page('/programs'))).toBe(page);
    expect(services.registeredModals).toEqual(['auth']);
    expect(services.pageBuilder).toBe(false);
    // No server drew the theme here: the shell adds it (its stylesheet code is a chunk of its own).
    await waitFor(() =>
      expect(document.getElementById('stride-theme')?.textContent).toContain('--stride-primary:#5c29d3'),
    );
    // Colour mode: jsdom reports no prefers-color-scheme, so the app's default.
    expect(document.documentElement.dataset.colorMode).toBe('light');
    expect(services.colorMode.getSnapshot()).toEqual({ preference: 'system', mode: 'light' });
    expect(document.documentElement.dataset.device).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
  });

  it("starts loading the current route's remote before anything renders", async () => {
    globalThis.fetch = fakeFetch({}).fetch;
    jest.mocked(loadRemote).mockClear();
    window.history.replaceState(null, '', '/programs/start');
    await createShell(testBootData());
    expect(loadRemote).toHaveBeenCalledWith('mfe_content/entry');
    jest.mocked(loadRemote).mockClear();
    window.history.replaceState(null, '', '/me');
    await createShell(testBootData());
    // The account remote has no release in this registry: nothing to load, and no crash.
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("runs a kept copy's remotes only once the server confirms them, and reloads instead after a release", async () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    globalThis.fetch = fakeFetch({ 'GET /api/remotes': [200, testRegistry()] }).fetch;
    await createShell(testBootData({ keptCopy: true }), { reload });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    jest.mocked(registerRemotes).mockClear();
    const released = testRegistry();
    released.remotes['mfe-content'] = {
      version: '1.1.0',
      url: '/remotes/mfe-content/1.1.0/remoteEntry.js',
      channel: 'stable',
    };
    globalThis.fetch = fakeFetch({ 'GET /api/remotes': [200, released] }).fetch;
    void createShell(testBootData({ keptCopy: true }), { reload });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it("draws a kept copy's page at once but asks for it again, and asks for the registry again when the server did not confirm it", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch, calls } = fakeFetch({
      'GET /api/remotes': [503, { error: { code: 'unavailable', message: 'Down' } }],
    });
    globalThis.fetch = fetch;
    const services = await createShell(testBootData({ keptCopy: true, page: { path: '/', data: page } }));
    // As the content remote will see it: the kept data, stale despite the page query's staleTime, so refetched.
    const observed = new QueryObserver(services.queryClient, pageQueries.byPath(services.api, '/')).getCurrentResult();
    expect(observed.data).toBe(page);
    expect(observed.isStale).toBe(true);
    // Once to confirm the kept versions, once more by the update watcher (which says it could not check either).
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/remotes'))).toHaveLength(2));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not check for an app update', expect.anything()));
    warn.mockRestore();
    expect(registerRemotes).toHaveBeenCalled();
  });

  it('reads the page-builder flag from the query string', async () => {
    globalThis.fetch = fakeFetch({}).fetch;
    window.history.replaceState(null, '', '/about?page-builder');
    expect((await createShell(testBootData())).pageBuilder).toBe(true);
  });

  it('becomes a guest without a stored session and prefetches the auth remote when idle', async () => {
    jest.useFakeTimers();
    try {
      globalThis.fetch = fakeFetch({}).fetch;
      const services = await createShell(testBootData());
      await Promise.resolve();
      expect(services.session.getSnapshot().status).toBe('guest');
      jest.advanceTimersByTime(1000);
      expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_auth' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends the API's headers and switches to the member's published language once verified", async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    const { fetch, calls } = fakeFetch({ 'POST /api/auth/verify': [200, { user: testUser({ language: 'de' }) }] });
    globalThis.fetch = fetch;
    const config = testConfig({
      locales: [
        { locale: 'en', status: 'default' },
        { locale: 'de', status: 'published' },
      ],
    });
    const services = await createShell(testBootData({ config }));
    await waitForStatus(() => services.session.getSnapshot().status, 'authenticated');
    expect(calls[0]!.headers).toMatchObject({ 'x-app-slug': 'demo', 'x-device-id': 'device-1', 'x-user-token': 'tok' });
    await waitForStatus(() => services.i18n.language, 'de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches the whole UI live when the member changes their language in the session (PUT /subscribers)', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    globalThis.fetch = fakeFetch({ 'POST /api/auth/verify': [200, { user: testUser({ language: null }) }] }).fetch;
    const config = testConfig({
      locales: [
        { locale: 'en', status: 'default' },
        { locale: 'ar', status: 'published' },
        { locale: 'es', status: 'published' },
      ],
    });
    const services = await createShell(testBootData({ config }));
    await waitForStatus(() => services.session.getSnapshot().status, 'authenticated');
    expect(services.i18n.language).toBe('en');

    services.bus.emit('session:user-updated', { user: testUser({ language: 'ar' }) });
    await waitForStatus(() => services.i18n.language, 'ar');
    expect(services.i18n.t('modal.close')).toBe('إغلاق');
    expect(document.documentElement.dir).toBe('rtl');

    services.bus.emit('session:user-updated', { user: testUser({ language: 'es' }) });
    await waitForStatus(() => services.i18n.language, 'es');
    expect(services.i18n.t('modal.close')).toBe('Cerrar');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("forgets a paid page's data when the member signs out, so the next person on the device cannot see it", async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    const { fetch } = fakeFetch({
      'POST /api/auth/verify': [200, { user: testUser() }],
      'POST /api/auth/logout': [200, {}],
    });
    globalThis.fetch = fetch;
    const services = await createShell(testBootData());
    await waitForStatus(() => services.session.getSnapshot().status, 'authenticated');
    services.queryClient.setQueryData(contentQueryKeys.page('/premium/masterclass'), page);

    services.bus.emit('session:sign-out', undefined);
    await waitForStatus(() => services.session.getSnapshot().status, 'guest');
    expect(services.queryClient.getQueryData(contentQueryKeys.page('/premium/masterclass'))).toBeUndefined();
  });

  it('refetches content once a session refresh gives the member new products', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    let products: string[] = [];
    const { fetch } = fakeFetch({
      'POST /api/auth/verify': () => [200, { user: testUser({ activeProductIds: products }) }],
    });
    globalThis.fetch = fetch;
    const services = await createShell(testBootData());
    await waitForStatus(() => services.session.getSnapshot().status, 'authenticated');
    services.queryClient.setQueryData(contentQueryKeys.page('/premium/masterclass'), page);

    products = ['prod-1'];
    await services.session.refresh();
    await waitForStatus(
      () => services.queryClient.getQueryState(contentQueryKeys.page('/premium/masterclass'))?.isInvalidated,
      true,
    );
  });

  it('reports an app update once the registry serves another version of a loaded remote', async () => {
    const served = testRegistry();
    const { fetch } = fakeFetch({
      'GET /api/remotes': [
        200,
        { remotes: { ...served.remotes, 'mfe-content': { ...served.remotes['mfe-content']!, version: '1.1.0' } } },
      ],
    });
    globalThis.fetch = fetch;
    const services = await createShell(testBootData());
    expect(services.updateWaiting()).toBe(false);

    document.dispatchEvent(new Event('visibilitychange'));
    await waitForStatus(() => services.updateWaiting(), true);
  });
});

async function waitForStatus<T>(read: () => T, expected: T): Promise<void> {
  for (let i = 0; i < 50 && read() !== expected; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(read()).toBe(expected);
}
