import type { GlobalConfig } from '../config/GlobalConfig';
import type { PageData } from '../content/Page';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { SessionSnapshot } from '../session/Session';
import type { StrideParcelContext } from './ParcelProps';
import type { RemoteName } from './RemoteName';

/**
 * The content remote's server entry, inside a release folder: the same source built for Node, which the API
 * requires at run time to render a public page's first paint with the remote's own components.
 */
export const CONTENT_SERVER_ENTRY_FILE = 'server/contentServer.js';

/** The remote's stylesheets compiled beside its server entry: the API inlines them with the markup they style. */
export const CONTENT_SERVER_STYLES_FILE = 'server/contentServer.css';

/** What the server entry is asked to draw: one public page, for a visitor nobody has identified yet. */
export interface ServerRenderRequest {
  /** The page's path as the shell will route it (location.pathname). */
  path: string;
  page: PageData;
  config: GlobalConfig;
}

export interface ContentServerEntry {
  /** The markup the content remote's route parcel draws for the page, before anything is known of the member. */
  renderPage(request: ServerRenderRequest): Promise<string>;
}

/** The session a server render draws with: nobody is identified before the shell checks the stored session. */
export const SERVER_RENDER_SESSION: SessionSnapshot = { status: 'unchecked', user: null };

/** The language of server markup: the API draws a page only for a browser whose locale resolves to it. */
export const SERVER_RENDER_LOCALE: Locale = DEFAULT_LOCALE;

/**
 * The parcel context as a server render knows it: nobody identified yet, the path without query or hash, no
 * page-builder preview and no prompts. The server entry draws with it, and a parcel hydrating that markup draws
 * its first render with it too, so the two are equal; the parcel's own context follows right after.
 */
export function serverRenderContext<C extends StrideParcelContext>(context: C): C {
  // The server mounts no other remote's block: slots draw their fallback, as on the server.
  const { slotOutlet: _slotOutlet, ...rest } = context;
  return {
    ...(rest as C),
    session: SERVER_RENDER_SESSION,
    location: { pathname: context.location.pathname, search: '', hash: '' },
    pageBuilder: false,
    suppressPrompts: false,
  };
}

/** The element the API puts server markup in, outside the shell's root; the parcel it was drawn for hydrates it. */
export const SERVER_MARKUP_ELEMENT_ID = 'stride-ssr';

export function serverMarkupAttributes(remote: RemoteName, path: string): Record<string, string> {
  return { id: SERVER_MARKUP_ELEMENT_ID, 'data-remote': remote, 'data-path': path };
}

/** The server markup waiting for `remote`'s parcel at `path`, if the page came with it. */
export function serverMarkupFor(remote: RemoteName, path?: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SERVER_MARKUP_ELEMENT_ID);
  if (!element || element.dataset.remote !== remote) return null;
  return path === undefined || element.dataset.path === path ? element : null;
}
