import type { GlobalConfig } from '../config/GlobalConfig';
import type { PageData } from '../content/Page';
import type { SessionSnapshot } from '../session/Session';
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

/** The element the API puts server markup in, outside the shell's root; the parcel it was drawn for adopts it. */
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
