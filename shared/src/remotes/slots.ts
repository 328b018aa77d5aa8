import type { SlotBlock, SlotBlockType } from '../content/Block';
import type { StrideParcelContext } from './ParcelProps';
import type { RemoteName } from './RemoteName';

/**
 * Which remote draws which block of another domain (SLOT_BLOCK_TYPES) inside a page: the content remote mounts
 * it through the shell (`RemoteSlot`). A type with no owner yet shows the content remote's own placeholder.
 */
export const SLOT_OWNERS: Readonly<Partial<Record<SlotBlockType, RemoteName>>> = {
  member_directory: 'mfe-account',
  // The member's own records: their submissions of a form, and the workout player that logs their sets.
  form_submission: 'mfe-account',
  workout: 'mfe-account',
  // A thread inside a page (and a livestream's chat): the messaging remote's.
  chat: 'mfe-messaging',
  // A page's calendar: its scheduled days and events, which the member adds to their schedule.
  calendar: 'mfe-schedule',
};

/** What a slot parcel gets: the parcel context of the page it sits in, and its block. */
export interface SlotParcelProps extends StrideParcelContext {
  block: SlotBlock;
}

/**
 * The shell's component that mounts the owner's slot parcel for `block`, with `context` (the hosting parcel's).
 * A React component, typed without React so this framework-free entry loads none.
 */
export type SlotOutlet = (props: { block: SlotBlock; context: StrideParcelContext }) => unknown;

/** The StrideParcelContext fields of a parcel's props (single-spa adds its own, which another parcel must not get). */
export function parcelContextOf(props: StrideParcelContext): StrideParcelContext {
  const {
    bus,
    api,
    queryClient,
    i18n,
    session,
    appConfig,
    location,
    navigate,
    canGoBack,
    back,
    pageBuilder,
    suppressPrompts,
    updateWaiting,
    colorMode,
    realtime,
    slotOutlet,
  } = props;
  return {
    bus,
    api,
    queryClient,
    i18n,
    session,
    appConfig,
    location,
    navigate,
    canGoBack,
    back,
    pageBuilder,
    suppressPrompts,
    updateWaiting,
    colorMode,
    realtime,
    ...(slotOutlet ? { slotOutlet } : {}),
  };
}
