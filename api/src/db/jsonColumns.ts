import { z } from 'zod';
import { BRAND_COLOR_NAMES, type Block, type CollectionBlock } from '@stride/shared';
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

export const FORM_FIELD_TYPES = [
  'acceptance',
  'short_answer',
  'long_answer',
  'multi_select',
  'image_upload',
  'number',
  'date',
] as const;

export const formFieldSchema = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    field_type: z.enum(FORM_FIELD_TYPES),
    value_type: z.string().nullable().default(null),
    default_value: z.string().nullable().default(null),
    is_required: z.boolean().default(false),
    correct_answer: z.string().nullable().default(null),
    /** multi_select only. */
    options: z.array(z.string()).default([]),
    group_uid: z.string().nullable().default(null),
  })
  .strict();

export interface FormGroup {
  id: string;
  uid: string;
  title: string;
  description: string | null;
  groups: FormGroup[];
}
export const formGroupSchema: z.ZodType<FormGroup, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      id: z.string().min(1),
      uid: z.string().min(1),
      title: z.string(),
      description: z.string().nullable().default(null),
      groups: z.array(formGroupSchema).default([]),
    })
    .strict(),
);

/** Form of spec §3 without id and title (those are columns). */
export const formDefinitionSchema = z
  .object({
    trigger: z.string().nullable().default(null),
    is_auto_generated: z.boolean().default(false),
    show_intro_screen: z.boolean().default(false),
    intro_heading: z.string().nullable().default(null),
    intro_description: z.string().nullable().default(null),
    form_groups: z.array(formGroupSchema).default([]),
    form_fields: z.array(formFieldSchema).min(1),
    included_items: z.array(z.object({ type: z.string(), id: z.string() }).strict()).default([]),
  })
  .strict();
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
