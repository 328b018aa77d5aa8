import { ACTIVITY_BEACON_FIELDS, ACTIVITY_BEACON_PATHS } from '@stride/shared/activity';
import { parseHashModals } from '../modals/parseHashModals';
import type { ActivityReporter } from './ActivityReporter';

/** What the beacons say about this browser: the API client's headers, as form fields (a beacon has no headers). */
export interface BeaconIdentity {
  sessionId: string;
  deviceId: string;
  appSlug: string;
}

export interface SessionBeaconOptions {
  win: Window;
  /** The API URL of a path (ApiClient.url). */
  url(path: string): string;
  identity(): BeaconIdentity;
  reporter: Pick<ActivityReporter, 'drain' | 'report'>;
}

/** The checkout leaves the page for a bank's check and comes back: not an end of the member's session. */
function inCheckout(win: Window): boolean {
  return parseHashModals(win.location.hash, []).ids.includes('checkout');
}

/**
 * Spec §4 session tracking: an end-of-session beacon when the page is hidden or unloaded (carrying the reports
 * still queued), a resume beacon when it is visible again, neither while the hash includes #checkout.
 * navigator.sendBeacon outlives the page and never holds it up. One end per hidden spell: pagehide after
 * visibilitychange sends nothing more. Returns the way to stop.
 */
export function watchSessionBeacons({ win, url, identity, reporter }: SessionBeaconOptions): () => void {
  let ended = false;

  const send = (path: string, extra: Record<string, string> = {}): boolean => {
    const { sessionId, deviceId, appSlug } = identity();
    const form = new URLSearchParams({
      [ACTIVITY_BEACON_FIELDS.sessionId]: sessionId,
      [ACTIVITY_BEACON_FIELDS.deviceId]: deviceId,
      [ACTIVITY_BEACON_FIELDS.appSlug]: appSlug,
      [ACTIVITY_BEACON_FIELDS.originHref]: win.location.href,
      ...extra,
    });
    try {
      return win.navigator.sendBeacon(url(path), form);
    } catch {
      // A browser may refuse a beacon (too large, or none at all): the session simply goes unrecorded.
      return false;
    }
  };

  const end = () => {
    if (ended || inCheckout(win)) return;
    ended = true;
    const queued = reporter.drain();
    const sent = send(
      ACTIVITY_BEACON_PATHS.end,
      queued.length > 0 ? { [ACTIVITY_BEACON_FIELDS.activities]: JSON.stringify(queued) } : {},
    );
    // Refused by the browser: the reports wait in the queue, in case the page comes back.
    if (!sent) for (const activity of queued) void reporter.report(activity);
  };

  const resume = () => {
    if (!ended) return;
    ended = false;
    if (!inCheckout(win)) send(ACTIVITY_BEACON_PATHS.resume);
  };

  const onVisibility = () => (win.document.visibilityState === 'hidden' ? end() : resume());
  // A page restored from the back/forward cache shows without a visibilitychange in some browsers.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) resume();
  };
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', end);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', end);
    win.removeEventListener('pageshow', onPageShow);
  };
}
