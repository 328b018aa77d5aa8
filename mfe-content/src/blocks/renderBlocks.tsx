// Test support: blocks rendered the way a page renders them, with fake parcel props.
import type { Block } from '@stride/shared';
import type { ReactNode } from 'react';
import { makeParcelProps, renderInParcel, type FakeParcelOptions } from '@stride/shared/testing';
import type { PageAttributes } from '../attributes/AttributeContext';
import { definition } from '../definition';
import { waitForLazyParts } from '../page/renderPage';
import { ContentParcelContext } from '../parcel/ContentParcelContext';
import { BlockList } from './BlockList';

export interface RenderWithParcelOptions extends FakeParcelOptions {
  path?: string;
  /** Wait until lazily loaded block views have replaced their placeholders (default true). */
  wait?: boolean;
}

export async function renderWithParcel(node: ReactNode, options: RenderWithParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  const value = { ...props, path: options.path ?? '/' };
  const view = renderInParcel(
    <ContentParcelContext.Provider value={value}>{node}</ContentParcelContext.Provider>,
    props,
  );
  const rerenderAt = (path: string, next: ReactNode = node) =>
    view.rerender(<ContentParcelContext.Provider value={{ ...props, path }}>{next}</ContentParcelContext.Provider>);
  if (options.wait ?? true) await waitForLazyParts();
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
