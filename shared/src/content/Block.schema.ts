import { z } from 'zod';
import { BLOCK_COLORS } from '../theme/Theme';
import { BLOCK_TYPES, BLOCK_ACTION_TYPES } from './Block';

export const blockActionSchema = z.object({
  type: z.enum(BLOCK_ACTION_TYPES),
  /** URL, page path, email address, product/form/overlay id: what the action type needs. */
  target: z.string().nullable().default(null),
});

const color = z.enum(BLOCK_COLORS).nullable().default(null);

export const heroBlock = z.object({
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

export const textBlock = z.object({
  id: z.string(),
  type: z.literal('text'),
  /** Markdown-light text: paragraphs separated by blank lines; **bold** and [links](/path). */
  text: z.string(),
  align: z.enum(['left', 'center', 'right']).default('left'),
  background_color: color,
});

export const imageBlock = z.object({
  id: z.string(),
  type: z.literal('image'),
  url: z.string(),
  alt: z.string().default(''),
  caption: z.string().nullable().default(null),
  action: blockActionSchema.nullable().default(null),
});

export const buttonBlock = z.object({
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

export const collectionBlock = z.object({
  id: z.string(),
  type: z.literal('collection'),
  title: z.string().nullable().default(null),
  layout: z.enum(['list', 'grid', 'carousel']).default('list'),
  /** Filled by the API from the listed page paths at read time. */
  items: z.array(collectionItemSchema).default([]),
});

/** Any other block type: its fields travel as they are until its issue gives it a schema. */
export const otherBlock = z
  .object({
    id: z.string(),
    type: z.enum(BLOCK_TYPES).refine((t) => !['hero', 'text', 'image', 'button', 'collection'].includes(t)),
  })
  .passthrough();

export const blockSchema = z.union([
  z.discriminatedUnion('type', [heroBlock, textBlock, imageBlock, buttonBlock, collectionBlock]),
  otherBlock,
]);
