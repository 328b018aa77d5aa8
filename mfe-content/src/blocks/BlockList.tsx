import { BLOCK_TYPES, type Block, type ComposedChild } from '@stride/shared';
import { AttributeProvider, type PageAttributes } from '../attributes/AttributeContext';
import { BlockBoundary } from './BlockBoundary';
import { BlockView } from './BlockView';
import { LEAD_BLOCK_COUNT, LeadBlockContext } from './leadBlock';
import './blocks.scss';

const KNOWN_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);

export interface BlockListProps {
  blocks: readonly (Block | ComposedChild)[];
  /**
   * The page's attributes and title for `{{slug}}` placeholders and attribute fields. Lists inside
   * overlays and composed blocks leave it out and use their page's.
   */
  page?: PageAttributes;
  /** Inside a composed block: no page padding around the list. */
  nested?: boolean;
}

export function BlockList({ blocks, page, nested = false }: BlockListProps) {
  const list = (
    <div className={`content-blocks${nested ? ' content-blocks--nested' : ''}`}>
      {blocks
        // A type this build does not know (content newer than the remote) is left out; every known one renders.
        .filter((block) => KNOWN_TYPES.has(block.type))
        .map((block, position) => (
          // The block type on the page lets tests, the benchmark and styles find a block (or its error state).
          <div key={block.id} className="content-block" data-block-type={block.type}>
            <BlockBoundary resetKey={block}>
              <LeadBlockContext.Provider value={!nested && position < LEAD_BLOCK_COUNT ? position : null}>
                <BlockView block={block} />
              </LeadBlockContext.Provider>
            </BlockBoundary>
          </div>
        ))}
    </div>
  );
  return page ? <AttributeProvider value={page}>{list}</AttributeProvider> : list;
}
