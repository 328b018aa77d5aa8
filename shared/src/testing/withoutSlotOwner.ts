import { SLOT_OWNERS, type RemoteName, type SlotBlockType } from '..';

/**
 * Every slot block type has an owner today. The "no owner yet" paths (a type added before its remote ships) are
 * tested by taking `type`'s owner away until `restore()` (or jest.restoreAllMocks) puts it back.
 */
export function withoutSlotOwner(type: SlotBlockType): { restore(): void } {
  const owners = SLOT_OWNERS as Partial<Record<SlotBlockType, RemoteName>>;
  return jest.replaceProperty(owners, type, undefined);
}
