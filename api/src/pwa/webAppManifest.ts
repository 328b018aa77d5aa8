import type { GlobalConfig } from '@stride/shared';

/** Square PNG sizes app stores and browsers ask for (Android launchers, Windows tiles, PWA install: 192 and 512). */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** Maskable icons keep the artwork inside the central safe circle; Android crops them to its own shape. */
export const MASKABLE_ICON_SIZES = [192, 512] as const;
/** iOS home-screen icon (apple-touch-icon): opaque, iOS rounds the corners itself. */
export const APPLE_TOUCH_ICON_SIZE = 180;
/** Favicon sizes, as PNGs and packed into /favicon.ico. */
export const FAVICON_SIZES = [16, 32] as const;

/** Every icon file an app has, by name under /icons/<version>/. */
export type IconFileName =
  | `icon-${(typeof ICON_SIZES)[number]}.png`
  | `maskable-${(typeof MASKABLE_ICON_SIZES)[number]}.png`
  | 'apple-touch-icon.png'
  | `favicon-${(typeof FAVICON_SIZES)[number]}.png`;

export const ICON_FILE_NAMES: readonly IconFileName[] = [
  ...ICON_SIZES.map((size) => `icon-${size}.png` as const),
  ...MASKABLE_ICON_SIZES.map((size) => `maskable-${size}.png` as const),
  'apple-touch-icon.png',
  ...FAVICON_SIZES.map((size) => `favicon-${size}.png` as const),
];

/** Added to start_url so an app opened from the home screen can be told apart in analytics. */
export const START_URL_SOURCE = 'utm_source=homescreen';

export function iconUrl(version: string, file: IconFileName): string {
  return `/icons/${version}/${file}`;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  lang: string;
  dir: 'auto';
  icons: ManifestIcon[];
}

/** Home screens cut labels at about 12 characters: a longer name keeps its first word(s) that fit. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  let short = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || `${[...trimmed].slice(0, 11).join('')}…`;
}

/** The splash screen and browser chrome colours: the brand colour, over the background of the app's colour mode. */
export function manifestColors(config: GlobalConfig): { theme_color: string; background_color: string } {
  const { colors, default_color_mode } = config.theme;
  return {
    theme_color: colors.primary.hex,
    background_color: default_color_mode === 'dark' ? colors.dark.hex : colors.light.hex,
  };
}

/** The web app manifest of one app (served per host, so each app installs as its own app). */
export function buildWebAppManifest(config: GlobalConfig, iconVersion: string): WebAppManifest {
  const { name } = config.app;
  const defaultLocale = config.locales.find((locale) => locale.status === 'default')?.locale ?? 'en';
  return {
    // Stable across icon and name changes: the browser treats it as the same installed app.
    id: '/',
    name,
    short_name: shortNameOf(name),
    // Apps have no description of their own; the name is what a store listing or install sheet can show.
    description: name,
    start_url: `/?${START_URL_SOURCE}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    ...manifestColors(config),
    lang: defaultLocale,
    dir: 'auto',
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: iconUrl(iconVersion, `icon-${size}.png`),
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: 'any' as const,
      })),
      ...MASKABLE_ICON_SIZES.map((size) => ({
        src: iconUrl(iconVersion, `maskable-${size}.png`),
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: 'maskable' as const,
      })),
    ],
  };
}
