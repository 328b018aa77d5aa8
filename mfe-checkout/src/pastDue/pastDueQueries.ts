import type {
  ApiClient,
  CheckoutIntent,
  Purchase,
  SubscriptionPayResponse,
  SubscriptionsResponse,
} from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ActivationOutcome, ActivationWatch } from '../activation/ActivationStep';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';

/** The past-due subscription of a product among the member's subscriptions; null when it is not past due. */
export function pastDueSubscriptionOf(subscriptions: readonly Purchase[], productId: string): Purchase | null {
  return (
    subscriptions.find((subscription) => subscription.product_id === productId && subscription.status === 'past_due') ??
    null
  );
}

/** Active again (the provider's webhook recorded the paid invoice), or canceled meanwhile: nothing more to wait for. */
export function subscriptionOutcome(
  { subscriptions }: SubscriptionsResponse,
  subscriptionId: string,
): ActivationOutcome {
  const subscription = subscriptions.find((candidate) => candidate.id === subscriptionId);
  if (subscription?.status === 'active') return { activated: true };
  if (subscription?.status === 'canceled') return { activated: false, code: 'subscription_canceled' };
  return null;
}

const getSubscriptions = (api: ApiClient) => api.get<SubscriptionsResponse>('/subscriptions');

/** Per member and viewer-scoped (the shell drops them when another person takes the device). */
export const pastDueQueries = {
  subscriptionsOf: (userId: string) => [...checkoutKeys.viewer, 'subscriptions', userId] as const,

  /** GET /subscriptions: asked afresh each time the dialog opens, since a renewal may have been paid meanwhile. */
  subscriptions: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: pastDueQueries.subscriptionsOf(userId),
      queryFn: () => getSubscriptions(api),
      staleTime: 0,
    }),

  /**
   * POST /subscriptions/{id}/pay: the intent of the open invoice, which a new card pays (the same intent while it
   * is open, so asking again is harmless). Kept only while the dialog shows it: a dialog opened later asks anew.
   */
  payIntent: (api: ApiClient, userId: string, subscriptionId: string) =>
    queryOptions({
      queryKey: [...checkoutKeys.viewer, 'pastDuePayment', userId, subscriptionId] as const,
      queryFn: async (): Promise<CheckoutIntent> =>
        (await api.post<SubscriptionPayResponse>(`/subscriptions/${encodeURIComponent(subscriptionId)}/pay`)).intent,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),

  /** The subscription after its payment: GET /subscriptions until it is active again. */
  activation: (api: ApiClient, userId: string, subscriptionId: string): ActivationWatch<SubscriptionsResponse> => ({
    queryKey: [...checkoutKeys.viewer, 'subscriptionActivation', userId, subscriptionId] as const,
    queryFn: () => getSubscriptions(api),
    outcome: (data) => subscriptionOutcome(data, subscriptionId),
  }),
};
