import {
  createBus,
  SESSION_COOKIE,
  type MemberData,
  type SessionSnapshot,
  type SignInMethod,
  type StrideBus,
  type User,
} from '@stride/shared';
import { clearCookie, readCookie, writeCookie } from '../cookies/cookies';
import { fakeFetch, testApiClient, testUser } from '../testing/testServices';
import { SessionStore } from './SessionStore';

function setup(routes: Parameters<typeof fakeFetch>[0], onMemberData?: (userId: string, data: MemberData) => void) {
  const bus = createBus();
  const changes: SessionSnapshot[] = [];
  bus.on('session:changed', (snapshot) => changes.push(snapshot));
  const store = new SessionStore(bus, onMemberData);
  const { fetch, calls } = fakeFetch(routes);
  const api = testApiClient(fetch, () => store.credentials());
  return { bus, store, api, calls, changes };
}

const user = testUser({ email: 'member@demo.test' });

function currentUrl(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

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

  it("hands over the member's lists of the verify answer, filling the lists it lacks", async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok-1', 365);
    const seen: [string, MemberData][] = [];
    const { store, api } = setup(
      { 'POST /api/auth/verify': [200, { user, bookmarked_pages: ['p1'], authentication_token: 'tok-1' }] },
      (userId, data) => seen.push([userId, data]),
    );
    await store.start(api);
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe(user.id);
    expect(seen[0]![1].bookmarked_pages).toEqual(['p1']);
    expect(seen[0]![1].page_completions).toEqual({ by_uuid: {}, by_content_type: {} });
    expect(seen[0]![1]).not.toHaveProperty('user');
    expect(seen[0]![1]).not.toHaveProperty('authentication_token');
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

  it("keeps the signed-in member when the URL carries another member's session, removing it from the URL", async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok-1', 365);
    window.history.replaceState(null, '', '/?user_email=intruder%40demo.test&user_token=theirs');
    const { store, api, calls } = setup({ 'POST /api/auth/verify': [200, { user }] });
    await store.start(api);
    expect(currentUrl()).toBe('/');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['x-user-email']).toBe('member@demo.test');
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', email: 'member@demo.test', token: 'tok-1' });
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:tok-1');
  });

  it('takes the URL session of the same member, whatever the case of the email', async () => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:old', 365);
    window.history.replaceState(null, '', '/?user_email=Member%40Demo.test&user_token=new');
    const { store, api, calls } = setup({ 'POST /api/auth/verify': [200, { user }] });
    await store.start(api);
    expect(calls[0]!.headers['x-user-token']).toBe('new');
    expect(readCookie(SESSION_COOKIE)).toBe('Member%40Demo.test:new');
  });

  it('takes the URL session when the stored one is refused: no one is signed in to keep', async () => {
    writeCookie(SESSION_COOKIE, 'old%40demo.test:expired', 365);
    window.history.replaceState(null, '', '/?user_email=member%40demo.test&user_token=fresh');
    const answers: [number, unknown][] = [
      [401, { error: { code: 'invalid_session', message: 'x' } }],
      [200, { user }],
    ];
    const { store, api, calls } = setup({ 'POST /api/auth/verify': () => answers.shift()! });
    await store.start(api);
    expect(calls.map((call) => call.headers['x-user-token'])).toEqual(['expired', 'fresh']);
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'fresh' });
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:fresh');
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

  it.each<[string, () => [number, unknown]]>([
    ['answers with a server error', () => [503, { error: { code: 'unavailable', message: 'Down' } }]],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('is a guest for this page load but keeps the cookie when the API %s', async (_, answer) => {
    writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
    const { store, api, changes } = setup({ 'POST /api/auth/verify': answer });
    await store.start(api);
    expect(store.getSnapshot()).toEqual({ status: 'guest', user: null });
    expect(store.credentials()).toBeNull();
    expect(changes).toEqual([{ status: 'guest', user: null }]);
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:tok');
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
    bus.emit('session:signed-in', {
      credentials: { email: 'member@demo.test', token: 'fresh' },
      user,
      method: 'login',
    });
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
  it('stores a sign-in in the session cookie for 365 days', async () => {
    const { store, api } = setup({});
    await store.start(api);
    const written = jest.spyOn(document, 'cookie', 'set');
    store.signIn({ email: 'member@demo.test', token: 'tok' }, user);
    expect(written).toHaveBeenCalledWith(
      expect.stringMatching(/^stride_session=member%2540demo.test%3Atok; Max-Age=31536000;/),
    );
    written.mockRestore();
    expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:tok');
  });

  describe('session:user-updated', () => {
    async function signedIn() {
      const context = setup({ 'POST /api/auth/verify': [200, { user }] });
      writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
      await context.store.start(context.api);
      return context;
    }

    it('replaces the user and keeps the credentials and the cookie', async () => {
      const { bus, store, changes } = await signedIn();
      const renamed = { ...user, name: 'Renamed', avatarUrls: { original: 'https://cdn.example.org/a.png' } };
      bus.emit('session:user-updated', { user: renamed });
      expect(store.getSnapshot()).toEqual({
        status: 'authenticated',
        user: renamed,
        email: 'member@demo.test',
        token: 'tok',
      });
      expect(changes.at(-1)).toEqual(store.getSnapshot());
      expect(readCookie(SESSION_COOKIE)).toBe('member%40demo.test:tok');
    });

    it('adopts new credentials when given and rewrites the cookie with them', async () => {
      const { bus, store, api, calls } = await signedIn();
      const moved = { ...user, email: 'new@demo.test' };
      bus.emit('session:user-updated', { user: moved, credentials: { email: 'new@demo.test', token: 'tok-2' } });
      expect(store.getSnapshot()).toEqual({
        status: 'authenticated',
        user: moved,
        email: 'new@demo.test',
        token: 'tok-2',
      });
      expect(store.credentials()).toEqual({ email: 'new@demo.test', token: 'tok-2' });
      expect(readCookie(SESSION_COOKIE)).toBe('new%40demo.test:tok-2');
      await api.post('/auth/verify');
      expect(calls.at(-1)!.headers).toMatchObject({ 'x-user-email': 'new@demo.test', 'x-user-token': 'tok-2' });
    });

    it('ignores an update while signed out or for another member', async () => {
      const { bus, store, api, changes } = setup({});
      await store.start(api);
      bus.emit('session:user-updated', { user, credentials: { email: 'member@demo.test', token: 'x' } });
      expect(store.getSnapshot().status).toBe('guest');
      expect(readCookie(SESSION_COOKIE)).toBeNull();

      store.signIn({ email: 'member@demo.test', token: 'tok' }, user);
      bus.emit('session:user-updated', { user: testUser({ id: 'someone-else', name: 'Other' }) });
      expect(store.getSnapshot().user).toBe(user);
      expect(changes.map((c) => c.status)).toEqual(['guest', 'authenticated']);
    });

    it('is not undone by a refresh that was already in flight', async () => {
      let answer: [number, unknown] = [200, { user }];
      const { bus, store, api } = setup({ 'POST /api/auth/verify': () => answer });
      writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
      await store.start(api);
      answer = [200, { user: { ...user, name: 'Before the change' } }];
      const refreshing = store.refresh();
      bus.emit('session:user-updated', { user: { ...user, name: 'After the change' } });
      await refreshing;
      expect(store.getSnapshot().user?.name).toBe('After the change');
    });
  });

  describe('counting sign-ups', () => {
    /** What the auth modal announces when `user` signs in with `method`. */
    function announceSignIn(bus: StrideBus, user: User, method: SignInMethod) {
      bus.emit('session:signed-in', { credentials: { email: user.email, token: 't' }, user, method });
    }

    it('counts once after a sign-up, and not after a log in', async () => {
      const { bus, store, api } = setup({});
      await store.start(api);
      const listener = jest.fn();
      store.subscribe(listener);
      announceSignIn(bus, user, 'login');
      expect(store.getSignUpCount()).toBe(0);
      expect(store.getSignUpCount()).toBe(0);

      const newcomer = testUser({ id: 'u2', email: 'new@demo.test' });
      announceSignIn(bus, newcomer, 'sign_up');
      expect(store.getSignUpCount()).toBe(1);
      expect(store.getSignUpCount()).toBe(1);
      expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user: newcomer });
      expect(listener).toHaveBeenCalledTimes(3);

      // The same sign-up announced again (e.g. after finishing setup) is not a second sign-up.
      announceSignIn(bus, newcomer, 'sign_up');
      expect(store.getSignUpCount()).toBe(1);
      expect(store.getSignUpCount()).toBe(1);
    });

    it('counts when a passwordless member finishes setup, not on other updates', async () => {
      const { bus, store, api } = setup({});
      await store.start(api);
      const pending = testUser({ id: 'u3', passwordless: true });
      announceSignIn(bus, pending, 'passwordless');
      bus.emit('session:user-updated', { user: { ...pending, name: 'Still pending' } });
      expect(store.getSignUpCount()).toBe(0);

      const finished = { ...pending, passwordless: false, name: 'Finished' };
      bus.emit('session:user-updated', { user: finished, credentials: { email: pending.email, token: 't2' } });
      expect(store.getSignUpCount()).toBe(1);
      bus.emit('session:user-updated', { user: { ...finished, name: 'Renamed' } });
      expect(store.getSignUpCount()).toBe(1);
      expect(store.getSignUpCount()).toBe(1);

      // Finishing setup announced as a sign-in also ends a sign-up.
      const finisher = testUser({ id: 'u4' });
      announceSignIn(bus, finisher, 'setup');
      expect(store.getSignUpCount()).toBe(2);
    });

    it('counts once after a social sign-up verified at start, removing the flag from the URL at once', async () => {
      window.history.replaceState(
        null,
        '',
        '/welcome?social_signed_up=1&user_email=member%40demo.test&user_token=tok#!',
      );
      const { store, api } = setup({ 'POST /api/auth/verify': [200, { user }] });
      const started = store.start(api);
      expect(currentUrl()).toBe('/welcome#!');
      expect(store.getSignUpCount()).toBe(0);
      await started;
      expect(store.getSnapshot().status).toBe('authenticated');
      expect(store.getSignUpCount()).toBe(1);
      expect(store.getSignUpCount()).toBe(1);
    });

    it('counts a social sign-up with a session from the cookie', async () => {
      writeCookie(SESSION_COOKIE, 'member%40demo.test:tok', 365);
      window.history.replaceState(null, '', '/?social_signed_up=1&tab=2');
      const { store, api } = setup({ 'POST /api/auth/verify': [200, { user }] });
      await store.start(api);
      expect(currentUrl()).toBe('/?tab=2');
      expect(store.getSignUpCount()).toBe(1);
    });

    it('does not count the social flag without a verified session', async () => {
      window.history.replaceState(null, '', '/?social_signed_up=1&user_email=member%40demo.test&user_token=bad');
      const refused = setup({ 'POST /api/auth/verify': [401, { error: { code: 'unauthorized', message: 'No' } }] });
      await refused.store.start(refused.api);
      expect(currentUrl()).toBe('/');
      expect(refused.store.getSignUpCount()).toBe(0);

      window.history.replaceState(null, '', '/?social_signed_up=1');
      const guest = setup({});
      await guest.store.start(guest.api);
      expect(currentUrl()).toBe('/');
      expect(guest.store.getSignUpCount()).toBe(0);
      expect(guest.store.getSignUpCount()).toBe(0);
    });
  });
});
