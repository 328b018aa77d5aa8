import {
  type CheckoutIntentRequest,
  type CheckoutPreview,
  type CheckoutPreviewRequest,
  type CustomerAddress,
  type Product,
} from '@stride/shared';
import { validateEmail, validateName, validatePassword } from '@stride/shared/accounts';
import { taxRegionOf } from '@stride/shared/billing';
import { translateFieldMessage } from '../i18n/translateFieldMessage';
import type { CheckoutTranslate } from '../i18n/useCheckoutTranslation';

/** What the member has chosen and typed on the order step; kept by the dialog, so Back from the card keeps it. */
export interface OrderDraft {
  /** Product ids of the order bumps ticked. */
  bumps: string[];
  couponInput: string;
  /** The coupon the API accepted (Apply), priced into the order. */
  coupon: string | null;
  country: string;
  postcode: string;
  name: string;
  email: string;
  password: string;
}

export const EMPTY_DRAFT: OrderDraft = {
  bumps: [],
  couponInput: '',
  coupon: null,
  country: '',
  postcode: '',
  name: '',
  email: '',
  password: '',
};

/** The inputs of the order step, in the order they appear (focus goes to the first to fix). */
export const ORDER_FIELDS = ['coupon', 'country', 'postcode', 'name', 'email', 'password'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderFieldErrors = Partial<Record<OrderField, string>>;

/** The input a field of the API's answers (`error.field`) is about, if it is one of this step's. */
export function orderFieldOf(apiField: string | undefined): OrderField | null {
  const field = apiField === 'address.country' ? 'country' : apiField === 'address.postcode' ? 'postcode' : apiField;
  return field === 'coupon_code'
    ? 'coupon'
    : (ORDER_FIELDS as readonly string[]).includes(field ?? '')
      ? (field as OrderField)
      : null;
}

/**
 * The address to price the order with: a country of the tax table and, where it needs one, a well-formed postcode.
 * Until then none: the preview without an address shows what is known, and Pay asks for what is missing.
 */
export function addressOf(draft: OrderDraft): CustomerAddress | undefined {
  const region = taxRegionOf(draft.country);
  if (!region) return undefined;
  if (!region.postcode) return { country: region.country };
  const postcode = draft.postcode.trim();
  return region.postcode.test(postcode) ? { country: region.country, postcode } : undefined;
}

/** The preview to ask for. Bumps are sorted so that ticking them in any order is the same query. */
export function previewRequest(product: Product, draft: OrderDraft): CheckoutPreviewRequest {
  const offered = new Set(product.order_bumps.map((bump) => bump.product_id));
  const bumps = draft.bumps.filter((id) => offered.has(id)).sort();
  const address = addressOf(draft);
  return {
    version_id: product.version_id,
    ...(draft.coupon ? { coupon_code: draft.coupon } : {}),
    ...(bumps.length > 0 ? { order_bumps: bumps } : {}),
    ...(address ? { address } : {}),
  };
}

/** The intent for the order as previewed: `final_amount` is the total the member was shown (spec §3). */
export function intentRequest(
  preview: CheckoutPreview,
  request: CheckoutPreviewRequest,
  draft: OrderDraft,
  { guest, referral }: { guest: boolean; referral: string | null },
): CheckoutIntentRequest {
  return {
    version_id: preview.version_id,
    final_amount: preview.total_cents,
    ...(request.coupon_code ? { coupon: request.coupon_code } : {}),
    ...(referral ? { referral } : {}),
    ...(request.order_bumps ? { order_bumps: request.order_bumps } : {}),
    ...(request.address ? { address: request.address } : {}),
    // A guest buys and becomes a member in one go: the account is made with the purchase.
    ...(guest ? { name: draft.name.trim(), email: draft.email.trim(), password: draft.password } : {}),
  };
}

/** The shared validators' messages (spec §5) for what Pay needs, in the member's language. */
export function validateOrder(
  draft: OrderDraft,
  { guest, requiresAddress }: { guest: boolean; requiresAddress: boolean },
  t: CheckoutTranslate,
): OrderFieldErrors {
  const errors: OrderFieldErrors = {};
  if (requiresAddress) {
    const region = taxRegionOf(draft.country);
    if (!region) errors.country = t('fieldRequired');
    else if (region.postcode && !draft.postcode.trim()) errors.postcode = t('fieldRequired');
    else if (region.postcode && !region.postcode.test(draft.postcode.trim())) errors.postcode = t('postcodeInvalid');
  }
  if (guest) {
    const checks: [OrderField, string | null][] = [
      ['name', validateName(draft.name)],
      ['email', validateEmail(draft.email)],
      ['password', validatePassword(draft.password)],
    ];
    for (const [field, message] of checks) if (message) errors[field] = translateFieldMessage(t, message);
  }
  return errors;
}
