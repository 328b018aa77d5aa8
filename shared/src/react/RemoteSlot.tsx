import { SLOT_OWNERS, slotServiceRef, type SlotBlock, type StrideParcelContext } from '@stride/shared';
import type { ComponentType, ReactNode } from 'react';
import { useService } from './ParcelProviders';

/**
 * A block of another domain inside a page (e.g. member_directory): the shell mounts the owning remote's slot
 * parcel here. `fallback` shows where none can be mounted: no owner yet, no shell (server render, tests), and
 * while hydrating server markup (serverRenderContext has no outlet: the outlet arrives in a transition, after).
 */
export function RemoteSlot({ block, fallback }: { block: SlotBlock; fallback: ReactNode }) {
  const { outlet, context } = useService(slotServiceRef);
  if (!outlet || !SLOT_OWNERS[block.type]) return <>{fallback}</>;
  const Outlet = outlet as ComponentType<{ block: SlotBlock; context: StrideParcelContext }>;
  return <Outlet block={block} context={context} />;
}
