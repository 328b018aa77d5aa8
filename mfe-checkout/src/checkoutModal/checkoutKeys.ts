import { VIEWER_SCOPE } from '@stride/shared';

/**
 * The roots of every query key of this remote. Answers that depend on who asks (what the member owns, their price,
 * their checkout) sit under the viewer scope, so the shell drops them when another person takes the device.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  viewer: ['checkout', VIEWER_SCOPE] as const,
};
