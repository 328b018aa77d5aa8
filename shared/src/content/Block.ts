import { z } from 'zod';
import { BLOCK_COLORS } from '../theme/Theme';

/** Block types of spec §3. */
export const BLOCK_TYPES = [
  'hero',
  'collection',
  'text',
  'avatar',
  'button',
  'attachment',
  'iframe',
  'chat',
  'livestream',
  'image',
  'share',
  'workout',
  'icon_list',
  'map',
  'composed',
  'form_submission',
  'calendar',
  'search',
  'code',
  'social',
  'member_directory',
  'extension',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_ACTION_TYPES = [
  'open_url',
  'open_page',
  'open_email',
  'open_next',
  'trigger_purchase',
  'trigger_form',
  'trigger_overlay',
  'share',
  'open_lightbox',
] as const;

export const blockActionSchema = z.object({
  type: z.enum(BLOCK_ACTION_TYPES),
  /** URL, page path, email address, product/form/overlay id: what the action type needs. */
  target: z.string().nullable().default(null),
});
export type BlockAction = z.infer<typeof blockActionSchema>;

const color = z.enum(BLOCK_COLORS).nullable().default(null);

const heroBlock = z.object({
  id: z.string(),
  type: z.literal('hero'),
  title: z.string(),
  subtitle: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
  /** Height as a percent of the base height; spec §5 range 10–300. */
  height_ratio: z.number().min(10).max(300).default(100),
  background_color: color,
  action: blockActionSchema.nullable().default(null),
  action_label: z.string().nullable().default(null),
});

const textBlock = z.object({
  id: z.string(),
  type: z.literal('text'),
  /** Markdown-light text: paragraphs separated by blank lines; **bold** and [links](/path). */
  text: z.string(),
  align: z.enum(['left', 'center', 'right']).default('left'),
  background_color: color,
});

const imageBlock = z.object({
  id: z.string(),
  type: z.literal('image'),
  url: z.string(),
  alt: z.string().default(''),
  caption: z.string().nullable().default(null),
  action: blockActionSchema.nullable().default(null),
});

const buttonBlock = z.object({
  id: z.string(),
  type: z.literal('button'),
  label: z.string(),
  action: blockActionSchema,
  color: color,
});

export const collectionItemSchema = z.object({
  page_id: z.string(),
  path: z.string(),
  title: z.string(),
  type: z.string(),
  image_url: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

const collectionBlock = z.object({
  id: z.string(),
  type: z.literal('collection'),
  title: z.string().nullable().default(null),
  layout: z.enum(['list', 'grid', 'carousel']).default('list'),
  /** Filled by the API from the listed page paths at read time. */
  items: z.array(collectionItemSchema).default([]),
});

/** Any other block type: its fields travel as they are until its issue gives it a schema. */
const otherBlock = z
  .object({
    id: z.string(),
    type: z.enum(BLOCK_TYPES).refine((t) => !['hero', 'text', 'image', 'button', 'collection'].includes(t)),
  })
  .passthrough();

export const blockSchema = z.union([
  z.discriminatedUnion('type', [heroBlock, textBlock, imageBlock, buttonBlock, collectionBlock]),
  otherBlock,
]);
export type HeroBlock = z.infer<typeof heroBlock>;
export type TextBlock = z.infer<typeof textBlock>;
export type ImageBlock = z.infer<typeof imageBlock>;
export type ButtonBlock = z.infer<typeof buttonBlock>;
export type CollectionBlock = z.infer<typeof collectionBlock>;
export type OtherBlock = z.infer<typeof otherBlock>;
export type Block = z.infer<typeof blockSchema>;

/** Spec §5: 'Ratio Out Of Range' outside 10–300 for hero and iframe height ratios. */
export const RATIO_RANGE = { min: 10, max: 300 } as const;
export function checkRatio(ratio: number): number {
  if (!(ratio >= RATIO_RANGE.min && ratio <= RATIO_RANGE.max)) throw new Error('Ratio Out Of Range');
  return ratio;
}
