import { createRoot } from 'react-dom/client';
import { GlobalLoader } from '../app/GlobalLoader';

/** Spec §9 "link update loader": how long the global loader shows before the full load starts. */
export const RELOAD_LOADER_MS = 1500;

export interface ReloaderOptions {
  /** The full page load; window.location.assign by default. */
  assign?(to: string): void;
  delayMs?: number;
}

/**
 * The full reload of spec §2 when an app update is waiting: the shell's global loader covers the app for
 * 1.5 s (the member sees the app is changing, not a broken link), then the browser loads `to` afresh, so
 * the new release's remotes are used. Requests while one is under way are ignored.
 */
export function createReloader({
  assign = (to) => window.location.assign(to),
  delayMs = RELOAD_LOADER_MS,
}: ReloaderOptions = {}): (to: string) => void {
  let reloading = false;
  return (to) => {
    if (reloading) return;
    reloading = true;
    const host = document.createElement('div');
    document.body.appendChild(host);
    createRoot(host).render(<GlobalLoader />);
    setTimeout(() => assign(to), delayMs);
  };
}
