import { DARK_TEXT, LIGHT_TEXT, parseHex, textColorFor } from './themeRules';

/** WCAG 2.1 AA: normal text needs 4.5:1; focus rings and other non-text parts need 3:1. */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_UI_CONTRAST = 3;

function channelToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function linearToChannel(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * channelToLinear(r) + 0.7152 * channelToLinear(g) + 0.0722 * channelToLinear(b);
}

/** WCAG contrast ratio of two colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface OkLch {
  l: number;
  c: number;
  h: number;
}

// OKLab (Björn Ottosson): lightness steps in it look even to the eye, and hue stays put while it changes.
function hexToOkLch(hex: string): OkLch {
  const { r, g, b } = parseHex(hex);
  const [lr, lg, lb] = [channelToLinear(r), channelToLinear(g), channelToLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

function okLchToLinear({ l: L, c, h }: OkLch): [number, number, number] {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707598184 * s,
  ];
}

/** The colour in sRGB; out-of-gamut colours lose chroma (not lightness) until they fit, so the hue survives. */
function okLchToHex(color: OkLch): string {
  let chroma = color.c;
  for (let step = 0; step < 40; step += 1) {
    const rgb = okLchToLinear({ ...color, c: chroma });
    if (rgb.every((channel) => channel >= -0.0005 && channel <= 1.0005)) {
      return toHex(...(rgb.map(linearToChannel) as [number, number, number]));
    }
    chroma *= 0.9;
  }
  return toHex(...(okLchToLinear({ ...color, c: 0 }).map(linearToChannel) as [number, number, number]));
}

function minContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/**
 * `color` made legible on every one of `backgrounds`: unchanged when it already reaches `minRatio`, else
 * darkened (on light backgrounds) or lightened (on dark ones) in OKLCH, keeping its hue, one small lightness
 * step at a time until it does. Backgrounds should all be light or all be dark.
 */
export function readableColor(
  color: string,
  backgrounds: string | readonly string[],
  minRatio: number = MIN_TEXT_CONTRAST,
): string {
  const list = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  if (minContrast(color, list) >= minRatio) return color.toLowerCase();
  const darkBackgrounds = list.every((background) => relativeLuminance(background) < 0.18);
  const start = hexToOkLch(color);
  for (let step = 1; step <= 100; step += 1) {
    const l = darkBackgrounds ? start.l + ((1 - start.l) * step) / 100 : start.l - (start.l * step) / 100;
    const candidate = okLchToHex({ ...start, l });
    if (minContrast(candidate, list) >= minRatio) return candidate;
  }
  return darkBackgrounds ? '#ffffff' : '#000000';
}

/**
 * Text on a coloured background (buttons, filled blocks): the spec §9 brightness rule, but never below 4.5:1.
 * When the rule's colour falls short (mid-bright backgrounds) the other text colour is taken, and when both
 * do, black or white, whichever reads better (one of them always reaches 4.5:1).
 */
export function readableTextOn(backgroundHex: string): string {
  const rule = textColorFor(backgroundHex);
  if (contrastRatio(rule, backgroundHex) >= MIN_TEXT_CONTRAST) return rule;
  const other = rule === DARK_TEXT ? LIGHT_TEXT : DARK_TEXT;
  if (contrastRatio(other, backgroundHex) >= MIN_TEXT_CONTRAST) return other;
  return contrastRatio('#000000', backgroundHex) >= contrastRatio('#ffffff', backgroundHex) ? '#000000' : '#ffffff';
}
