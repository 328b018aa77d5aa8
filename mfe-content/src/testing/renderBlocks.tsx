// Test support: blocks rendered the way a page renders them, with fake parcel props.
import type { Block } from '@stride/shared';
import type { ReactElement } from 'react';
import { makeParcelProps, renderInParcel, type FakeParcelOptions } from '@stride/shared/testing';
import type { PageAttributes } from '../attributes/AttributeContext';
import { definition } from '../definition';
import { waitForLazyParts } from './renderPage';
import { BlockList } from '../blocks/BlockList';

export interface RenderWithParcelOptions extends FakeParcelOptions {
  /** Wait until lazily loaded block views have replaced their placeholders (default true). */
  wait?: boolean;
}

export async function renderWithParcel(node: ReactElement, options: RenderWithParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  const view = renderInParcel(node, props);
  if (options.wait ?? true) await waitForLazyParts();
  /** Renders again as the shell does after the member moved to `path`. */
  const rerenderAt = (path: string) =>
    view.rerender(node, { ...props, location: { ...props.location, pathname: path } });
  return { props, view, rerenderAt };
}

export async function renderBlocks(
  blocks: readonly Block[],
  options: RenderWithParcelOptions & { page?: PageAttributes } = {},
) {
  return renderWithParcel(<BlockList blocks={blocks} page={options.page} />, options);
}

/** The rendered block of a type (its BlockList wrapper), for looking inside one block. */
export function blockOf(type: Block['type'], index = 0): HTMLElement {
  const found = document.querySelectorAll<HTMLElement>(`[data-block-type="${type}"]`)[index];
  if (!found) throw new Error(`No ${type} block rendered`);
  return found;
}
