import type { Block, SlotName } from '@stride/shared';
import { useContentParcel } from '../parcel/ContentParcelContext';

/** A block of another domain: the shell's Slot mounts the owning remote's block parcel with the block's fields. */
export function SlotBlock({ slot, block }: { slot: SlotName; block: Block }) {
  const { Slot } = useContentParcel();
  return (
    <div className="content-slot">
      {/* The block itself, not a copy: a stable object keeps the slot from updating on every render. */}
      <Slot name={slot} props={block} />
    </div>
  );
}
