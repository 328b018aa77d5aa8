import { useService } from '@stride/shared/react';
import { configServiceRef } from '@stride/shared';
import type { ComposedBlock } from '@stride/shared';
import { BlockList } from './BlockList';
import { surfaceStyle } from './blockStyle';
import './lists.scss';

/** Child blocks in columns (side by side, wrapping on a narrow screen) or in rows. */
export function ComposedBlockView({ block }: { block: ComposedBlock }) {
  const config = useService(configServiceRef);
  return (
    <div
      className={`content-composed content-composed--${block.layout}${block.background_color ? ' content-composed--filled' : ''}`}
      style={surfaceStyle(config.theme, block)}
    >
      <BlockList blocks={block.blocks} nested />
    </div>
  );
}
