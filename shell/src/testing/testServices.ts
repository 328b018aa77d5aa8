import { fakeRealtime, makeConfig } from '@stride/shared/testing';
import {
  ApiClient,
  MODAL_IDS,
  createBus,
  fixedColorModeService,
  type BootData,
  type GlobalConfig,
  type RemoteEntryModule,
  type RemoteName,
  type RemoteRegistry,
  type SessionCredentials,
  type StrideParcel,
  type StrideParcelContext,
  type User,
} from '@stride/shared';
import { QueryClient } from '@tanstack/react-query';
import { initI18n } from '../i18n/initI18n';
import type { ShellServices } from '../app/ShellServices';
import type { RemoteLoadResult } from '../remotes/RemoteLoader';
import { SessionStore } from '../session/SessionStore';

/** Test data shared by the shell's unit tests. */
export function testConfig(overrides: Partial<GlobalConfig> = {}): GlobalConfig {
  return makeConfig({ app: { slug: 'demo', name: 'Demo', platform_rewardful_slug: null }, ...overrides });
}

export function testRegistry(): RemoteRegistry {
  return {
    remotes: {
      'mfe-content': { version: '1.0.0', url: '/remotes/mfe-content/1.0.0/remoteEntry.js', channel: 'stable' },
      'mfe-auth': { version: '1.0.0', url: '/remotes/mfe-auth/1.0.0/remoteEntry.js', channel: 'stable' },
    },
  };
}

export function testBootData(overrides: Partial<BootData> = {}): BootData {
  return {
    apiBase: '/api',
    deviceId: 'device-1',
    registry: testRegistry(),
    config: testConfig(),
    page: null,
    keptCopy: false,
    ...overrides,
  };
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'member@demo.test',
    name: 'Member',
    timezone: null,
    subscriberId: null,
    subscriberUuid: null,
    isAdmin: false,
    isAccountAdmin: false,
    isAppMessagingProfile: false,
    activeProductIds: [],
    globalEventsChannel: null,
    avatarUrls: null,
    canReceiveMessagesFromMembers: true,
    language: null,
    passwordless: false,
    auth_provider: null,
    attributes: {},
    ...overrides,
  };
}

/** A fetch that answers from a table of `METHOD path` → [status, body] and records every call. */
export function fakeFetch(routes: Record<string, [number, unknown] | (() => [number, unknown])>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.split('?')[0]!;
    const route = routes[`${method} ${path}`];
    if (!route) return fakeResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const [status, body] = typeof route === 'function' ? route() : route;
    return fakeResponse(status, body);
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

/** jsdom has no Response; this is the part of it the shell and ApiClient read. */
function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/** The API client of app demo on a phone, on `fetch`, signed in as `credentials` answers (a guest by default). */
export function testApiClient(
  fetch: typeof globalThis.fetch,
  credentials: () => SessionCredentials | null = () => null,
): ApiClient {
  return new ApiClient({
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
    credentials,
    fetch,
  });
}

/** A full parcel context for component tests: real bus, i18n with the shell strings, API client on a fake fetch. */
export async function testParcelContext(overrides: Partial<StrideParcelContext> = {}): Promise<StrideParcelContext> {
  const i18n = await initI18n('en', document.createElement('html'));
  return {
    bus: createBus(),
    api: testApiClient(fakeFetch({}).fetch),
    queryClient: new QueryClient(),
    i18n,
    session: { status: 'guest', user: null },
    appConfig: testConfig(),
    colorMode: fixedColorModeService('light'),
    realtime: fakeRealtime(),
    location: { pathname: '/', search: '', hash: '' },
    navigate: jest.fn(),
    canGoBack: () => false,
    back: jest.fn(),
    pageBuilder: false,
    suppressPrompts: false,
    updateWaiting: () => false,
    ...overrides,
  };
}

/** A loader double: each remote answers with the given entry, or fails. */
export function fakeLoader(entries: Partial<Record<RemoteName, RemoteEntryModule | Error>>) {
  const answer = async (remote: RemoteName): Promise<RemoteLoadResult> => {
    const entry = entries[remote];
    if (!entry) return { ok: false, error: new Error(`${remote} has no release`), version: null };
    return entry instanceof Error
      ? { ok: false, error: entry, version: '1.0.0' }
      : { ok: true, entry, version: '1.0.0' };
  };
  return {
    load: jest.fn(answer),
    retry: jest.fn(answer),
    mountFailed: jest.fn((_remote: RemoteName, _error: unknown) => false),
  };
}

export function testEntry(remote: RemoteName, parcels: RemoteEntryModule['parcels'] = {}): RemoteEntryModule {
  return {
    definition: {
      id: remote,
      routes: [],
      modals: [],
      i18nNamespace: remote,
      resources: { en: async () => ({ strings: {} }) },
    },
    parcels,
  };
}

/** A hand-written single-spa parcel that renders its props as text, so tests can watch mount and update. */
export function textParcel<P>(render: (props: P) => string): StrideParcel<P> & { mounts: number; unmounts: number } {
  const parcel = {
    mounts: 0,
    unmounts: 0,
    bootstrap: async () => undefined,
    mount: async (props: P & { domElement: HTMLElement }) => {
      parcel.mounts += 1;
      props.domElement.textContent = render(props);
    },
    update: async (props: P & { domElement: HTMLElement }) => {
      props.domElement.textContent = render(props);
    },
    unmount: async (props: P & { domElement: HTMLElement }) => {
      parcel.unmounts += 1;
      props.domElement.textContent = '';
    },
  };
  return parcel as unknown as StrideParcel<P> & { mounts: number; unmounts: number };
}

/** Shell services around a loader double, as createShell wires them, for component tests. */
export async function testServices(
  loader: ReturnType<typeof fakeLoader>,
  overrides: Partial<ShellServices> = {},
): Promise<ShellServices> {
  const context = await testParcelContext();
  return {
    bus: context.bus,
    api: context.api,
    queryClient: context.queryClient,
    i18n: context.i18n,
    config: context.appConfig,
    colorMode: context.colorMode,
    realtime: context.realtime,
    session: new SessionStore(context.bus),
    loader,
    registeredModals: MODAL_IDS,
    pageBuilder: false,
    updateWaiting: () => false,
    ...overrides,
  };
}
