import { z } from 'zod';
import { BRAND_COLOR_NAMES, type Block, type CollectionBlock, type Video, type WorkoutGroupKind } from '@stride/shared';
import {
  accessConfigSchema,
  localisationSchema,
  pageAccessSchema,
  toolbarSettingsSchema,
} from '@stride/shared/schemas';

/**
 * Shapes of the JSON columns. Each holds only what an owner set; readers fill the defaults, so a
 * changed default reaches every app without a data migration. The content import validates with
 * these same schemas.
 */
const hex = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Must be a hex colour like #5c29d3');

export const appThemeSettingsSchema = z
  .object({
    app_look: z.enum(['rounded', 'square']).nullable(),
    card_style: z.enum(['raised', 'flat']),
    default_color_mode: z.enum(['light', 'dark']),
    heading_font: z.string().min(1),
    body_font: z.string().min(1),
    colors: z.record(z.enum(BRAND_COLOR_NAMES), hex),
    toolbar: toolbarSettingsSchema.partial().strict(),
  })
  .partial()
  .strict();
export type AppThemeSettings = z.infer<typeof appThemeSettingsSchema>;

/** App access settings as stored: products already resolved from slugs to ids. */
export const appAccessSettingsSchema = accessConfigSchema.partial().strict();
export type AppAccessSettings = z.infer<typeof appAccessSettingsSchema>;

export type AppLocaleSetting = z.infer<typeof localisationSchema>;

/** A page's own access node without `parent` (computed from the tree at read time). */
export const storedPageAccessSchema = pageAccessSchema.omit({ parent: true }).partial();
export type StoredPageAccess = z.infer<typeof storedPageAccessSchema>;

/** A page's strings in one locale (PageTranslation without locale and path). */
export const storedPageTranslationSchema = z
  .object({
    title: z.string().nullable().default(null),
    /** Block id → field → text (title, subtitle, text, label, caption…). */
    blocks: z.record(z.string(), z.record(z.string(), z.string())).default({}),
    attributes: z.record(z.string(), z.string()).default({}),
  })
  .strict();
export type StoredPageTranslation = z.infer<typeof storedPageTranslationSchema>;

/** A collection as stored: the page paths it lists (none: the page's children); items are filled at read time. */
export type StoredCollectionBlock = Omit<CollectionBlock, 'items'> & {
  items?: CollectionBlock['items'];
  paths?: string[];
};
/** A block as stored: the shared block, with collections as above. */
export type StoredBlock = Exclude<Block, CollectionBlock> | StoredCollectionBlock;

export function isCollectionBlock(block: StoredBlock): block is StoredCollectionBlock {
  return block.type === 'collection';
}

/** Forms are the shared contract's (an owner's content file and the API read them alike). */
export { formDefinitionSchema } from '@stride/shared/schemas';
export type { FormDefinition } from '@stride/shared';

/** A workout as stored: exercises by page id, ids the import gave its groups and items. */
export interface StoredWorkoutItem {
  id: string;
  exercise_id: string;
  sets: number;
  reps: number | null;
  time_seconds: number | null;
  distance_m: number | null;
  load_kg: number | null;
  tempo: string | null;
  rest_seconds: number | null;
  notes: string | null;
}

export interface StoredWorkoutGroup {
  id: string;
  kind: WorkoutGroupKind;
  title: string | null;
  rounds: number;
  rest_seconds: number | null;
  work_seconds: number | null;
  duration_seconds: number | null;
  items: StoredWorkoutItem[];
}

export interface StoredWorkout {
  description: string | null;
  video: Video | null;
  results_form_id: string | null;
  groups: StoredWorkoutGroup[];
}

/** A submission's answer as stored (spec §3 submission value; quiz marks are computed when read). */
export interface StoredSubmissionValue {
  form_field_id: string;
  value: string | string[] | null;
  image: string | null;
}
