import { LAYOUT, RATIO_RANGE, type Block } from '@stride/shared';
import type { CSSProperties } from 'react';
import { blockHeightPx } from './blockStyle';

/** Room for a map's address line and link under its frame. */
const MAP_TEXT_PX = 56;

function placeholderStyle(block: Block): CSSProperties | undefined {
  switch (block.type) {
    case 'iframe': {
      // An out-of-range ratio becomes the block's error state once its view loads; until then, the default.
      const inRange = block.height_ratio >= RATIO_RANGE.min && block.height_ratio <= RATIO_RANGE.max;
      return { height: `${(LAYOUT.blockBaseHeight * (inRange ? block.height_ratio : 100)) / 100}px` };
    }
    case 'extension':
      return { height: `${blockHeightPx(block.height)}px` };
    case 'map': {
      const framed = block.latitude !== null && block.longitude !== null;
      return { height: `${(framed ? blockHeightPx(block.height) : 0) + MAP_TEXT_PX}px` };
    }
    case 'livestream':
      return { aspectRatio: '16 / 9' };
    default:
      return undefined;
  }
}

/**
 * Where a block whose view is still loading will be, about as tall as it will be, so what follows does not
 * jump when it arrives.
 */
export function BlockPlaceholder({ block }: { block: Block }) {
  return (
    <div className="content-placeholder content-block-placeholder" style={placeholderStyle(block)} aria-busy="true" />
  );
}
