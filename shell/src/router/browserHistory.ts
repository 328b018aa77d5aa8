import { useSyncExternalStore } from 'react';

export interface BrowserLocation {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let snapshot: BrowserLocation | null = null;

function readLocation(): BrowserLocation {
  const { pathname, search, hash } = window.location;
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) {
    snapshot = { pathname, search, hash };
  }
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

/** The current URL's path, query and hash; re-renders on navigation, back/forward and hash changes. */
export function useBrowserLocation(): BrowserLocation {
  return useSyncExternalStore(subscribe, readLocation);
}

/** Position of the current entry among the app's own history entries (0 for the first page opened). */
export function historyIndex(): number {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index : 0;
}

/** True when going back lands on an entry this app pushed, not on the page the member came from. */
export function canGoBack(): boolean {
  return historyIndex() > 0;
}

export function goBack(): void {
  window.history.back();
}

/**
 * Pushes (or replaces) an in-app URL. Each entry records its index in history.state as `idx` — the
 * convention react-router uses — so canGoBack() can tell whether "back" stays inside the app.
 */
export function pushLocation(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const index = historyIndex();
  if (replace) window.history.replaceState({ idx: index }, '', to);
  else window.history.pushState({ idx: index + 1 }, '', to);
  for (const listener of listeners) listener();
}
