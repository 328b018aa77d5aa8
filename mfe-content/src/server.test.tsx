/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// react-dom/server's Node build (renderToPipeableStream) under jsdom: the same module the server entry bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers';
import { SERVER_RENDER_SESSION, type GlobalConfig, type PageData } from '@stride/shared';
import { pageDataSchema } from '@stride/shared/schemas';
import { ParcelProviders, pageQueries } from '@stride/shared/react';
import { makeConfig, makeParcelProps } from '@stride/shared/testing';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { definition } from './definition';
import { ContentRoot } from './parcel/ContentRoot';
import { renderPage } from './server';

// jsdom leaves out setImmediate, which react-dom/server's Node build schedules its work with.
Object.assign(globalThis, { setImmediate });

interface DemoPage {
  path: string;
  title: string;
  type: string;
  attributes?: Record<string, unknown>;
  blocks: { type: string }[];
}

// The demo content the API seeds (/showcase has every block type), its relative dates (`{{now+3d@18:00}}`) fixed.
const demo = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'api', 'src', 'content', 'demo', 'demoApp.json'), 'utf8').replace(
    /"\{\{now[^}]*\}\}"/g,
    '"2030-01-04T18:00:00.000Z"',
  ),
) as { pages: DemoPage[] };
const showcase = demo.pages.find((page) => page.path === '/showcase')!;

function pageWith(blocks: DemoPage['blocks']): PageData {
  return pageDataSchema.parse({
    page: {
      id: 'showcase',
      rootId: 'showcase',
      contentRootId: 'showcase',
      path: showcase.path,
      title: showcase.title,
      type: showcase.type,
      actions: [],
      access: {},
      show_tabbar: true,
      show_view_switcher: false,
      background_color: null,
    },
    blocks,
    attributes: showcase.attributes ?? {},
  });
}

/** Hydrates the server markup with the route parcel's tree and the same inputs; records what React reports. */
async function hydrate(page: PageData, config: GlobalConfig, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const props = {
    ...(await makeParcelProps({ definition, config, session: SERVER_RENDER_SESSION })),
    path: page.page.path,
  };
  props.queryClient.setQueryData(pageQueries.byPath(props.api, page.page.path).queryKey, page);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <ParcelProviders context={props}>
        <ContentRoot target={{ kind: 'route', path: props.path }} />
      </ParcelProviders>,
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  errors.mockRestore();
  return {
    errors: errors.mock.calls.map((args) => args.map(String).join(' ')),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

const blockTypes = [...new Set(showcase.blocks.map((block) => block.type))];

describe('the server entry', () => {
  it.each(blockTypes)(
    'draws %s blocks as the browser first renders them, so hydration finds no mismatch',
    async (type) => {
      const page = pageWith(showcase.blocks.filter((block) => block.type === type));
      const config = makeConfig();
      const html = await renderPage({ path: page.page.path, page, config });
      expect(html).toContain(`data-block-type="${type}"`);

      // React compares its first render with the markup while hydrating and reports any difference
      // (text, element or attribute) through console.error: the two are equal when it reports none.
      const { errors, unmount } = await hydrate(page, config, html);
      expect(errors).toEqual([]);
      unmount();
    },
  );
});
