import {
  checkRatio,
  colorHex,
  LAYOUT,
  readableTextOn,
  type BlockColor,
  type BlockHeight,
  type Theme,
} from '@stride/shared';
import type { CSSProperties } from 'react';

export interface Surface {
  background_color?: BlockColor | null;
  text_color?: BlockColor | null;
}

/**
 * Links, secondary text and the focus ring inside a block with its own colours take its text colour: the
 * theme's (derived for the page and cards) would not read on the block's background.
 */
export function ownColorVars(color: string): CSSProperties {
  return { '--stride-link': color, '--stride-muted': color, '--stride-focus': color } as CSSProperties;
}

/**
 * A block's colours as inline style: its background, and its text colour, else dark or light text by the
 * background's brightness (spec §9, at least 4.5:1). A text colour on the page's own background is the
 * colour's variant legible in the current colour mode. Without either, the block keeps the page's colours.
 */
export function surfaceStyle(theme: Theme, surface: Surface): CSSProperties | undefined {
  if (surface.background_color) {
    const background = colorHex(theme, surface.background_color);
    const color = surface.text_color ? colorHex(theme, surface.text_color) : readableTextOn(background);
    return { backgroundColor: background, color, ...ownColorVars(color) };
  }
  if (surface.text_color) {
    const name = surface.text_color.replace(/_/g, '-');
    return { color: `var(--stride-text-${name}, ${colorHex(theme, surface.text_color)})` };
  }
  return undefined;
}

/** Height in px: pixels as they are, percent of the 200 px block base height (spec §9). */
export function blockHeightPx(height: BlockHeight): number {
  return height.unit === 'pixel' ? height.value : (LAYOUT.blockBaseHeight * height.value) / 100;
}

/** Hero and iframe height in px from a ratio; throws 'Ratio Out Of Range' (spec §5) for the block's boundary. */
export function ratioHeightPx(ratio: number): number {
  return (LAYOUT.blockBaseHeight * checkRatio(ratio)) / 100;
}

/** An image width designed against the 375 px base width (spec §9), as a share of the screen. */
export function imageWidthPercent(width: number): string {
  return `${Math.min(100, (width / LAYOUT.imageBaseWidth) * 100).toFixed(2)}%`;
}
