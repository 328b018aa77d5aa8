import { z } from 'zod';
import {
  PAGE_DENIAL_REASONS,
  PAGE_TYPES,
  PURCHASE_STATUSES,
  type AccessResponse,
  type EventOccurrence,
  type EventSubscription,
  type LoginResponse,
  type PageSummary,
  type ProductSummary,
  type ProgramSubscriptionDetail,
  type Purchase,
} from '@stride/shared';
import { userSchema } from '@stride/shared/schemas';

/**
 * Response schemas shared by several domains' routes: what the OpenAPI document at /api/docs says each
 * answer is, and what the serializer writes (zod drops keys a schema does not name, so each schema names
 * every key its TypeScript type has; `satisfies` keeps the two in step).
 */

/** 204 No Content, and a 304 revalidation: no body. */
export const noContentSchema = z.void().describe('No content');

export const pageAccessResultSchema = z.discriminatedUnion('granted', [
  z.object({ granted: z.literal(true), browsing: z.boolean() }),
  z.object({
    granted: z.literal(false),
    reason: z.enum(PAGE_DENIAL_REASONS),
    node_id: z.string().nullable(),
    available_after: z.string().nullable(),
    product_ids: z.array(z.string()),
    purchase_overlay_id: z.string().nullable(),
  }),
]) satisfies z.ZodType<AccessResponse>;

export const pageSummarySchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  type: z.enum(PAGE_TYPES),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  duration_minutes: z.number().nullable(),
}) satisfies z.ZodType<PageSummary>;

export const programSchema = pageSummarySchema.extend({
  stages: z.array(z.object({ id: z.string(), title: z.string(), path: z.string() })),
});

export const programSubscriptionSchema = z.object({
  program_id: z.string(),
  completed_stage_ids: z.record(z.string(), z.boolean()),
  completed_at: z.string().nullable().optional(),
}) satisfies z.ZodType<ProgramSubscriptionDetail>;

export const packSchema = pageSummarySchema.extend({
  product_ids: z.array(z.string()),
  items: z.array(pageSummarySchema),
});

export const eventOccurrenceSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  title: z.string(),
  page_id: z.string(),
  path: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
}) satisfies z.ZodType<EventOccurrence>;

export const eventSubscriptionSchema = z.object({
  event_occurrence_id: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<EventSubscription>;

export const productSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['free', 'one_off', 'subscription']),
  price_cents: z.number(),
  currency: z.string(),
  interval: z.enum(['day', 'week', 'month', 'year']).nullable(),
}) satisfies z.ZodType<ProductSummary>;

export const purchaseSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product: productSummarySchema,
  status: z.enum(PURCHASE_STATUSES),
  created_at: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  trial_ends_at: z.string().nullable(),
}) satisfies z.ZodType<Purchase>;

/** The login response of spec §7 (verify, login, sign-up, set_password, passwordless and reset). */
export const loginResponseSchema = z.object({
  user: userSchema,
  authentication_token: z.string(),
  program_subscriptions: z.array(
    z.object({ program_id: z.string(), completed_stage_ids: z.record(z.string(), z.boolean()) }),
  ),
  event_subscriptions: z.array(z.object({ event_occurrence_id: z.string() })),
  pack_subscriptions: z.array(z.object({ pack_id: z.string() })),
  page_completions: z.object({
    by_uuid: z.record(z.string(), z.boolean()),
    by_content_type: z.record(z.string(), z.array(z.string())),
  }),
  page_subscriptions: z.array(z.object({ page_id: z.string(), started_at: z.string().nullable() })),
  bookmarked_pages: z.array(z.string()),
  past_due_subscriptions: z.array(z.object({ product_id: z.string() })),
  subscriber_properties: z.array(z.object({ slug: z.string(), value: z.string().nullable() })),
  blocked_user_ids: z.array(z.string()),
  blocked_by_user_ids: z.array(z.string()),
  exercise_swaps: z.array(z.object({ exercise_id: z.string(), alternate_id: z.string() })),
}) satisfies z.ZodType<LoginResponse>;
