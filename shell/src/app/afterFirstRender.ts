import { webPushAvailability } from '@stride/shared/notifications';
import { startActivity } from '../activity/startActivity';
import type { PushPrompt } from '../pwa/PushPrompt';
import { startPwa } from '../pwa/startPwa';
import { startPastDuePrompt } from '../session/startPastDuePrompt';
import type { ShellServices } from './ShellServices';

/**
 * What the shell starts once the app has drawn, in a chunk of its own so the first load carries none of it:
 * activity tracking (every report below goes through its queue), the installable app (service worker, install
 * offer), re-reading the member after a purchase, asking a member whose renewal failed to pay it, and the push
 * prompt. No checkout can complete before this runs: the checkout draws after it too.
 */
export function afterFirstRender(services: ShellServices, win: Window = window): void {
  const { report } = startActivity(services, win);
  let push: PushPrompt | null = null;
  const install = startPwa(services, {
    report,
    otherOfferShown: () => push !== null && push.getState().status !== 'hidden',
  });
  // A purchase changes the member's active products, which the verify answer carries.
  services.bus.on('checkout:completed', () => void services.session.refresh());
  startPastDuePrompt(services, report);
  // Its own chunk, fetched only where the browser could still say yes to push.
  if (services.pageBuilder || webPushAvailability(win) !== 'default') return;
  void import(/* webpackChunkName: "push-prompt" */ '../pwa/startPushPrompt').then(({ startPushPrompt }) => {
    push = startPushPrompt(services, {
      report,
      otherOfferShown: () => {
        const status = install?.getState().status;
        return status === 'offer' || status === 'ios-hint' || status === 'prompting';
      },
    });
  });
}
