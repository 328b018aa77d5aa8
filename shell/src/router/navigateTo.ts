import type { NavigateFunction } from 'react-router-dom';

/**
 * Routes an in-app navigation through the router. An absolute URL on this origin becomes its path;
 * one on another origin leaves the app.
 */
export function navigateTo(navigate: NavigateFunction, to: string, options: { replace?: boolean } = {}): void {
  if (/^[a-z][a-z\d+.-]*:/i.test(to)) {
    const url = new URL(to);
    if (url.origin !== window.location.origin) {
      window.location.assign(to);
      return;
    }
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace: options.replace });
    return;
  }
  navigate(to, { replace: options.replace });
}
