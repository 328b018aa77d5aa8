import { VIEWER_SCOPE } from '../session/viewerScope';

/**
 * Query keys of the messaging domain. The factories live in mfe-messaging; the keys are here because the shell's
 * navigation draws the unread badge from the same answer the messaging remote updates.
 */
export const threadQueryKeys = {
  all: ['threads', VIEWER_SCOPE] as const,
  /** GET /threads/unread_status, per member. */
  unreadStatus: (userId: string) => ['threads', VIEWER_SCOPE, userId, 'unread-status'] as const,
};
