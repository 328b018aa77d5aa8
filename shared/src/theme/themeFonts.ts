/**
 * The fonts a theme may name (heading_font, body_font), self-hosted from the @fontsource packages the API
 * serves under FONT_BASE_PATH: woff2 only, regular and bold, latin and latin-ext (plus arabic where the font
 * draws it). Any other name falls back to the system stack, so a theme never sends the browser elsewhere.
 */
export const FONT_BASE_PATH = '/fonts';

/** The @fontsource release the files come from; it is in every font URL, so the files may be cached forever. */
export const FONT_FILES_VERSION = '5.3.0';

export const FONT_SUBSETS = ['latin', 'latin-ext', 'arabic'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

export const FONT_WEIGHTS = [400, 700] as const;

export interface CatalogueFont {
  family: string;
  /** The @fontsource package name and file prefix. */
  slug: string;
  subsets: readonly FontSubset[];
  /** What the stack falls back to while the font loads or where it lacks a glyph. */
  generic: 'sans-serif' | 'serif';
}

export const FONT_CATALOGUE: readonly CatalogueFont[] = [
  { family: 'Inter', slug: 'inter', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Poppins', slug: 'poppins', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Montserrat', slug: 'montserrat', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Roboto', slug: 'roboto', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Open Sans', slug: 'open-sans', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Lato', slug: 'lato', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Oswald', slug: 'oswald', subsets: ['latin', 'latin-ext'], generic: 'sans-serif' },
  { family: 'Playfair Display', slug: 'playfair-display', subsets: ['latin', 'latin-ext'], generic: 'serif' },
  { family: 'Cairo', slug: 'cairo', subsets: ['arabic', 'latin', 'latin-ext'], generic: 'sans-serif' },
];

// The ranges Google Fonts and @fontsource cut each subset by: the browser downloads a file only for text it draws.
const UNICODE_RANGES: Readonly<Record<FontSubset, string>> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1',
};

export const SYSTEM_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The catalogue font a theme names ("Open Sans", "open-sans", "open_sans"), or null. */
export function catalogueFont(name: string): CatalogueFont | null {
  const wanted = normalise(name);
  return FONT_CATALOGUE.find((font) => font.slug === wanted) ?? null;
}

/** The CSS font-family value for a theme's font: the font first, then the system stack; unknown → system stack. */
export function fontStack(name: string): string {
  const font = catalogueFont(name);
  if (!font) return SYSTEM_FONT_STACK;
  return font.generic === 'serif'
    ? `"${font.family}", Georgia, "Times New Roman", serif`
    : `"${font.family}", ${SYSTEM_FONT_STACK}`;
}

/** Path of one font file below FONT_BASE_PATH: `<slug>/<version>/<slug>-<subset>-<weight>-normal.woff2`. */
export function fontFilePath(font: CatalogueFont, subset: FontSubset, weight: number): string {
  return `${font.slug}/${FONT_FILES_VERSION}/${font.slug}-${subset}-${weight}-normal.woff2`;
}

/** @font-face rules for the theme's catalogue fonts only (each once), with font-display: swap. */
export function fontFaceCss(names: readonly string[], basePath: string = FONT_BASE_PATH): string {
  const fonts = [...new Set(names.map(catalogueFont).filter((font): font is CatalogueFont => font !== null))];
  return fonts
    .flatMap((font) =>
      font.subsets.flatMap((subset) =>
        FONT_WEIGHTS.map(
          (weight) =>
            `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
            `src:url(${basePath}/${fontFilePath(font, subset, weight)}) format("woff2");` +
            `unicode-range:${UNICODE_RANGES[subset]}}`,
        ),
      ),
    )
    .join('');
}
