import {
  SLOT_OWNERS,
  type SlotName,
  type SlotParcelProps,
  type SlotProps,
  type StrideParcelContext,
} from '@stride/shared';
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { SHELL_NAMESPACE } from '../i18n/shellStrings';
import { RemoteParcel, type ParcelLoader } from '../remotes/RemoteParcel';
import type { RemoteLoader } from '../remotes/RemoteLoader';
import type { ParcelContextStore } from './parcelContextStore';

export type SlotLoader = ParcelLoader & Pick<RemoteLoader, 'has'>;

export interface RemoteSlotProps {
  name: SlotName;
  props: Record<string, unknown>;
  loader: SlotLoader;
  context: StrideParcelContext;
}

function SlotUnavailable({ context }: { context: StrideParcelContext }) {
  return (
    <div className="stride-slot-unavailable" role="note">
      {context.i18n.t('slot.unavailable', { ns: SHELL_NAMESPACE })}
    </div>
  );
}

/**
 * Mounts a block owned by another remote (SLOT_OWNERS) where it is used. An owner without a release or
 * without that block shows "not available yet"; an owner that fails shows the remote fallback.
 */
export function RemoteSlot({ name, props, loader, context }: RemoteSlotProps) {
  const owner = SLOT_OWNERS[name];
  const parcelProps = useMemo<SlotParcelProps>(() => ({ ...context, slot: name, props }), [context, name, props]);
  if (!loader.has(owner)) return <SlotUnavailable context={context} />;
  return (
    <RemoteParcel
      remote={owner}
      loader={loader}
      select={(entry) => entry.parcels.slots?.[name]}
      parcelProps={parcelProps}
      missing={<SlotUnavailable context={context} />}
      className="stride-slot"
    />
  );
}

/** The `Slot` of StrideParcelContext: a RemoteSlot bound to the shell's loader and its current context. */
export function createSlotComponent(loader: SlotLoader, store: ParcelContextStore): ComponentType<SlotProps> {
  return function Slot({ name, props }: SlotProps) {
    const context = useSyncExternalStore(store.subscribe, store.get);
    return context ? <RemoteSlot name={name} props={props} loader={loader} context={context} /> : null;
  };
}
