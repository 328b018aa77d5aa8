import type { RemoteName } from './RemoteName';

/** Hash modals of spec §2. Their owners are fixed here so the shell can load a modal's remote lazily. */
export const MODAL_IDS = ['auth', 'checkout', 'participants', 'renaming', 'profile', 'members'] as const;
export type ModalId = (typeof MODAL_IDS)[number];

export interface RouteRule {
  /** Path prefix, matched on whole segments: '/me' matches '/me' and '/me/x', not '/meals'. */
  prefix: string;
  remote: RemoteName;
}

/** Which remote owns which path prefix; the most specific prefix wins. Every other path is a content page. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  { prefix: '/me/messages', remote: 'mfe-messaging' },
  { prefix: '/me/schedule', remote: 'mfe-schedule' },
  // The printable invoice of spec §2 ("Invoice view with an invalid-invoice state"), /me/invoices/{id}.
  { prefix: '/me/invoices', remote: 'mfe-checkout' },
  { prefix: '/me', remote: 'mfe-account' },
];

export const DEFAULT_ROUTE_REMOTE: RemoteName = 'mfe-content';

export const MODAL_OWNERS: Readonly<Record<ModalId, RemoteName>> = {
  auth: 'mfe-auth',
  checkout: 'mfe-checkout',
  participants: 'mfe-messaging',
  renaming: 'mfe-messaging',
  // The member directory (spec §6) is the account area's, as are the profiles it opens.
  members: 'mfe-account',
  profile: 'mfe-account',
};

/**
 * Query parameters #checkout reads (`modal:open` params): the product ids to offer, comma-separated, and the
 * purchase overlay to show with them (spec §2 "opens checkout with the product ids and the purchase overlay"), or
 * the past-due subscription to pay.
 */
export const CHECKOUT_PARAMS = {
  products: 'products',
  purchaseOverlay: 'purchase_overlay',
  /** A past-due subscription's product id: the modal asks for a new card to pay its open invoice. */
  pastDue: 'past_due',
} as const;

/** Query parameter #profile reads (`modal:open` params): whose profile to show; none: the member's own. */
export const PROFILE_PARAMS = { user: 'profile_user' } as const;

/** A hash beginning with this marker suppresses the automatic purchase or login prompt (spec §2). */
export const START_MARKER = '!';

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value);
}
