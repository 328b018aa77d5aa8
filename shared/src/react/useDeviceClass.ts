import { LAYOUT } from '../theme/themeRules';
import { deviceClassFor, type DeviceClass } from '../theme/breakpoints';
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
 * The device class of the current window width, following resizes (debounced, spec §9). A server render, and
 * the hydration of its markup, draw for a phone; the browser's own class follows right after.
 */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(
    subscribe,
    () => deviceClassFor(window.innerWidth),
    () => 'mobile',
  );
}
