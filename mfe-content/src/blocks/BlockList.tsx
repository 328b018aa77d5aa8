import type { Block } from '@stride/shared';
import { BlockBoundary } from './BlockBoundary';
import { ButtonBlockView } from './ButtonBlockView';
import { CollectionBlockView } from './CollectionBlockView';
import { HeroBlockView } from './HeroBlockView';
import { ImageBlockView } from './ImageBlockView';
import { BLOCK_SLOTS, isKnownBlock } from './knownBlock';
import { SlotBlock } from './SlotBlock';
import { TextBlockView } from './TextBlockView';
import './blocks.scss';

function BlockView({ block }: { block: Block }) {
  if (isKnownBlock(block)) {
    switch (block.type) {
      case 'hero':
        return <HeroBlockView block={block} />;
      case 'text':
        return <TextBlockView block={block} />;
      case 'image':
        return <ImageBlockView block={block} />;
      case 'button':
        return <ButtonBlockView block={block} />;
      case 'collection':
        return <CollectionBlockView block={block} />;
    }
  }
  const slot = BLOCK_SLOTS[block.type];
  // BlockList leaves out the block types whose issue has not come yet.
  return slot ? <SlotBlock slot={slot} block={block} /> : null;
}

export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="content-blocks">
      {blocks
        .filter((block) => isKnownBlock(block) || BLOCK_SLOTS[block.type])
        .map((block) => (
          <BlockBoundary key={block.id}>
            {/* The block type on the page lets tests, the benchmark and styles find a block without its internals. */}
            <div className="content-block" data-block-type={block.type}>
              <BlockView block={block} />
            </div>
          </BlockBoundary>
        ))}
    </div>
  );
}
