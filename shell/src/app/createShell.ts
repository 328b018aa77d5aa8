import {
  ApiClient,
  MODAL_IDS,
  MODAL_OWNERS,
  createBus,
  localeFor,
  type BootData,
  type RemoteName,
  type RemoteRegistry,
  type SessionSnapshot,
} from '@stride/shared';
import { memberQueries, pageQueries } from '@stride/shared/react';
import { QueryClient } from '@tanstack/react-query';
import { changeLocale, initI18n } from '../i18n/initI18n';
import { RemoteLoader } from '../remotes/RemoteLoader';
import { resolveRoute } from '../router/resolveRoute';
import { SessionStore } from '../session/SessionStore';
import { watchViewerCaches } from '../session/watchViewerCaches';
import { applyTheme, watchDeviceClass } from '../theme/applyTheme';
import { createColorModeController } from '../theme/createColorModeController';
import { UpdateWatcher } from '../updates/UpdateWatcher';
import { browserEnvironment } from './browserEnvironment';
import type { ShellServices } from './ShellServices';
import { createSlotOutlet } from '../remotes/createSlotOutlet';
import { lazyRealtimeService } from '../realtime/lazyRealtimeService';

/** Where a member is likely to go next: a guest to log in, a member to their account area. */
function likelyNextRemotes(session: SessionSnapshot): RemoteName[] {
  return session.status === 'authenticated' ? ['mfe-account'] : ['mfe-auth'];
}

/** The composition root: one bus, one API client, one query client, one i18n, one session, one loader. */
export async function createShell(
  boot: BootData,
  { reload = () => window.location.reload() }: { reload?: () => void } = {},
): Promise<ShellServices> {
  const { config } = boot;
  const bus = createBus();
  const queryClient = new QueryClient();
  const session = new SessionStore(bus, (userId, data) =>
    queryClient.setQueryData(memberQueries.data(api, userId).queryKey, data),
  );
  const api = new ApiClient({
    baseUrl: boot.apiBase,
    environment: browserEnvironment(config.app.slug, boot.deviceId),
    credentials: () => session.credentials(),
  });

  const fetchRegistry = () => api.get<RemoteRegistry>('/remotes');
  // Asked at once, answered while i18n starts: only the versions the server serves now may run.
  // Its own chunk (precached by the worker that answered the copy): a first load does not carry it.
  const keptDecision = boot.keptCopy
    ? import(/* webpackChunkName: "kept-copy" */ '../updates/keptRegistryCheck')
        .then(({ keptCopyDecision }) => keptCopyDecision(boot.registry, fetchRegistry, window))
        .catch(() => 'recheck' as const)
    : null;

  // The page inlined into index.html is first content: the content remote renders it without a fetch.
  // A kept copy's page may be days old: drawn at once, and asked for again as the content remote mounts.
  if (boot.page) {
    queryClient.setQueryData(pageQueries.byPath(api, boot.page.path).queryKey, boot.page.data, {
      updatedAt: boot.keptCopy ? 0 : Date.now(),
    });
  }

  void applyTheme(config.theme);
  const colorMode = createColorModeController({ appDefault: config.theme.default_color_mode });
  watchDeviceClass();
  const browserLanguage = typeof navigator === 'undefined' ? null : navigator.language;
  const i18n = await initI18n(localeFor(config, null, browserLanguage));

  const kept = keptDecision ? await keptDecision : 'run';
  if (kept === 'reload') {
    // A release came since the kept copy was drawn: the worker now knows it and answers from the network.
    reload();
    return new Promise<never>(() => undefined);
  }

  const loader = new RemoteLoader({
    registry: boot.registry,
    i18n,
    reportFailure: (report) => api.post('/remotes/failures', report),
  });
  loader.register();
  // Start on the current route's remote now, so fetching and evaluating it overlaps the shell's first
  // render instead of waiting for the routed area's effect; load() is cached, the router reuses it.
  void loader.load(resolveRoute(window.location.pathname));

  // Nothing member-specific outlives the member: lists, and content whose answer depended on who asked.
  watchViewerCaches(bus, queryClient);
  bus.on('session:changed', (snapshot) => {
    const locale = localeFor(config, snapshot.user, browserLanguage);
    if (locale !== i18n.language) void changeLocale(i18n, loader, locale);
  });

  // A release made while the app is open: links then reload the app (spec §2) instead of mixing versions.
  const updates = new UpdateWatcher({
    fetchRegistry,
    loadedVersion: (remote) => loader.version(remote),
  });
  updates.start();
  // The server did not confirm a kept copy's versions: asked again at once, so a release is caught by the next link.
  if (kept === 'recheck') void updates.check();
  // Only after a release, so a chunk of its own; precached by the service worker like the rest of the shell.
  let reloadTo: ((to: string) => void) | null = null;
  bus.on('app:reload-to', ({ to }) => {
    void import(/* webpackChunkName: "reload-to" */ '../updates/reloadTo')
      .then(({ createReloader }) => (reloadTo ??= createReloader())(to))
      .catch(() => window.location.assign(to));
  });
  // Runs before the router reads the URL: credentials passed in the query string are removed first.
  void session.start(api).then(() => loader.prefetch(likelyNextRemotes(session.getSnapshot())));

  return {
    bus,
    api,
    queryClient,
    i18n,
    config,
    colorMode,
    realtime: lazyRealtimeService(() =>
      import(/* webpackChunkName: "realtime" */ '../realtime/createRealtimeService').then(({ createRealtimeService }) =>
        createRealtimeService({ config: config.realtime, session, api }),
      ),
    ),
    session,
    loader,
    registeredModals: MODAL_IDS.filter((id) => loader.has(MODAL_OWNERS[id])),
    pageBuilder: new URLSearchParams(window.location.search).has('page-builder'),
    updateWaiting: updates.isWaiting,
    slotOutlet: createSlotOutlet(loader),
  };
}
