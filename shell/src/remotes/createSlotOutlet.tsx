import {
  SLOT_OWNERS,
  type SlotBlock,
  type SlotOutlet,
  type SlotParcelProps,
  type StrideParcelContext,
} from '@stride/shared';
import { useMemo } from 'react';
import { RemoteParcel, type ParcelLoader } from './RemoteParcel';

/**
 * The shell's slot outlet, handed to every parcel (StrideParcelContext.slotOutlet): it mounts the slot parcel of
 * the block's owner (SLOT_OWNERS) with the hosting parcel's context, loading that remote first; a load failure
 * stays inside the block.
 */
export function createSlotOutlet(loader: ParcelLoader): SlotOutlet {
  return function SlotOutletParcel({ block, context }: { block: SlotBlock; context: StrideParcelContext }) {
    const owner = SLOT_OWNERS[block.type];
    const parcelProps = useMemo<SlotParcelProps>(() => ({ ...context, block }), [context, block]);
    if (!owner) return null;
    return (
      <RemoteParcel
        remote={owner}
        loader={loader}
        select={(entry) => entry.parcels.slots?.[block.type]}
        parcelProps={parcelProps}
        className="stride-slot"
      />
    );
  };
}
