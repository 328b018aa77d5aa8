import { MIN_UI_CONTRAST, readableColor, readableTextOn } from './colorContrast';
import type { ColorMode } from './colorMode';
import type { Theme } from './Theme';
import { FONT_BASE_PATH, fontFaceCss, fontStack } from './themeFonts';
import { BLOCK_COLORS } from './Theme';
import { DARK_TEXT, FIXED_COLORS, LAYOUT, colorHex, parseHex, radiiForLook } from './themeRules';

/** Page and card colours of dark mode: neutral, so any brand colour sits on them. */
export const DARK_PAGE = '#121418';
export const DARK_SURFACE = '#1d2026';
const DARK_MODE_TEXT = '#e7e9ed';
const LIGHT_SURFACE = '#ffffff';

/** How strongly the brand tints a selected item (the current tab, an active badge) over what is behind it. */
const SELECTED_TINT = 0.12;

/** `color` laid at `alpha` over the opaque `background`, as the browser composes rgba() over it. */
function blend(color: string, alpha: number, background: string): string {
  const over = parseHex(color);
  const under = parseHex(background);
  const channel = (a: number, b: number) =>
    Math.round(a * alpha + b * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(over.r, under.r)}${channel(over.g, under.g)}${channel(over.b, under.b)}`;
}

function rgbOf(hex: string): string {
  const { r, g, b } = parseHex(hex);
  return `${r}, ${g}, ${b}`;
}

/**
 * The colours that change with the mode, as CSS custom properties. Every text colour here reaches 4.5:1 on
 * both the page and a card of its mode (input borders and the focus ring at least 3:1), whatever the brand.
 */
export function colorModeVars(theme: Theme, mode: ColorMode): Record<string, string> {
  const light = mode === 'light';
  const page = light ? theme.colors.light.hex : DARK_PAGE;
  const surface = light ? LIGHT_SURFACE : DARK_SURFACE;
  const backgrounds = [page, surface];
  const text = readableColor(light ? DARK_TEXT : DARK_MODE_TEXT, backgrounds);
  const border = light ? 'rgba(56, 66, 80, 0.16)' : 'rgba(231, 233, 237, 0.16)';
  const primary = theme.colors.primary.hex;
  // The current tab is drawn in the link colour on the brand's tint, over the page or a card (the drawer).
  const selectedBackgrounds = backgrounds.map((background) => blend(primary, SELECTED_TINT, background));
  const link = readableColor(primary, [...backgrounds, ...selectedBackgrounds]);
  const dangerSurface = light ? '#fdecea' : '#3b1416';
  const raised = theme.card_style === 'raised';
  // A block's text colour without a background of its own sits on the page: legible variants per mode.
  const blockTexts = Object.fromEntries(
    BLOCK_COLORS.map((color) => [
      `--stride-text-${color.replace(/_/g, '-')}`,
      readableColor(colorHex(theme, color), backgrounds),
    ]),
  );
  return {
    '--stride-page': page,
    '--stride-page-rgb': rgbOf(page),
    '--stride-on-page': text,
    '--stride-surface': surface,
    '--stride-on-surface': text,
    '--stride-muted': readableColor(light ? '#5f6b7a' : '#a3acb9', backgrounds),
    '--stride-border': border,
    '--stride-selected': `rgba(${rgbOf(primary)}, ${SELECTED_TINT})`,
    '--stride-hover': light ? 'rgba(56, 66, 80, 0.06)' : 'rgba(231, 233, 237, 0.08)',
    '--stride-input-bg': light ? LIGHT_SURFACE : '#181b20',
    '--stride-input-border': readableColor(light ? '#8a94a3' : '#6f7887', backgrounds, MIN_UI_CONTRAST),
    '--stride-link': link,
    // The ring sits on the page or a card (outline-offset): the link colour reaches 4.5:1 on both.
    '--stride-focus': link,
    '--stride-danger': readableColor(light ? '#c62828' : '#f28b82', [...backgrounds, dangerSurface]),
    '--stride-danger-surface': dangerSurface,
    // "Saved.", "Your password was changed.": a confirmation reads as green yet legible in both modes.
    '--stride-success': readableColor(light ? '#067647' : '#6ce9a6', backgrounds),
    '--stride-scrim': light ? 'rgba(0, 0, 0, 0.5)' : 'rgba(0, 0, 0, 0.7)',
    '--stride-card-shadow': raised
      ? light
        ? '0 2px 8px rgba(0, 0, 0, 0.12)'
        : '0 2px 8px rgba(0, 0, 0, 0.6)'
      : 'none',
    '--stride-card-border': raised ? 'none' : `1px solid ${border}`,
    ...blockTexts,
  };
}

/** What does not change with the mode: brand and block colours with their text colours, radii, fonts, layers. */
export function themeToCssVars(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, color] of Object.entries(theme.colors)) {
    const key = name.replace(/_/g, '-');
    vars[`--stride-${key}`] = color.hex;
    vars[`--stride-${key}-rgb`] = color.rgb;
    vars[`--stride-on-${key}`] = readableTextOn(color.hex);
  }
  for (const [name, hex] of Object.entries(FIXED_COLORS)) {
    const key = name.replace(/_/g, '-');
    vars[`--stride-${key}`] = hex;
    vars[`--stride-on-${key}`] = readableTextOn(hex);
  }
  const { radius, inputRadius } = radiiForLook(theme.app_look);
  vars['--stride-radius'] = `${radius}px`;
  vars['--stride-input-radius'] = `${inputRadius}px`;
  vars['--stride-heading-font'] = fontStack(theme.heading_font);
  vars['--stride-body-font'] = fontStack(theme.body_font);
  vars['--stride-modal-layer'] = String(LAYOUT.modalLayer);
  return vars;
}

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

function modeBlock(theme: Theme, mode: ColorMode): string {
  return `${declarations(colorModeVars(theme, mode))};color-scheme:${mode}`;
}

/**
 * The theme as one stylesheet, for <head> (the API's HTML) or a <style> the shell injects: the theme's fonts,
 * the custom properties, and the colour mode. `data-color-mode` on <html> (the member's pick, or the shell's
 * resolution once it runs) wins; without it the device's prefers-color-scheme decides, and without that the
 * app's default_color_mode.
 */
export function themeStylesheet(theme: Theme, fontBasePath: string = FONT_BASE_PATH): string {
  const fallback = theme.default_color_mode;
  const other: ColorMode = fallback === 'light' ? 'dark' : 'light';
  return [
    fontFaceCss([theme.heading_font, theme.body_font], fontBasePath),
    `:root{${declarations(themeToCssVars(theme))}}`,
    `:root,:root[data-color-mode="${fallback}"]{${modeBlock(theme, fallback)}}`,
    `@media (prefers-color-scheme:${other}){:root:not([data-color-mode]){${modeBlock(theme, other)}}}`,
    `:root[data-color-mode="${other}"]{${modeBlock(theme, other)}}`,
  ].join('');
}
