import {
  checkRatio,
  colorHex,
  LAYOUT,
  textColorFor,
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
 * A block's colours as inline style: its background, and its text colour, else dark or light text by the
 * background's brightness (spec §9). Without either, the block keeps the page's colours.
 */
export function surfaceStyle(theme: Theme, surface: Surface): CSSProperties | undefined {
  const background = surface.background_color ? colorHex(theme, surface.background_color) : null;
  const color = surface.text_color ? colorHex(theme, surface.text_color) : background ? textColorFor(background) : null;
  if (!background && !color) return undefined;
  return { ...(background ? { backgroundColor: background } : {}), ...(color ? { color } : {}) };
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
