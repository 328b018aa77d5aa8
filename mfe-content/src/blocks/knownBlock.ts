import type { Block, ButtonBlock, CollectionBlock, HeroBlock, ImageBlock, SlotName, TextBlock } from '@stride/shared';

/** Block types this remote draws itself in this issue. */
export type KnownBlock = HeroBlock | TextBlock | ImageBlock | ButtonBlock | CollectionBlock;

const KNOWN_TYPES: ReadonlySet<string> = new Set<KnownBlock['type']>(['hero', 'text', 'image', 'button', 'collection']);

// The shared Block union keeps a passthrough member whose `type` spans every block type, so `type` alone
// does not narrow it; this guard does.
export function isKnownBlock(block: Block): block is KnownBlock {
  return KNOWN_TYPES.has(block.type);
}

/** Blocks of another domain, drawn by their owning remote through the shell's slot service (DESIGN.md). */
export const BLOCK_SLOTS: Readonly<Partial<Record<Block['type'], SlotName>>> = {
  chat: 'messaging/chat-block',
  calendar: 'schedule/calendar-block',
  workout: 'schedule/workout-block',
  form_submission: 'account/form-submission-block',
  member_directory: 'account/member-directory-block',
};
