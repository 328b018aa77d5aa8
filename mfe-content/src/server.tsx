// The content remote's server entry (built by createStrideServerWebpackConfig into dist/server/contentServer.js):
// the API requires it from the release folder of the version a device is served and renders first paint with it.
import {
  ApiClient,
  CONTENT_SERVER_ENTRY_FILE,
  SERVER_RENDER_LOCALE,
  SERVER_RENDER_SESSION,
  createBus,
  fixedColorModeService,
  registerRemoteResources,
  serverRenderContext,
  type RealtimeService,
  type RouteParcelProps,
  type ServerRenderRequest,
} from '@stride/shared';
import { ParcelProviders, pageQueries } from '@stride/shared/react';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { definition } from './definition';
import { ContentRoot } from './parcel/ContentRoot';

async function noNetwork(url: RequestInfo | URL): Promise<Response> {
  throw new Error(`${CONTENT_SERVER_ENTRY_FILE} makes no requests (asked for ${String(url)})`);
}

/** i18next with the remote's English strings loaded, so a render can follow at once. */
async function serverI18n() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: SERVER_RENDER_LOCALE,
    fallbackLng: SERVER_RENDER_LOCALE,
    ns: [definition.i18nNamespace],
    defaultNS: definition.i18nNamespace,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await registerRemoteResources(i18n, definition);
  return i18n;
}

/**
 * The props the route parcel would get from the shell for a visitor nobody has identified yet: the page JSON
 * primed in a query client of its own, the remote's strings, and no network; seen as serverRenderContext, as the
 * browser's hydration of the markup sees its own.
 */
export async function serverParcelProps({ path, page, config }: ServerRenderRequest): Promise<RouteParcelProps> {
  const api = new ApiClient({
    baseUrl: '/api',
    environment: {
      appSlug: config.app.slug,
      sessionId: 'server',
      deviceId: 'server',
      originHref: () => path,
      standalone: false,
      nativeApp: false,
      clientSize: () => ({ width: 0, height: 0 }),
    },
    credentials: () => null,
    fetch: noNetwork,
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(pageQueries.byPath(api, page.page.path).queryKey, page);
  const location = { pathname: path, search: '', hash: '' };
  return serverRenderContext({
    bus: createBus(),
    api,
    queryClient,
    i18n: await serverI18n(),
    session: SERVER_RENDER_SESSION,
    appConfig: config,
    colorMode: fixedColorModeService(config.theme.default_color_mode),
    realtime: NO_REALTIME,
    location,
    navigate: () => undefined,
    canGoBack: () => false,
    back: () => undefined,
    pageBuilder: false,
    suppressPrompts: false,
    updateWaiting: () => false,
    path,
  });
}

/**
 * The markup of the route parcel for `request.page`, which the parcel hydrates in the browser. It waits for every
 * lazy view (onAllReady), so the page arrives whole.
 */
/** The server holds no live connection: a page rendered there subscribes to nothing (the browser does, on hydration). */
const NO_REALTIME: RealtimeService = { subscribe: () => () => undefined };

export async function renderPage(request: ServerRenderRequest): Promise<string> {
  const props = await serverParcelProps(request);
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(
      <ParcelProviders context={props}>
        <ContentRoot target={{ kind: 'route', path: props.path }} />
      </ParcelProviders>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        // A block that throws is drawn by its error boundary in the browser; on the server it means no first paint.
        onError: (error) => reject(error),
      },
    );
  }).finally(() => props.queryClient.clear());
}
