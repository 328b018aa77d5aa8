import {
  CHECKOUT_PARAMS,
  memberQueryKeys,
  type ActivityBody,
  type MemberData,
  type SessionSnapshot,
  type StrideBus,
} from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import { parseHashModals } from '../modals/parseHashModals';

/** When the member was last asked, per member: asked again a day later at the soonest (like the push re-ask). */
export const PAST_DUE_PROMPTED_KEY = 'stride_past_due_prompted_at';
const DAY_MS = 86_400_000;

export interface PastDueOptions {
  bus: StrideBus;
  queryClient: QueryClient;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** PUT /activity. */
  report(activity: ActivityBody): Promise<unknown>;
  /** The current hash: a modal already open, or the start marker, means not now. */
  hash(): string;
  now?: () => number;
}

/**
 * Spec §3 past_due_subscriptions: a member whose renewal failed is asked to pay it with a new card (#checkout with
 * the subscription's product), and the prompt is recorded as checkout_past_due_prompted. Not over another modal,
 * not when the hash asks for no prompts, and at most once a day per member on this device.
 */
export function promptPastDue(snapshot: SessionSnapshot, options: PastDueOptions): boolean {
  if (snapshot.status !== 'authenticated') return false;
  const data = options.queryClient.getQueryData<MemberData>(memberQueryKeys.data(snapshot.user.id));
  const first = data?.past_due_subscriptions[0];
  if (!first) return false;
  const hash = parseHashModals(options.hash(), []);
  if (hash.suppressPrompts || hash.ids.length > 0) return false;
  const now = (options.now ?? Date.now)();
  const key = `${PAST_DUE_PROMPTED_KEY}:${snapshot.user.id}`;
  const last = Number(options.storage?.getItem(key));
  if (last && now - last < DAY_MS) return false;
  options.storage?.setItem(key, String(now));
  options.bus.emit('modal:open', { modal: 'checkout', params: { [CHECKOUT_PARAMS.pastDue]: first.product_id } });
  void options
    .report({
      activity_type: 'checkout_past_due_prompted',
      data: { product_id: first.product_id },
      ts: new Date(now).toISOString(),
    })
    .catch(() => undefined);
  return true;
}

/** Asks now, and whenever another member signs in on this tab. Loaded after first render (its own chunk). */
export function watchPastDue(session: { getSnapshot(): SessionSnapshot }, options: PastDueOptions): void {
  promptPastDue(session.getSnapshot(), options);
  options.bus.on('session:changed', (snapshot) => promptPastDue(snapshot, options));
}
