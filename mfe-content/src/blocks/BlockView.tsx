import { SLOT_OWNERS, type Block } from '@stride/shared';
import { Suspense, memo, type ReactNode } from 'react';
import { RemoteSlot } from '@stride/shared/react';
import { lazyComponent } from '../loading/lazyComponent';
import { BlockPlaceholder } from './BlockPlaceholder';
import { ButtonBlockView } from './ButtonBlockView';
import { CollectionBlockView } from './CollectionBlockView';
import { HeroBlockView } from './HeroBlockView';
import { ImageBlockView } from './ImageBlockView';
import { SlotBlock } from './SlotBlock';
import { TextBlockView } from './TextBlockView';

// Most pages are heroes, text, images, buttons and collections: those views come with the entry. Every other
// view is its own chunk, fetched when a page first shows such a block.
const AttachmentBlockView = lazyComponent(() => import('./AttachmentBlockView').then((m) => m.AttachmentBlockView));
const AvatarBlockView = lazyComponent(() => import('./AvatarBlockView').then((m) => m.AvatarBlockView));
const CodeBlockView = lazyComponent(() => import('./CodeBlockView').then((m) => m.CodeBlockView));
const ComposedBlockView = lazyComponent(() => import('./ComposedBlockView').then((m) => m.ComposedBlockView));
const ExtensionBlockView = lazyComponent(() => import('./ExtensionBlockView').then((m) => m.ExtensionBlockView));
const IconListBlockView = lazyComponent(() => import('./IconListBlockView').then((m) => m.IconListBlockView));
const IframeBlockView = lazyComponent(() => import('./IframeBlockView').then((m) => m.IframeBlockView));
const LivestreamBlockView = lazyComponent(() => import('./LivestreamBlockView').then((m) => m.LivestreamBlockView));
const MapBlockView = lazyComponent(() => import('./MapBlockView').then((m) => m.MapBlockView));
const SearchBlockView = lazyComponent(() => import('./SearchBlockView').then((m) => m.SearchBlockView));
const ShareBlockView = lazyComponent(() => import('./ShareBlockView').then((m) => m.ShareBlockView));
const SocialBlockView = lazyComponent(() => import('./SocialBlockView').then((m) => m.SocialBlockView));

/** A lazily loaded view: its placeholder keeps the block's place until the view arrives. */
function Deferred({ block, children }: { block: Block; children: ReactNode }) {
  return <Suspense fallback={<BlockPlaceholder block={block} />}>{children}</Suspense>;
}

/**
 * One block by its type. Memoised on the block: a page re-rendered for another reason (its access loaded, the
 * member's lists) leaves a block it does not change untouched, which matters most while React still hydrates
 * the block's server markup (an update reaching a lazy view before that makes React draw it anew, error #421).
 */
export const BlockView = memo(function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlockView block={block} />;
    case 'collection':
      return <CollectionBlockView block={block} />;
    case 'text':
      return <TextBlockView block={block} />;
    case 'button':
      return <ButtonBlockView block={block} />;
    case 'image':
      return <ImageBlockView block={block} />;
    case 'avatar':
      return (
        <Deferred block={block}>
          <AvatarBlockView block={block} />
        </Deferred>
      );
    case 'attachment':
      return (
        <Deferred block={block}>
          <AttachmentBlockView block={block} />
        </Deferred>
      );
    case 'iframe':
      return (
        <Deferred block={block}>
          <IframeBlockView block={block} />
        </Deferred>
      );
    case 'livestream':
      return (
        <Deferred block={block}>
          <LivestreamBlockView block={block} />
        </Deferred>
      );
    case 'share':
      return (
        <Deferred block={block}>
          <ShareBlockView block={block} />
        </Deferred>
      );
    case 'icon_list':
      return (
        <Deferred block={block}>
          <IconListBlockView block={block} />
        </Deferred>
      );
    case 'map':
      return (
        <Deferred block={block}>
          <MapBlockView block={block} />
        </Deferred>
      );
    case 'composed':
      return (
        <Deferred block={block}>
          <ComposedBlockView block={block} />
        </Deferred>
      );
    case 'search':
      return (
        <Deferred block={block}>
          <SearchBlockView block={block} />
        </Deferred>
      );
    case 'code':
      return (
        <Deferred block={block}>
          <CodeBlockView block={block} />
        </Deferred>
      );
    case 'social':
      return (
        <Deferred block={block}>
          <SocialBlockView block={block} />
        </Deferred>
      );
    case 'extension':
      return (
        <Deferred block={block}>
          <ExtensionBlockView block={block} />
        </Deferred>
      );
    case 'chat':
    case 'calendar':
    case 'workout':
    case 'form_submission':
    case 'member_directory':
      return <RemoteSlot block={block} fallback={<SlotBlock owned={SLOT_OWNERS[block.type] !== undefined} />} />;
  }
});
