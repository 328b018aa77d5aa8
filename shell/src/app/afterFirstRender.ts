import { startPwa } from '../pwa/startPwa';
import { startPastDuePrompt } from '../session/startPastDuePrompt';
import type { ShellServices } from './ShellServices';

/**
 * What the shell starts once the app has drawn, in a chunk of its own so the first load carries none of it: the
 * installable app (service worker, install offer), re-reading the member after a purchase, and asking a member
 * whose renewal failed to pay it. No checkout can complete before this runs: the checkout draws after it too.
 */
export function afterFirstRender(services: ShellServices): void {
  startPwa(services);
  // A purchase changes the member's active products, which the verify answer carries.
  services.bus.on('checkout:completed', () => void services.session.refresh());
  startPastDuePrompt(services);
}
