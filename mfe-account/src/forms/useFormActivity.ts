import { apiServiceRef, type ActivityBody, type ActivityType } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useCallback } from 'react';

export type FormActivityType = Extract<ActivityType, `form_${string}`>;

/** Reports what the member did with a form (spec §7 PUT /activity); returns at once, whatever the API answers. */
export function useFormActivity(): (type: FormActivityType, data: ActivityBody['data']) => void {
  const api = useService(apiServiceRef);
  return useCallback(
    (type, data) => {
      const body: ActivityBody = { activity_type: type, data, ts: new Date().toISOString() };
      // Best effort: a lost report must never stand in the way of the member's answers, nor show an error.
      api.put('/activity', body).catch(() => undefined);
    },
    [api],
  );
}
