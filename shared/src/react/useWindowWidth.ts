import { LAYOUT } from '@stride/shared';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, LAYOUT.resizeDebounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * What `select` makes of the window width, following resizes (debounced, spec §9). A server render, and the
 * hydration of its markup, get `serverValue`; the browser's own follows right after. `select` answers a primitive
 * (or the same object for the same width), as useSyncExternalStore compares snapshots by identity.
 */
export function useWindowWidth<T>(select: (width: number) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(window.innerWidth),
    () => serverValue,
  );
}
