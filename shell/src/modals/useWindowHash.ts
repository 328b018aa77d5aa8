import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const readHash = () => window.location.hash;

/**
 * The URL hash, also when it changes outside the router (a plain `<a href="#auth">`, typing it in the
 * address bar); router navigations re-render the caller, which then reads the fresh value.
 */
export function useWindowHash(): string {
  return useSyncExternalStore(subscribe, readHash);
}
