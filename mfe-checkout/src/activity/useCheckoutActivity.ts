import { apiServiceRef, type ActivityBody, type ActivityType } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useCallback } from 'react';

export type CheckoutActivityType = Extract<ActivityType, `checkout_${string}`>;
export type ActivityData = ActivityBody['data'];

/** Reports what happened in the checkout (spec §7 PUT /activity); returns at once, whatever the API answers. */
export function useCheckoutActivity(): (type: CheckoutActivityType, data?: ActivityData) => void {
  const api = useService(apiServiceRef);
  return useCallback(
    (type, data = {}) => {
      const body: ActivityBody = { activity_type: type, data, ts: new Date().toISOString() };
      // Best effort: a report that is lost must never stand in the way of a purchase, nor show an error.
      api.put('/activity', body).catch(() => undefined);
    },
    [api],
  );
}
