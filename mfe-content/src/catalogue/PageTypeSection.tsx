import type { PageData } from '@stride/shared';

/**
 * What a page of a catalogue type adds under its blocks: a program's stages, an event's occurrences, a pack's
 * contents. Drawn by PageScreen for every granted page.
 */
export function PageTypeSection(_props: { data: PageData }) {
  return null;
}
