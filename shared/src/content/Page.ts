import { z } from 'zod';
import { BLOCK_COLORS } from '../theme/Theme';
import { blockSchema } from './Block';

/** Page types of spec §1. */
export const PAGE_TYPES = [
  'generic',
  'program',
  'workout',
  'meal',
  'article',
  'exercise',
  'stream',
  'collection',
  'event_occurrence',
  'pack',
  'form',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Page access node, spec §3. */
export const pageAccessSchema = z.object({
  inherit: z.boolean().default(true),
  parent: z.string().nullable().default(null),
  is_progress_root: z.boolean().default(false),
  is_private: z.boolean().default(false),
  require_purchase: z.boolean().default(false),
  allow_browsing: z.boolean().default(false),
  require_authentication: z.boolean().default(false),
  is_scheduled: z.boolean().default(false),
  unlocks_at: z.string().nullable().default(null),
  unlock_duration_seconds: z.number().int().nonnegative().nullable().default(null),
  schedule_period: z.number().int().nonnegative().nullable().default(null),
  schedule_interval: z.enum(['day', 'week', 'month']).nullable().default(null),
  products: z.array(z.object({ id: z.string() })).default([]),
  purchase_overlay: z.object({ id: z.string() }).nullable().default(null),
});
export type PageAccess = z.infer<typeof pageAccessSchema>;

export const PAGE_ACTION_TYPES = ['mark_complete', 'generic_button', 'start', 'track_progress'] as const;
export const pageActionSchema = z.object({
  type: z.enum(PAGE_ACTION_TYPES),
  label: z.string().nullable().default(null),
  url: z.string().nullable().default(null),
});
export type PageAction = z.infer<typeof pageActionSchema>;

/** The current page, spec §3. */
export const pageSchema = z.object({
  id: z.string(),
  rootId: z.string(),
  contentRootId: z.string(),
  path: z.string(),
  title: z.string(),
  type: z.enum(PAGE_TYPES),
  actions: z.array(pageActionSchema),
  access: pageAccessSchema,
  show_tabbar: z.boolean(),
  show_view_switcher: z.boolean(),
  background_color: z.enum(BLOCK_COLORS).nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** GET /api/__{path}/index.json */
export const pageDataSchema = z.object({
  page: pageSchema,
  blocks: z.array(blockSchema),
  attributes: z.record(z.string(), z.unknown()),
});
export type PageData = z.infer<typeof pageDataSchema>;

/** '/' → '/__/index.json'; '/programs/start' → '/__/programs/start/index.json' (relative to the API base). */
export function staticPagePath(path: string): string {
  const clean = normalisePagePath(path);
  return clean === '/' ? '/__/index.json' : `/__${clean}/index.json`;
}

/** Lower-case, one leading slash, no trailing slash, no empty segments. */
export function normalisePagePath(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  return `/${segments.join('/')}`.toLowerCase();
}
