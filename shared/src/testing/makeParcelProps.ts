// Fake parcel props for component tests of any remote: the real bus, i18n, API client and query client,
// with navigation recorded and the network answered by the test.
import { fakeRealtime, type FakeRealtime } from './fakeRealtime';
import { makeConfig } from './makeConfig';
import { QueryClient } from '@tanstack/react-query';
import {
  ApiClient,
  createBus,
  fixedColorModeService,
  registerRemoteResources,
  type ColorModeService,
  type GlobalConfig,
  type Locale,
  type RemoteDefinition,
  type SessionSnapshot,
  type StrideEvents,
  type StrideParcelContext,
  type User,
} from '..';
import { createI18n } from '../react/createI18n';

export interface FakeParcelOptions {
  /** Loads the remote's strings for `language` (and English) the way the shell does when it loads the remote. */
  definition?: Pick<RemoteDefinition, 'i18nNamespace' | 'resources'>;
  session?: SessionSnapshot;
  config?: GlobalConfig;
  location?: Partial<StrideParcelContext['location']>;
  pageBuilder?: boolean;
  /** Whether the shell would report an in-app entry to go back to (`canGoBack()`). */
  canGoBack?: boolean;
  /** Whether the shell would report an app update waiting (`updateWaiting()`). */
  updateWaiting?: boolean;
  /** Answers the API client's requests (see fetchFrom); by default every request fails the test loudly. */
  fetch?: (url: string) => Promise<Response>;
  language?: Locale;
  /** The shell's colour mode service; by default one fixed at the app's default mode. */
  colorMode?: ColorModeService;
  /** The realtime connection; by default a fake (fakeRealtime) the test may emit on through `realtime`. */
  realtime?: FakeRealtime;
}

export type RecordedEvent = { [K in keyof StrideEvents]: { type: K; payload: StrideEvents[K] } }[keyof StrideEvents];

export interface FakeParcelContext extends StrideParcelContext {
  realtime: FakeRealtime;
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  canGoBack: jest.Mock<boolean, []>;
  back: jest.Mock<void, []>;
  updateWaiting: jest.Mock<boolean, []>;
  /** Every bus event emitted while the test ran, in order. */
  emitted: RecordedEvent[];
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'member@demo.test',
    name: 'Mia Member',
    timezone: 'Europe/London',
    subscriberId: 'sub-1',
    subscriberUuid: '5d1f0c3e-0000-4000-8000-000000000001',
    isAdmin: false,
    isAccountAdmin: false,
    isAppMessagingProfile: false,
    activeProductIds: [],
    globalEventsChannel: null,
    avatarUrls: null,
    canReceiveMessagesFromMembers: true,
    language: 'en',
    passwordless: false,
    auth_provider: null,
    attributes: {},
    ...overrides,
  };
}

export function signedIn(user: User = makeUser()): SessionSnapshot {
  return { status: 'authenticated', user, email: user.email, token: 'test-token' };
}

export const GUEST: SessionSnapshot = { status: 'guest', user: null };

/** A JSON answer for the fake fetch. jsdom has no Response, and the API client reads only these three members. */
export function jsonResponse(status: number, body: unknown): Response {
  const response: Pick<Response, 'ok' | 'status' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  };
  return response as Response;
}

/** A fetch answering by path below the API base (query string ignored); unknown paths are a 404. */
export function fetchFrom(
  routes: Record<string, { status: number; body: unknown }>,
): jest.Mock<Promise<Response>, [string]> {
  return jest.fn(async (url: string) => {
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const route = routes[path];
    return route
      ? jsonResponse(route.status, route.body)
      : jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

async function unexpectedFetch(url: string): Promise<Response> {
  throw new Error(`Unexpected request in test: ${url}`);
}

export async function makeParcelProps(options: FakeParcelOptions = {}): Promise<FakeParcelContext> {
  const bus = createBus();
  const emitted: RecordedEvent[] = [];
  bus.on('*', (type, payload) => emitted.push({ type, payload } as RecordedEvent));
  const i18n = await createI18n(options.language ?? 'en');
  if (options.definition) await registerRemoteResources(i18n, options.definition);
  const session = options.session ?? GUEST;
  const appConfig = options.config ?? makeConfig();
  const api = new ApiClient({
    baseUrl: '/api',
    environment: {
      appSlug: 'demo',
      sessionId: 'session-1',
      deviceId: 'device-1',
      originHref: () => window.location.href,
      standalone: false,
      nativeApp: false,
      clientSize: () => ({ width: window.innerWidth, height: window.innerHeight }),
    },
    credentials: () => (session.status === 'authenticated' ? { email: session.email, token: session.token } : null),
    // The client calls fetch(url, init) with a string URL; the fakes only look at the URL.
    fetch: (options.fetch ?? unexpectedFetch) as typeof fetch,
  });
  return {
    bus,
    api,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
    i18n,
    session,
    appConfig,
    colorMode: options.colorMode ?? fixedColorModeService(appConfig.theme.default_color_mode),
    realtime: options.realtime ?? fakeRealtime(),
    location: { pathname: '/', search: '', hash: '', ...options.location },
    navigate: jest.fn<void, [string, { replace?: boolean }?]>(),
    canGoBack: jest.fn<boolean, []>(() => options.canGoBack ?? false),
    back: jest.fn<void, []>(),
    pageBuilder: options.pageBuilder ?? false,
    suppressPrompts: false,
    updateWaiting: jest.fn<boolean, []>(() => options.updateWaiting ?? false),
    emitted,
  };
}

export { makeConfig };
