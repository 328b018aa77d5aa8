import { z } from 'zod';
import type {
  CheckoutIntent,
  CheckoutPreview,
  CheckoutState,
  Invoice,
  Product,
  PurchasedItem,
  SandboxIntentState,
} from '@stride/shared';
import { productSummarySchema } from '../http/responseSchemas';

/** What the billing routes answer (OpenAPI at /api/docs; `satisfies` keeps each in step with its shared type). */

const interval = z.enum(['day', 'week', 'month', 'year']);
const failureCode = z.enum(['card_declined', 'payment_method_failed', 'authentication_failed']);

export const productSchema = productSummarySchema.extend({
  version_id: z.string(),
  trial_days: z.number().int(),
  is_hidden: z.boolean(),
  order_bumps: z.array(
    z.object({
      product_id: z.string(),
      version_id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      price_cents: z.number().int(),
      currency: z.string(),
    }),
  ),
  has_active_purchase: z.boolean(),
}) satisfies z.ZodType<Product>;

export const purchasedItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  path: z.string(),
}) satisfies z.ZodType<PurchasedItem>;

export const checkoutPreviewSchema = z.object({
  product_id: z.string(),
  version_id: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      product_id: z.string(),
      title: z.string(),
      role: z.enum(['product', 'order_bump']),
      amount_cents: z.number().int(),
    }),
  ),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  coupon: z
    .object({
      code: z.string(),
      percent_off: z.number().nullable(),
      amount_off_cents: z.number().nullable(),
      duration: z.enum(['once', 'forever', 'repeating']),
      duration_in_periods: z.number().nullable(),
    })
    .nullable(),
  tax_rate_bp: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  recurring: z
    .object({
      interval,
      amount_cents: z.number().int(),
      trial_days: z.number().int(),
      first_charge_at: z.string(),
    })
    .nullable(),
  requires_address: z.boolean(),
  intent_kind: z.enum(['payment_intent', 'setup_intent']),
}) satisfies z.ZodType<CheckoutPreview>;

export const checkoutIntentSchema = z.object({
  checkout_id: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  kind: z.enum(['payment_intent', 'setup_intent']),
  intent_id: z.string(),
  client_secret: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  publishable_key: z.string().nullable(),
}) satisfies z.ZodType<CheckoutIntent>;

export const checkoutStateSchema = z.object({
  checkout_id: z.string(),
  product_id: z.string(),
  status: z.enum(['open', 'succeeded', 'failed', 'canceled']),
  activated: z.boolean(),
  error_code: failureCode.nullable(),
}) satisfies z.ZodType<CheckoutState>;

export const sandboxIntentStateSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded']),
  last_error: failureCode.nullable(),
}) satisfies z.ZodType<SandboxIntentState>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(['paid', 'open', 'void']),
  currency: z.string(),
  lines: z.array(z.object({ title: z.string(), amount_cents: z.number().int() })),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  product_title: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), country: z.string().nullable() }),
  seller: z.object({ name: z.string() }),
}) satisfies z.ZodType<Invoice>;
