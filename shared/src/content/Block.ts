import type { z } from 'zod';
import type {
  blockActionSchema,
  heroBlock,
  textBlock,
  imageBlock,
  buttonBlock,
  collectionItemSchema,
  collectionBlock,
  otherBlock,
  blockSchema,
} from './Block.schema';

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

export type BlockAction = z.infer<typeof blockActionSchema>;

export type CollectionItem = z.infer<typeof collectionItemSchema>;

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
