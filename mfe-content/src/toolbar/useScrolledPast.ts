import { LAYOUT } from '@stride/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { throttle } from './throttle';

function subscribe(onChange: () => void): () => void {
  const check = throttle(onChange, LAYOUT.scrollThrottleMs);
  window.addEventListener('scroll', check, { passive: true });
  return () => {
    check.cancel();
    window.removeEventListener('scroll', check);
  };
}

/**
 * True once the window is scrolled past `offset` px; scroll is checked at most every 50 ms (spec §9). A server
 * render, and the hydration of its markup, draw the top of the page.
 */
export function useScrolledPast(offset: number): boolean {
  const scrolledPast = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, scrolledPast, () => false);
}
