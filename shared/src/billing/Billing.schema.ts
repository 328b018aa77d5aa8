import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from '../auth/Auth.schema';

const id = z.string().trim().min(1).max(64);
/** Coupon codes are matched without case; the owner writes them as they like. */
const couponCode = z.string().trim().max(64);

export const customerAddressSchema = z
  .object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
      .transform((country) => country.toUpperCase()),
    postcode: z.string().trim().max(16).optional(),
  })
  .strict();

export const productListQuerySchema = z.object({
  /** Comma-separated product ids; omitted: every product of the app the member may buy. */
  ids: z.string().max(2_000).optional(),
  include_hidden: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((flag) => flag === 'true' || flag === '1'),
});

export const checkoutPreviewRequestSchema = z
  .object({
    version_id: id.optional(),
    coupon_code: couponCode.optional(),
    order_bumps: z.array(id).max(10).optional(),
    address: customerAddressSchema.optional(),
  })
  .strict();

export const checkoutIntentRequestSchema = z
  .object({
    version_id: id,
    coupon: couponCode.optional(),
    referral: z.string().trim().max(128).optional(),
    order_bumps: z.array(id).max(10).optional(),
    address: customerAddressSchema.optional(),
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    final_amount: z.number().int().nonnegative(),
  })
  .strict();

export const sandboxConfirmRequestSchema = z
  .object({
    client_secret: z.string().min(1).max(200),
    card_number: z.string().max(32),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2200),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card'),
  })
  .strict();

export const sandboxAuthenticateRequestSchema = z
  .object({ client_secret: z.string().min(1).max(200), approve: z.boolean() })
  .strict();

export const iapPurchaseRequestSchema = z
  .object({
    transaction_id: id,
    original_transaction_id: id,
    email: emailSchema.optional(),
    signed_transaction: z.string().min(1).max(20_000),
  })
  .strict();

export const iapRestoreRequestSchema = z
  .object({ signed_transactions: z.array(z.string().min(1).max(20_000)).max(100) })
  .strict();
