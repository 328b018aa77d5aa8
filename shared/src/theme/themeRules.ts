import type { BlockColor, BrandColorName, Theme, ThemeColor } from './Theme';

/** Brand colour defaults of spec §3. */
export const BRAND_COLOR_DEFAULTS: Readonly<Record<BrandColorName, string>> = {
  primary: '#5c29d3',
  secondary: '#dde3e9',
  secondary_2: '#fff',
  secondary_3: '#fff',
  dark: '#000000',
  light: '#f7f8f9',
};

/** Fixed colours of the block colour set that are not brand colours. */
export const FIXED_COLORS: Readonly<Record<Exclude<BlockColor, BrandColorName>, string>> = {
  white: '#ffffff',
  light_grey: '#f1f3f5',
  grey: '#9aa4b2',
  black: '#000000',
};

export const DARK_TEXT = '#384250';
export const LIGHT_TEXT = '#ffffff';
export const BRIGHTNESS_THRESHOLD = 150;

/** Spec §9 layout constants. */
export const LAYOUT = {
  modalLayer: 150,
  blockBaseHeight: 200,
  imageBaseWidth: 375,
  baseBorderRadius: 12,
  remPx: 16,
  imageSizes: { small: 100, medium: 180, large: 250 },
  pageBuilderWidth: 375,
  resizeDebounceMs: 100,
  scrollThrottleMs: 50,
} as const;

export function parseHex(hex: string): { r: number; g: number; b: number } {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export function themeColor(hex: string): ThemeColor {
  const { r, g, b } = parseHex(hex);
  return { hex, rgb: `${r}, ${g}, ${b}` };
}

/** Spec §9: brightness = (299 r + 587 g + 114 b) / 1000. */
export function brightness(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (299 * r + 587 * g + 114 * b) / 1000;
}

/** Text on a background: dark text on bright colours (brightness above 150), light text otherwise. */
export function textColorFor(backgroundHex: string): string {
  return brightness(backgroundHex) > BRIGHTNESS_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
}

/** Spec §9: default 6 px; rounded look 16 px with 24 px inputs; square look 3 px. */
export function radiiForLook(look: Theme['app_look']): { radius: number; inputRadius: number } {
  if (look === 'rounded') return { radius: 16, inputRadius: 24 };
  if (look === 'square') return { radius: 3, inputRadius: 3 };
  return { radius: 6, inputRadius: 6 };
}

export function defaultTheme(): Theme {
  const colors = Object.fromEntries(
    Object.entries(BRAND_COLOR_DEFAULTS).map(([name, hex]) => [name, themeColor(hex)]),
  ) as Record<BrandColorName, ThemeColor>;
  return {
    app_look: null,
    card_style: 'raised',
    default_color_mode: 'light',
    heading_font: 'system-ui',
    body_font: 'system-ui',
    colors,
    toolbar: { background_color: null, logo: null, logo_height_ratio: null, align: 'center', is_hidden: false },
  };
}

export function colorHex(theme: Theme, color: BlockColor): string {
  return color in FIXED_COLORS
    ? FIXED_COLORS[color as keyof typeof FIXED_COLORS]
    : theme.colors[color as BrandColorName].hex;
}
