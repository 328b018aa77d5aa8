import { pushLocation } from './browserHistory';

/**
 * An in-app navigation. An absolute URL on this origin becomes its path; one on another origin leaves
 * the app.
 */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (/^[a-z][a-z\d+.-]*:/i.test(to)) {
    const url = new URL(to);
    if (url.origin !== window.location.origin) {
      window.location.assign(to);
      return;
    }
    pushLocation(`${url.pathname}${url.search}${url.hash}`, options);
    return;
  }
  pushLocation(to, options);
}
