import { z } from 'zod';
import { BRAND_COLOR_NAMES, BLOCK_COLORS } from './Theme';

const hexColor = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Must be a hex colour like #5c29d3');

export const themeColorSchema = z.object({ hex: hexColor, rgb: z.string() });

export const toolbarSettingsSchema = z.object({
  background_color: z.enum(BLOCK_COLORS).nullable(),
  logo: z.string().nullable(),
  logo_height_ratio: z.number().positive().nullable(),
  align: z.enum(['left', 'center']),
  is_hidden: z.boolean(),
});

export const themeSchema = z.object({
  app_look: z.enum(['rounded', 'square']).nullable(),
  card_style: z.enum(['raised', 'flat']),
  default_color_mode: z.enum(['light', 'dark']),
  heading_font: z.string(),
  body_font: z.string(),
  colors: z.record(z.enum(BRAND_COLOR_NAMES), themeColorSchema),
  toolbar: toolbarSettingsSchema,
});
