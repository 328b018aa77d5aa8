import type { ColorModeService } from '@stride/shared';
import { REDRAW_KEPT_PAGES } from './serviceWorkerRules';

/**
 * The server draws pages in the member's picked colour mode (a cookie): after a pick the service worker draws its
 * kept pages again, so the next visit does not open in the old look. Returns the function that stops it.
 */
export function redrawKeptPagesOnPick(
  colorMode: Pick<ColorModeService, 'getSnapshot' | 'subscribe'>,
  serviceWorker: Pick<ServiceWorkerContainer, 'controller'> | undefined,
): () => void {
  let preference = colorMode.getSnapshot().preference;
  return colorMode.subscribe(() => {
    const picked = colorMode.getSnapshot().preference;
    if (picked === preference) return;
    preference = picked;
    serviceWorker?.controller?.postMessage({ type: REDRAW_KEPT_PAGES });
  });
}
