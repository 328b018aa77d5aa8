/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// react-dom/server's Node build (renderToPipeableStream) under jsdom: the same module the server entry bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers';
import {
  EMPTY_MEMBER_DATA,
  SERVER_MARKUP_ELEMENT_ID,
  memberQueryKeys,
  serverMarkupAttributes,
  type GlobalConfig,
  type PageData,
  type RouteParcelProps,
} from '@stride/shared';
import { pageDataSchema } from '@stride/shared/schemas';
import { pageQueries } from '@stride/shared/react';
import { GUEST, fetchFrom, makeConfig, makeParcelProps, makeUser, mountParcel, signedIn } from '@stride/shared/testing';
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

/**
 * The page as the browser gets it: the server markup in its element outside the shell's root, the page JSON
 * primed from the HTML, and the content parcel mounted the way the shell mounts it, with the shell's context by
 * then (a member signed in, their lists cached, a query string), which the server could not know. Records what
 * React reports while the parcel hydrates and settles: without reportError (jsdom), React logs a recoverable
 * error (a hydration mismatch in production) with console.error, as it logs the details of a mismatch.
 */
async function mountOverServerMarkup(page: PageData, config: GlobalConfig, html: string, blockType: string) {
  const markup = document.createElement('div');
  for (const [name, value] of Object.entries(serverMarkupAttributes('mfe-content', page.page.path))) {
    markup.setAttribute(name, value);
  }
  markup.innerHTML = html;
  document.body.appendChild(markup);
  const drawn = markup.querySelector(`[data-block-type="${blockType}"]`);

  const user = makeUser();
  const context = await makeParcelProps({
    definition,
    config,
    session: signedIn(user),
    location: { pathname: page.page.path, search: '?from=newsletter', hash: '' },
    fetch: fetchFrom({}),
  });
  const props: RouteParcelProps = { ...context, path: page.page.path };
  props.queryClient.setQueryData(pageQueries.byPath(props.api, page.page.path).queryKey, page);
  props.queryClient.setQueryData(memberQueryKeys.data(user.id), {
    ...EMPTY_MEMBER_DATA,
    bookmarked_pages: [page.page.id],
    page_completions: { by_uuid: { [page.page.id]: true }, by_content_type: {} },
  });

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error);
  window.addEventListener('error', onError);
  const mounted = await mountParcel(parcels.route!, props);
  // At once, as the shell does when the stored session is checked: an urgent update, which makes React draw anew
  // any part of the markup still waiting to hydrate (a view whose code was not loaded yet).
  await mounted.update({ ...props, session: GUEST });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  window.removeEventListener('error', onError);
  errors.mockRestore();
  return {
    drawn,
    mounted,
    leftBehind: document.getElementById(SERVER_MARKUP_ELEMENT_ID),
    reported: [...errors.mock.calls.map((args) => args.map(String).join(' ')), ...uncaught.map(String)],
  };
}

const blockTypes = [...new Set(showcase.blocks.map((block) => block.type))];

describe('the server entry', () => {
  it.each(blockTypes)(
    'draws %s blocks as the content parcel first renders them, so the parcel hydrates the same nodes',
    async (type) => {
      const page = pageWith(showcase.blocks.filter((block) => block.type === type));
      const config = makeConfig();
      const html = await renderPage({ path: page.page.path, page, config });
      expect(html).toContain(`data-block-type="${type}"`);

      // React compares its first render with the markup while hydrating and reports any difference (text,
      // element or attribute): the two are equal when it reports nothing, and it keeps the server's nodes.
      const { drawn, mounted, leftBehind, reported } = await mountOverServerMarkup(page, config, html, type);
      expect(reported).toEqual([]);
      expect(drawn).not.toBeNull();
      expect(mounted.domElement.querySelector(`[data-block-type="${type}"]`)).toBe(drawn);
      expect(leftBehind).toBeNull();
      await mounted.unmount();
    },
  );
});
