import { START_MARKER, type ModalId } from '@stride/shared';

export interface HashModals {
  /** The first id in the hash that has a registered modal, or null. */
  open: ModalId | null;
  /** The hash began with the start marker: no automatic purchase or login prompt. */
  suppressPrompts: boolean;
  /** Every id in the hash, in order, registered or not. */
  ids: string[];
}

function splitHash(hash: string): { marker: boolean; ids: string[] } {
  let body = hash.startsWith('#') ? hash.slice(1) : hash;
  const marker = body.startsWith(START_MARKER);
  if (marker) body = body.slice(START_MARKER.length);
  return {
    marker,
    ids: body
      .split('+')
      .map((id) => id.trim())
      .filter(Boolean),
  };
}

function joinHash(marker: boolean, ids: readonly string[]): string {
  const body = `${marker ? START_MARKER : ''}${ids.join('+')}`;
  return body ? `#${body}` : '';
}

/** Spec §2: ids combine with '+'; the first one with a registered modal opens; unknown ids are ignored. */
export function parseHashModals(hash: string, registered: readonly ModalId[]): HashModals {
  const { marker, ids } = splitHash(hash);
  const open = ids.find((id): id is ModalId => (registered as readonly string[]).includes(id)) ?? null;
  return { open, suppressPrompts: marker, ids };
}

/**
 * The hash after closing a modal: its id is removed and the rest (other ids, the start marker) is kept,
 * so the next registered modal opens and prompts stay suppressed. Nothing left → '' (no hash at all).
 */
export function removeModalFromHash(hash: string, modal: ModalId): string {
  const { marker, ids } = splitHash(hash);
  return joinHash(
    marker,
    ids.filter((id) => id !== modal),
  );
}

/** The hash after opening a modal: it goes first so it opens now, and closing it reveals what was open before. */
export function addModalToHash(hash: string, modal: ModalId): string {
  const { marker, ids } = splitHash(hash);
  return joinHash(marker, [modal, ...ids.filter((id) => id !== modal)]);
}
