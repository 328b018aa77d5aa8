import { z } from 'zod';

export const BRAND_COLOR_NAMES = ['primary', 'secondary', 'secondary_2', 'secondary_3', 'dark', 'light'] as const;
export type BrandColorName = (typeof BRAND_COLOR_NAMES)[number];

/** Block and page colours of spec §3: brand colours plus fixed greys. */
export const BLOCK_COLORS = ['white', 'light_grey', 'grey', 'black', ...BRAND_COLOR_NAMES] as const;
export type BlockColor = (typeof BLOCK_COLORS)[number];

const hexColor = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Must be a hex colour like #5c29d3');

export const themeColorSchema = z.object({ hex: hexColor, rgb: z.string() });
export type ThemeColor = z.infer<typeof themeColorSchema>;

export const toolbarSettingsSchema = z.object({
  background_color: z.enum(BLOCK_COLORS).nullable(),
  logo: z.string().nullable(),
  logo_height_ratio: z.number().positive().nullable(),
  align: z.enum(['left', 'center']),
  is_hidden: z.boolean(),
});
export type ToolbarSettings = z.infer<typeof toolbarSettingsSchema>;

export const themeSchema = z.object({
  app_look: z.enum(['rounded', 'square']).nullable(),
  card_style: z.enum(['raised', 'flat']),
  default_color_mode: z.enum(['light', 'dark']),
  heading_font: z.string(),
  body_font: z.string(),
  colors: z.record(z.enum(BRAND_COLOR_NAMES), themeColorSchema),
  toolbar: toolbarSettingsSchema,
});
export type Theme = Omit<z.infer<typeof themeSchema>, 'colors'> & { colors: Record<BrandColorName, ThemeColor> };
