import { z } from 'zod';
import type {
  BlockActionResponse,
  ContentListResponse,
  MyContent,
  OverlayResponse,
  PackSubscriptionsResponse,
  ProgramsResponse,
} from '@stride/shared';
import { blockActionSchema } from '@stride/shared/schemas';
import {
  eventOccurrenceSchema,
  packSchema,
  pageAccessResultSchema,
  pageSummarySchema,
  productSummarySchema,
  programSchema,
  programSubscriptionSchema,
} from '../http/responseSchemas';

/** What the catalogue routes answer (spec §7 programs, packs, events, listings, my content, actions, overlays). */

export const programsResponseSchema = z.object({
  programs: z.array(programSchema),
}) satisfies z.ZodType<ProgramsResponse>;

export const programSubscriptionsResponseSchema = z.object({
  program_subscriptions: z.array(programSubscriptionSchema),
});

export const programSubscriptionResponseSchema = z.object({ program_subscription: programSubscriptionSchema });

export const packsResponseSchema = z.object({ packs: z.array(packSchema) });

export const packSubscriptionsResponseSchema = z.object({
  pack_subscriptions: z.array(z.object({ pack_id: z.string(), product_id: z.string(), created_at: z.string() })),
}) satisfies z.ZodType<PackSubscriptionsResponse>;

const lockSchema = pageAccessResultSchema.options[1];

export const contentListResponseSchema = z.object({
  items: z.array(
    pageSummarySchema.extend({
      is_completed: z.boolean(),
      lock: lockSchema.nullable(),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
    }),
  ),
  total_count: z.number(),
}) satisfies z.ZodType<ContentListResponse>;

export const myContentResponseSchema = z.object({
  purchased_products: z.array(productSummarySchema),
  programs: z.array(programSchema.extend({ progress: z.number(), active_stage_id: z.string().nullable() })),
  events: z.array(eventOccurrenceSchema.extend({ is_subscribed: z.boolean() })),
  recentPages: z.array(pageSummarySchema),
  packs: z.array(packSchema),
  pages: z.array(pageSummarySchema),
  shared_items: z.array(pageSummarySchema),
  upcoming_pages: z.array(pageSummarySchema.extend({ available_after: z.string() })),
  bookmarked_items: z.array(pageSummarySchema),
  has_form_submissions: z.boolean(),
}) satisfies z.ZodType<MyContent>;

export const blockActionResponseSchema = z.object({
  block_id: z.string(),
  action: blockActionSchema,
  page: z.object({ id: z.string(), path: z.string(), title: z.string() }).nullable(),
  access: pageAccessResultSchema.nullable(),
}) satisfies z.ZodType<BlockActionResponse, z.ZodTypeDef, unknown>;

/** An overlay's blocks as stored (validated on import): every block key is kept. */
export const overlayResponseSchema = z.object({
  overlay: z.object({
    id: z.string(),
    title: z.string(),
    blocks: z.array(z.object({ type: z.string() }).passthrough()),
  }),
}) satisfies z.ZodType<{ overlay: Omit<OverlayResponse['overlay'], 'blocks'> & { blocks: unknown[] } }>;
