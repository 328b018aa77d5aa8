import { z } from 'zod';
import {
  PAGE_TYPES,
  type AccessTree,
  type PageCompletionResponse,
  type PageSequence,
  type PageSubscribeResponse,
  type PageSubscribersResponse,
} from '@stride/shared';

/** What the progress routes (spec §7 Pages: completion, subscription, bookmarks, path, tree) answer. */

export const pageCompletionResponseSchema = z.object({
  page_id: z.string(),
  root_progress: z.object({ page_id: z.string(), progress: z.number() }).nullable(),
}) satisfies z.ZodType<PageCompletionResponse>;

export const pageCompletedResponseSchema = z.object({ is_completed: z.boolean() });

const pageSequenceSchema = z.object({
  homePage: z.object({ page_id: z.string(), title: z.string(), path: z.string() }),
  items: z.array(z.object({ page_id: z.string(), title: z.string(), path: z.string(), is_completed: z.boolean() })),
}) satisfies z.ZodType<PageSequence>;

export const pageSubscribeResponseSchema = z.object({
  page_id: z.string(),
  progress: z.number(),
  sequence: pageSequenceSchema.nullable(),
  started_at: z.string().nullable(),
}) satisfies z.ZodType<PageSubscribeResponse>;

export const pageSubscribersResponseSchema = z.object({
  page_id: z.string(),
  page_title: z.string(),
  page_path: z.string(),
  count: z.number(),
  last_5: z.array(
    z.object({ id: z.string(), name: z.string(), avatar_urls: z.record(z.string(), z.string()).nullable() }),
  ),
  can_schedule_start: z.boolean(),
  sequence: pageSequenceSchema.nullable(),
  progress: z.number(),
  subscription: z.object({ started_at: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<PageSubscribersResponse>;

export const bookmarkToggleResponseSchema = z.object({ is_bookmarked: z.boolean() });

export const pagePathResponseSchema = z.object({ path: z.string() });

/** The access tree: also served as a static file (GET /api/__access/{id}.json), where it is documentation only. */
export const accessTreeSchema = z.object({
  root_id: z.string(),
  nodes: z.array(
    z.object({
      id: z.string(),
      parent: z.string().nullable(),
      path: z.string(),
      title: z.string(),
      type: z.enum(PAGE_TYPES),
      position: z.number(),
      access: z.object({}).passthrough().describe('PageAccess (pageAccessSchema)'),
    }),
  ),
}) satisfies z.ZodType<Omit<AccessTree, 'nodes'> & { nodes: object[] }>;
