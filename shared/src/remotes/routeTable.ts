import type { RemoteName } from './RemoteName';

/** Hash modals of spec §2. Their owners are fixed here so the shell can load a modal's remote lazily. */
export const MODAL_IDS = ['auth', 'checkout', 'participants', 'renaming', 'profile', 'members', 'form'] as const;
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
  // A form (a trigger_form action, a linked form page, the sign-up form) and a submission: the account area's,
  // with the member's submissions.
  form: 'mfe-account',
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

/**
 * Query parameters #form reads (`modal:open` params): the form to fill in, or a submission of it to show (view,
 * edit); the page it was opened from and what opened it (spec §7 submit's page_id, trigger, triggering_item).
 */
export const FORM_PARAMS = {
  form: 'form',
  submission: 'submission',
  page: 'form_page',
  /** 'linked': a link to a form page, which shows the member's latest submission when there is one (spec §2). */
  trigger: 'form_trigger',
  /** What the form is about, `type:id` (submit's triggering_item), e.g. `workout_session:<id>` for results. */
  item: 'form_item',
} as const;

/**
 * The query parameters each modal reads: the shell sets a modal's anew when it opens (none left from an earlier
 * opening) and removes them when it closes.
 */
export const MODAL_PARAMS: Readonly<Record<ModalId, readonly string[]>> = {
  auth: [],
  checkout: Object.values(CHECKOUT_PARAMS),
  participants: [],
  renaming: [],
  profile: Object.values(PROFILE_PARAMS),
  members: [],
  form: Object.values(FORM_PARAMS),
};

/** Spec §3: the trigger of the form that opens right after sign-up (GlobalConfig forms.sign_up_form_id). */
export const SIGN_UP_TRIGGER = 'auth_signed_up';

/** FORM_PARAMS.trigger of a link to a form page: the member's latest submission shows, if any (spec §2). */
export const FORM_LINK_TRIGGER = 'linked';

/** The `modal:open` params of #form: a form, opened from a page, by what (FORM_PARAMS). */
export function formModalParams(form: {
  formId: string;
  /** A submission of the form to show (view, edit). */
  submissionId?: string | null;
  pageId?: string | null;
  trigger?: string | null;
  item?: { type: string; id: string } | null;
}): Record<string, string> {
  const params: Record<string, string> = { [FORM_PARAMS.form]: form.formId };
  if (form.submissionId) params[FORM_PARAMS.submission] = form.submissionId;
  if (form.pageId) params[FORM_PARAMS.page] = form.pageId;
  if (form.trigger) params[FORM_PARAMS.trigger] = form.trigger;
  if (form.item) params[FORM_PARAMS.item] = `${form.item.type}:${form.item.id}`;
  return params;
}

/** A hash beginning with this marker suppresses the automatic purchase or login prompt (spec §2). */
export const START_MARKER = '!';

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value);
}
