import type { Block } from '@stride/shared';
import { AttachmentBlockView } from './AttachmentBlockView';
import { AvatarBlockView } from './AvatarBlockView';
import { ButtonBlockView } from './ButtonBlockView';
import { CodeBlockView } from './CodeBlockView';
import { CollectionBlockView } from './CollectionBlockView';
import { ComposedBlockView } from './ComposedBlockView';
import { ExtensionBlockView } from './ExtensionBlockView';
import { HeroBlockView } from './HeroBlockView';
import { IconListBlockView } from './IconListBlockView';
import { IframeBlockView } from './IframeBlockView';
import { ImageBlockView } from './ImageBlockView';
import { LivestreamBlockView } from './LivestreamBlockView';
import { MapBlockView } from './MapBlockView';
import { SearchBlockView } from './SearchBlockView';
import { ShareBlockView } from './ShareBlockView';
import { BLOCK_SLOTS, SlotBlock } from './SlotBlock';
import { SocialBlockView } from './SocialBlockView';
import { TextBlockView } from './TextBlockView';

export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlockView block={block} />;
    case 'collection':
      return <CollectionBlockView block={block} />;
    case 'text':
      return <TextBlockView block={block} />;
    case 'avatar':
      return <AvatarBlockView block={block} />;
    case 'button':
      return <ButtonBlockView block={block} />;
    case 'attachment':
      return <AttachmentBlockView block={block} />;
    case 'iframe':
      return <IframeBlockView block={block} />;
    case 'livestream':
      return <LivestreamBlockView block={block} />;
    case 'image':
      return <ImageBlockView block={block} />;
    case 'share':
      return <ShareBlockView block={block} />;
    case 'icon_list':
      return <IconListBlockView block={block} />;
    case 'map':
      return <MapBlockView block={block} />;
    case 'composed':
      return <ComposedBlockView block={block} />;
    case 'search':
      return <SearchBlockView block={block} />;
    case 'code':
      return <CodeBlockView block={block} />;
    case 'social':
      return <SocialBlockView block={block} />;
    case 'extension':
      return <ExtensionBlockView block={block} />;
    case 'chat':
    case 'calendar':
    case 'workout':
    case 'form_submission':
    case 'member_directory':
      return <SlotBlock slot={BLOCK_SLOTS[block.type]} block={block} />;
  }
}
