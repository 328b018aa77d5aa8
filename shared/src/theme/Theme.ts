import type { z } from 'zod';
import type { themeColorSchema, toolbarSettingsSchema, themeSchema } from './Theme.schema';

export const BRAND_COLOR_NAMES = ['primary', 'secondary', 'secondary_2', 'secondary_3', 'dark', 'light'] as const;

export type BrandColorName = (typeof BRAND_COLOR_NAMES)[number];

/** Block and page colours of spec §3: brand colours plus fixed greys. */
export const BLOCK_COLORS = ['white', 'light_grey', 'grey', 'black', ...BRAND_COLOR_NAMES] as const;

export type BlockColor = (typeof BLOCK_COLORS)[number];

export type ThemeColor = z.infer<typeof themeColorSchema>;

export type ToolbarSettings = z.infer<typeof toolbarSettingsSchema>;

export type Theme = Omit<z.infer<typeof themeSchema>, 'colors'> & { colors: Record<BrandColorName, ThemeColor> };
