import type { RemoteName } from './RemoteName';

/** Hash modals of spec §2. Their owners are fixed here so the shell can load a modal's remote lazily. */
export const MODAL_IDS = ['auth', 'checkout', 'participants', 'renaming', 'profile', 'members'] as const;
export type ModalId = (typeof MODAL_IDS)[number];

/** Blocks owned by a remote other than mfe-content, mounted through the shell's slot service. */
export const SLOT_NAMES = [
  'messaging/chat-block',
  'schedule/calendar-block',
  'schedule/workout-block',
  'account/form-submission-block',
  'account/member-directory-block',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export interface RouteRule {
  /** Path prefix, matched on whole segments: '/me' matches '/me' and '/me/x', not '/meals'. */
  prefix: string;
  remote: RemoteName;
}

/** Which remote owns which path prefix; the most specific prefix wins. Every other path is a content page. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  { prefix: '/me/messages', remote: 'mfe-messaging' },
  { prefix: '/me/schedule', remote: 'mfe-schedule' },
  { prefix: '/me', remote: 'mfe-account' },
];

export const DEFAULT_ROUTE_REMOTE: RemoteName = 'mfe-content';

export const MODAL_OWNERS: Readonly<Record<ModalId, RemoteName>> = {
  auth: 'mfe-auth',
  checkout: 'mfe-checkout',
  participants: 'mfe-messaging',
  renaming: 'mfe-messaging',
  members: 'mfe-messaging',
  profile: 'mfe-account',
};

export const SLOT_OWNERS: Readonly<Record<SlotName, RemoteName>> = {
  'messaging/chat-block': 'mfe-messaging',
  'schedule/calendar-block': 'mfe-schedule',
  'schedule/workout-block': 'mfe-schedule',
  'account/form-submission-block': 'mfe-account',
  'account/member-directory-block': 'mfe-account',
};

/**
 * Query parameters #checkout reads (`modal:open` params): the product ids to offer, comma-separated, and the
 * purchase overlay to show with them (spec §2 "opens checkout with the product ids and the purchase overlay").
 */
export const CHECKOUT_PARAMS = { products: 'products', purchaseOverlay: 'purchase_overlay' } as const;

/** A hash beginning with this marker suppresses the automatic purchase or login prompt (spec §2). */
export const START_MARKER = '!';

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value);
}

export function isSlotName(value: string): value is SlotName {
  return (SLOT_NAMES as readonly string[]).includes(value);
}
