import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS, type WebPushBrowser } from '@stride/shared/notifications';
import { deferred, makeParcelProps, makeUser, renderInParcel, signedIn, GUEST } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { NotificationsScreen } from './NotificationsScreen';

/** A VAPID public key's shape (65 bytes, base64url). */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = { endpoint: 'https://push.test/sub/1', keys: { p256dh: 'p', auth: 'a' } };

/** A browser with push: permission as given, a service worker whose PushManager records what it is asked. */
function fakeBrowser(permission: NotificationPermission, { subscribed = false } = {}) {
  let current: NotificationPermission = permission;
  let subscription: { toJSON(): unknown; unsubscribe: jest.Mock } | null = null;
  const makeSubscription = () => ({
    toJSON: () => SUBSCRIPTION,
    unsubscribe: jest.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = makeSubscription();
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => (subscription = makeSubscription())),
  };
  const answer = { next: 'granted' as NotificationPermission };
  const browser = {
    isSecureContext: true,
    PushManager: function PushManager() {},
    Notification: {
      get permission() {
        return current;
      },
      requestPermission: jest.fn(async () => (current = answer.next)),
    },
    navigator: {
      serviceWorker: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
    },
  } as unknown as WebPushBrowser;
  /** The browser loses its subscription (site data cleared, expired by the push service). */
  const drop = () => {
    subscription = null;
  };
  return { browser, pushManager, answer, subscription: () => subscription, drop };
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function renderScreen(
  routes: Parameters<typeof apiFake>[0],
  browser = fakeBrowser('default').browser,
  wrapFetch: (fetch: Fetch) => Fetch = (fetch) => fetch,
) {
  const { fetch, calls } = apiFake({
    'GET /notifications': { status: 200, body: DEFAULT_NOTIFICATION_SETTINGS },
    'GET /notifications/push_settings': { status: 200, body: { public_key: PUBLIC_KEY, status: null } },
    ...routes,
  });
  const props = await makeParcelProps({
    definition,
    session: signedIn(makeUser({ id: 'u1' })),
    fetch: wrapFetch(fetch),
  });
  renderInParcel(<NotificationsScreen browser={browser} />, props);
  return { calls };
}

describe('NotificationsScreen', () => {
  it('asks a guest to log in', async () => {
    const props = await makeParcelProps({ definition, session: GUEST });
    renderInParcel(<NotificationsScreen browser={fakeBrowser('default').browser} />, props);
    expect(screen.getByText('Log in to choose the notifications you get.')).toBeInTheDocument();
  });

  it('shows every setting as a labelled switch and saves one the moment it is flipped', async () => {
    const { calls } = await renderScreen({
      'PUT /notifications': { status: 200, body: { ...DEFAULT_NOTIFICATION_SETTINGS, is_daily_reminders: true } },
    });
    const daily = await screen.findByRole('switch', { name: 'Daily digest' });
    expect(screen.getAllByRole('switch')).toHaveLength(13);
    expect(screen.getByRole('switch', { name: 'New messages' })).toBeChecked();
    expect(daily).not.toBeChecked();
    await userEvent.click(daily);
    expect(daily).toBeChecked();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/notifications', body: { is_daily_reminders: true } }),
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the switch back and says so when the save fails', async () => {
    await renderScreen({
      'PUT /notifications': { status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } },
    });
    const email = await screen.findByRole('switch', { name: 'Email' });
    await userEvent.click(email);
    expect(await screen.findByRole('alert')).toHaveTextContent("That change couldn't be saved.");
    expect(email).toBeChecked();
  });

  it('keeps a switch flipped while its save is under way, whatever the answer to another save says', async () => {
    const weeklySaved = deferred<void>();
    // The server answers each save with what it has stored: the daily answer comes first, without the weekly one.
    const stored = { ...DEFAULT_NOTIFICATION_SETTINGS };
    await renderScreen(
      {
        'PUT /notifications': (call) => {
          Object.assign(stored, call.body);
          return { status: 200, body: { ...stored } };
        },
      },
      undefined,
      (fetch) => async (url, init) => {
        if (init?.method === 'PUT' && String(init.body).includes('is_weekly_reminders')) await weeklySaved.promise;
        return fetch(url, init);
      },
    );
    const weekly = await screen.findByRole('switch', { name: 'Weekly digest' });
    await userEvent.click(weekly);
    await userEvent.click(screen.getByRole('switch', { name: 'Daily digest' }));
    await waitFor(() => expect(stored.is_daily_reminders).toBe(true));
    // The daily answer is applied by now: its promise chain has no timers, so one macrotask outlasts it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(weekly).toBeChecked();
    weeklySaved.resolve();
    await waitFor(() => expect(stored.is_weekly_reminders).toBe(true));
    expect(weekly).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Daily digest' })).toBeChecked();
  });

  it('pausing all reminders disables which, how and when, but not what the member is notified about', async () => {
    await renderScreen({
      'PUT /notifications': {
        status: 200,
        body: { ...DEFAULT_NOTIFICATION_SETTINGS, is_all_reminders_inactive: true },
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause all reminders' }));
    expect(await screen.findByText(/Reminders are paused/)).toBeInTheDocument();
    for (const name of ['What I scheduled', 'Push notification', 'Email', '15 minutes before', 'Weekly digest'])
      expect(screen.getByRole('switch', { name })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'New messages' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Pause all reminders' })).toBeEnabled();
  });
});

describe('Push notifications on this device', () => {
  it('turns push on: asks permission, subscribes with the VAPID key and registers the device as enabled', async () => {
    const fake = fakeBrowser('default');
    const { calls } = await renderScreen({ 'PUT /notifications/push': { status: 200, body: {} } }, fake.browser);
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeEnabled());
    expect(push).not.toBeChecked();
    await userEvent.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(fake.browser.Notification?.requestPermission).toHaveBeenCalled();
    const [options] = fake.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const registration = calls.find((call) => call.path === '/notifications/push');
    expect(registration?.body).toEqual({ token: JSON.stringify(SUBSCRIPTION), provider: 'web', status: 'enabled' });
  });

  it('turns push off: the device is registered as disabled and the browser subscription dropped', async () => {
    const fake = fakeBrowser('granted', { subscribed: true });
    const { calls } = await renderScreen(
      {
        'GET /notifications/push_settings': { status: 200, body: { public_key: PUBLIC_KEY, status: 'enabled' } },
        'PUT /notifications/push': { status: 200, body: {} },
      },
      fake.browser,
    );
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeChecked());
    const subscription = fake.subscription();
    await userEvent.click(push);
    await waitFor(() => expect(push).not.toBeChecked());
    expect(calls.find((call) => call.path === '/notifications/push')?.body).toMatchObject({ status: 'disabled' });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
  });

  it('shows push off where the browser lost its subscription, and turning it on registers the device again', async () => {
    const fake = fakeBrowser('granted');
    const { calls } = await renderScreen(
      {
        'GET /notifications/push_settings': { status: 200, body: { public_key: PUBLIC_KEY, status: 'enabled' } },
        'PUT /notifications/push': { status: 200, body: {} },
      },
      fake.browser,
    );
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeEnabled());
    expect(push).not.toBeChecked();
    await userEvent.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(calls.find((call) => call.path === '/notifications/push')?.body).toEqual({
      token: JSON.stringify(SUBSCRIPTION),
      provider: 'web',
      status: 'enabled',
    });
  });

  it('turns push off without a request the API would refuse when the subscription went meanwhile', async () => {
    const fake = fakeBrowser('granted', { subscribed: true });
    const { calls } = await renderScreen(
      { 'GET /notifications/push_settings': { status: 200, body: { public_key: PUBLIC_KEY, status: 'enabled' } } },
      fake.browser,
    );
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeChecked());
    fake.drop();
    await userEvent.click(push);
    await waitFor(() => expect(push).not.toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The API takes a web registration only with its PushSubscription, even to disable it.
    expect(calls.some((call) => call.path === '/notifications/push')).toBe(false);
  });

  it('says push is blocked when the member refuses the browser permission, and when it was refused before', async () => {
    const fake = fakeBrowser('default');
    fake.answer.next = 'denied';
    const { calls } = await renderScreen({}, fake.browser);
    await userEvent.click(await screen.findByRole('switch', { name: 'Push notifications on this device' }));
    expect(await screen.findByText(/blocked in your browser settings/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/notifications/push')).toBe(false);
  });

  it('says push is not supported where the browser has no push, with no switch', async () => {
    const unsupported = { isSecureContext: true, navigator: {} } as unknown as WebPushBrowser;
    await renderScreen({}, unsupported);
    const section = await screen.findByRole('region', { name: 'Push notifications on this device' });
    expect(within(section).getByText(/doesn't support push notifications/)).toBeInTheDocument();
    expect(within(section).queryByRole('switch')).not.toBeInTheDocument();
  });
});
