/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// react-dom/server's Node build (renderToPipeableStream) under jsdom: the same module the server entry bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers';
import {
  SERVER_RENDER_SESSION,
  contentQueryKeys,
  serverMarkupAttributes,
  type GlobalConfig,
  type PageData,
  type RouteParcelProps,
} from '@stride/shared';
import { pageDataSchema } from '@stride/shared/schemas';
import { makeConfig, makeParcelProps, mountParcel } from '@stride/shared/testing';
import { act } from '@testing-library/react';
import { definition } from './definition';
import { parcels } from './parcels';
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

/** Mounts the route parcel as the shell does on a page that came with server markup; records what React reports. */
async function hydrate(page: PageData, config: GlobalConfig, html: string) {
  const markup = document.createElement('div');
  for (const [name, value] of Object.entries(serverMarkupAttributes('mfe-content', page.page.path))) {
    markup.setAttribute(name, value);
  }
  markup.innerHTML = html;
  document.body.appendChild(markup);
  const props = await makeParcelProps({ definition, config, session: SERVER_RENDER_SESSION });
  props.queryClient.setQueryData(contentQueryKeys.page(page.page.path), page);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const mounted = await mountParcel(parcels.route!, { ...props, path: page.page.path } as RouteParcelProps);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  errors.mockRestore();
  return { mounted, errors: errors.mock.calls.map((args) => args.map(String).join(' ')), markup };
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
      const { mounted, errors, markup } = await hydrate(page, config, html);
      expect(errors).toEqual([]);
      // The parcel adopted the markup: nothing is left where the API put it.
      expect(markup.isConnected).toBe(false);
      await mounted.unmount();
    },
  );
});
