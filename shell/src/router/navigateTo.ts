import { pushLocation } from './browserHistory';

/** The only schemes a navigation may use: anything else (javascript:, data:, …) could run script. */
const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/**
 * An in-app navigation. A path, or an absolute URL on this origin, is pushed onto the app's history; an
 * http(s) URL on another origin leaves the app. Anything else is ignored: every remote calls `navigate`
 * (often with content data), so it must never become a script URL.
 */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  let url: URL;
  try {
    url = new URL(to, window.location.href);
  } catch {
    return;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return;
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  pushLocation(`${url.pathname}${url.search}${url.hash}`, options);
}
