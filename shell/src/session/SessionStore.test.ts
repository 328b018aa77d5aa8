import { ApiClient, createBus, SESSION_COOKIE, type SessionSnapshot } from '@stride/shared';
import { clearCookie, readCookie, writeCookie } from '../cookies/cookies';
import { fakeFetch, testUser } from '../testing/fixtures';
import { SessionStore } from './SessionStore';

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const bus = createBus();
  const changes: SessionSnapshot[] = [];
  bus.on('session:changed', (snapshot) => changes.push(snapshot));
  const store = new SessionStore(bus);
  const { fetch, calls } = fakeFetch(routes);
  const api = new ApiClient({
    baseUrl: '/api',
    environment: {
      appSlug: 'demo',
      sessionId: 's1',
      deviceId: 'd1',
      originHref: () => window.location.href,
      standalone: false,
      nativeApp: false,
      clientSize: () => ({ width: 375, height: 800 }),
    },
    credentials: () => store.credentials(),
    fetch,
  });
  return { bus, store, api, calls, changes };
}

const user = testUser({ email: 'member@demo.test' });

describe('SessionStore', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => clearCookie(SESSION_COOKIE));

  it('starts unchecked and becomes a guest at once without a stored session', async () => {
    const { store, api, calls, changes } = setup({});
    expect(store.getSnapshot()).toEqual({ status: 'unchecked', user: null });
    await store.start(api);
    expect(store.getSnapshot()).toEqual({ status: 'guest', user: null });
    expect(calls).toHaveLength(0);
    expect(changes).toEqual([{ status: 'guest', user: null }]);
  });

  it('verifies the session cookie with the token headers and becomes authenticated', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok-1', 365);
    const { store, api, calls, changes } = setup({
      'POST /api/auth/verify': [200, { user, program_subscriptions: [] }],
    });
    await store.start(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['x-user-email']).toBe('member@demo.test');
    expect(calls[0]!.headers['x-user-token']).toBe('tok-1');
    const authenticated = { status: 'authenticated', user, email: 'member@demo.test', token: 'tok-1' };
    expect(store.getSnapshot()).toEqual(authenticated);
    expect(changes).toEqual([authenticated]);
    expect(store.credentials()).toEqual({ email: 'member@demo.test', token: 'tok-1' });
  });

  it('takes credentials from the URL, removes them from it and stores them in the cookie', async () => {
    window.history.replaceState(null, '', '/programs?user_email=member%40demo.test&user_token=tok-2&tab=1#auth');
    const { store, api, calls } = setup({ 'POST /api/auth/verify': [200, { user }] });
    const started = store.start(api);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/programs?tab=1#auth');
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:tok-2');
    await started;
    expect(calls[0]!.headers['x-user-token']).toBe('tok-2');
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('prefers the URL credentials over an older cookie', async () => {
    writeCookie(SESSION_COOKIE, 'old%40demo.test:old', 365);
    window.history.replaceState(null, '', '/?user_email=new%40demo.test&user_token=new');
    const { store, api, calls } = setup({ 'POST /api/auth/verify': [200, { user }] });
    await store.start(api);
    expect(calls[0]!.headers['x-user-email']).toBe('new@demo.test');
  });

  it('becomes a guest and clears the cookie when verification is refused', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:expired', 365);
    const { store, api, changes } = setup({
      'POST /api/auth/verify': [401, { error: { code: 'unauthorized', message: 'No' } }],
    });
    await store.start(api);
    expect(store.getSnapshot()).toEqual({ status: 'guest', user: null });
    expect(readCookie(SESSION_COOKIE)).toBeNull();
    expect(store.credentials()).toBeNull();
    expect(changes).toEqual([{ status: 'guest', user: null }]);
  });

  it('becomes a guest when the API answers with something that is not a user', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    const { store, api } = setup({ 'POST /api/auth/verify': [200, { user: { id: 1 } }] });
    await store.start(api);
    expect(store.getSnapshot().status).toBe('guest');
  });

  it('logs out: calls the API with the token, then clears the cookie and becomes a guest', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    const { store, api, calls } = setup({
      'POST /api/auth/verify': [200, { user }],
      'POST /api/auth/logout': [204, undefined],
    });
    await store.start(api);
    await store.logout();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-user-token': 'tok' } });
    expect(store.getSnapshot().status).toBe('guest');
    expect(readCookie(SESSION_COOKIE)).toBeNull();
  });

  it('clears local state on logout even when the call fails', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    const { store, api, changes } = setup({
      'POST /api/auth/verify': [200, { user }],
      'POST /api/auth/logout': [500, {}],
    });
    await store.start(api);
    await expect(store.logout()).resolves.toBeUndefined();
    expect(store.getSnapshot()).toEqual({ status: 'guest', user: null });
    expect(store.credentials()).toBeNull();
    expect(readCookie(SESSION_COOKIE)).toBeNull();
    expect(changes.map((c) => c.status)).toEqual(['authenticated', 'guest']);
  });

  it('adopts a session a remote signed in on the bus, and logs out when a remote asks', async () => {
    const { bus, store, api } = setup({ 'POST /api/auth/logout': [204, undefined] });
    await store.start(api);
    bus.emit('session:signed-in', { credentials: { email: 'member@demo.test', token: 'fresh' }, user, method: 'login' });
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', user, email: 'member@demo.test', token: 'fresh' });
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:fresh');
    bus.emit('session:sign-out');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().status).toBe('guest');
  });

  it('does not let a slow verification overwrite a later sign-in', async () => {
    writeCookie(SESSION_COOKIE, 'old%40demo.test:old', 365);
    const { store, api } = setup({
      'POST /api/auth/verify': [401, { error: { code: 'unauthorized', message: 'No' } }],
    });
    const started = store.start(api);
    store.signIn({ email: 'member@demo.test', token: 'new' }, user);
    await started;
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:new');
  });

  it('refresh keeps the member signed in when the API cannot be reached, and signs out a refused token', async () => {
    let answer: [number, unknown] = [200, { user }];
    const { store, api } = setup({ 'POST /api/auth/verify': () => answer });
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    await store.start(api);
    answer = [503, {}];
    await store.refresh();
    expect(store.getSnapshot().status).toBe('authenticated');
    answer = [401, { error: { code: 'unauthorized', message: 'No' } }];
    await store.refresh();
    expect(store.getSnapshot().status).toBe('guest');
  });

  it('notifies subscribers on every change', async () => {
    const { store, api } = setup({});
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    await store.start(api);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.signIn({ email: 'a@b.c', token: 't' }, user);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
