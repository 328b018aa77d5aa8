import type { Purchase } from '@stride/shared';

/** What a member can expect of one subscription: the line under it, and the date it names. */
export type SubscriptionOutlook =
  | { key: 'subscriptionEnded' }
  | { key: 'subscriptionAccessUntil' | 'subscriptionTrialUntil' | 'subscriptionRenewsOn'; date: string };

const inFuture = (date: string | null, now: number): date is string => date !== null && Date.parse(date) > now;

/**
 * "Ended" once canceled; "Access until" after the member canceled at period end; "Free trial until" while a trial
 * runs; "Renews on" for an active one with a period. Nothing to say otherwise (a past-due one shows its warning).
 */
export function subscriptionOutlook(subscription: Purchase, now: number): SubscriptionOutlook | null {
  if (subscription.status === 'canceled') return { key: 'subscriptionEnded' };
  if (subscription.cancel_at_period_end) {
    const end = subscription.current_period_end ?? subscription.trial_ends_at;
    return end ? { key: 'subscriptionAccessUntil', date: end } : null;
  }
  if (inFuture(subscription.trial_ends_at, now))
    return { key: 'subscriptionTrialUntil', date: subscription.trial_ends_at };
  if (subscription.status === 'active' && subscription.current_period_end) {
    return { key: 'subscriptionRenewsOn', date: subscription.current_period_end };
  }
  return null;
}

/** Whether canceling keeps access to a later date (a paid period), or ends it at once (one the owner gave). */
export function accessKeptUntil(subscription: Purchase, now: number): string | null {
  return inFuture(subscription.current_period_end, now) ? subscription.current_period_end : null;
}

/** The member may still cancel: not ended, not already canceling. */
export function canCancel(subscription: Purchase): boolean {
  return subscription.status !== 'canceled' && !subscription.cancel_at_period_end;
}
