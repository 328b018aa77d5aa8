import { useEffect } from 'react';

/**
 * Keeps the screen on (Screen Wake Lock API) until the returned release is called. The browser drops the lock
 * whenever the page is hidden, so it is asked for again each time the page is visible again. Where the API is
 * missing or refuses (battery saver, no user activation), the screen simply sleeps as it would.
 */
export function keepScreenAwake(nav: Navigator, doc: Document): () => void {
  if (!('wakeLock' in nav) || !nav.wakeLock) return () => undefined;
  const wakeLock = nav.wakeLock;
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let stopped = false;

  const acquire = () => {
    if (stopped || asking || doc.visibilityState !== 'visible' || (lock && !lock.released)) return;
    asking = true;
    wakeLock.request('screen').then(
      (granted) => {
        asking = false;
        if (stopped) void granted.release().catch(() => undefined);
        else lock = granted;
      },
      () => {
        asking = false;
      },
    );
  };

  doc.addEventListener('visibilitychange', acquire);
  acquire();
  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', acquire);
    if (lock && !lock.released) void lock.release().catch(() => undefined);
    lock = null;
  };
}

/** The screen stays on while `active` (a session runs), and may sleep again after. */
export function useWakeLock(active: boolean): void {
  useEffect(() => (active ? keepScreenAwake(navigator, document) : undefined), [active]);
}
