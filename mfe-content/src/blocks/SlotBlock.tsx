import { createElement } from 'react';
import { useService } from '@stride/shared/react';
import { slotServiceRef } from '@stride/shared';
import type { SlotBlockType, SlotName } from '@stride/shared';

/** Blocks of another domain, drawn by their owning remote through the shell's slot service (DESIGN.md). */
export const BLOCK_SLOTS: Readonly<Record<SlotBlockType, SlotName>> = {
  chat: 'messaging/chat-block',
  calendar: 'schedule/calendar-block',
  workout: 'schedule/workout-block',
  form_submission: 'account/form-submission-block',
  member_directory: 'account/member-directory-block',
};

/**
 * A block of another domain: the shell's Slot mounts the owning remote's block parcel with the block's
 * fields, or says "not available yet" while that remote has no such block.
 */
export function SlotBlock({ slot, block }: { slot: SlotName; block: Record<string, unknown> }) {
  // The shell's one Slot component, the same on every render (not a component made here).
  const slotService = useService(slotServiceRef);
  return (
    <div className="content-slot">
      {/* The block itself, not a copy: a stable object keeps the slot from updating on every render. */}
      {createElement(slotService, { name: slot, props: block })}
    </div>
  );
}
