import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { BLOCK_COLORS } from '../theme/Theme';
import { blockSchema } from './Block.schema';
import { PAGE_TYPES, PAGE_ACTION_TYPES } from './Page';

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

export const pageActionSchema = z.object({
  type: z.enum(PAGE_ACTION_TYPES),
  label: z.string().nullable().default(null),
  url: z.string().nullable().default(null),
});

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
  /** A form page's form (spec §2: a link to it opens the form, or the member's submission). */
  form_id: z.string().optional(),
});

/** GET /api/__{path}/index.json */
export const pageDataSchema = z.object({
  page: pageSchema,
  blocks: z.array(blockSchema),
  attributes: z.record(z.string(), z.unknown()),
  /**
   * The locales this page has a translation file for: a member reading another language asks only for those,
   * instead of a 404 per page and locale (which the browser logs as an error).
   */
  translated_locales: z.array(z.enum(LOCALES)).optional(),
});
