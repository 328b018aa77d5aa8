import { ApiError } from '@stride/shared';

/**
 * Retry policy of this remote's queries: an answer the API meant (4xx: an invalid coupon, an unknown product) is
 * final and shown at once, as is payments_unavailable (503); a lost connection or a server error is tried twice more before the member sees it.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const meant = error instanceof ApiError && (error.status < 500 || error.code === 'payments_unavailable');
  return failureCount < 2 && !meant;
}
