import {
  PREVIEW_PAGE_MESSAGE,
  PREVIEW_READY_MESSAGE,
  contentQueryKeys,
  dependsOnViewer,
  type Block,
  type PageData,
} from '@stride/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeConfig,
  makeParcelProps,
  makeUser,
  renderInParcel,
  signedIn,
  withoutSlotOwner,
} from '@stride/shared/testing';
import { definition } from '../definition';
import { ContentRoot } from '../parcel/ContentRoot';
import { makePageData } from '../testing/makePageData';
import { fakeApi } from '../testing/fakeApi';
import { PAGE_TREE, renderPage as renderWith, type RenderPageOptions } from '../testing/renderPage';

async function renderPage(path: string, options: RenderPageOptions = {}) {
  return (await renderWith(path, options)).props;
}

/** A fake API answering the page's tree and the given routes. */
function api(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({ ...PAGE_TREE, ...routes });
}

/** A page the API would refuse a guest, with one hero: what a builder previews. */
function lockedDraft(title = 'Preview hero'): PageData {
  const data = makePageData({ path: '/premium', title: 'Premium' });
  const hero: Block = {
    id: 'h',
    type: 'hero',
    title,
    subtitle: null,
    image_url: null,
    height_ratio: 50,
    background_color: null,
    action: null,
    action_label: null,
  };
  return { ...data, page: { ...data.page, access: { ...data.page.access, require_purchase: true } }, blocks: [hero] };
}

/** A message as a browser delivers it (jsdom's postMessage sets neither origin nor source). */
function receiveMessage(data: unknown, from: { origin: string; source: Window | null }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, ...from }));
  });
}

const sameOrigin = () => ({ origin: window.location.origin, source: null });

const apiError = (status: number, code: string) => ({ status, body: { error: { code, message: code } } });

describe('PageScreen', () => {
  it('renders every block of a primed page without fetching it again', async () => {
    await renderPage('/', { primed: makePageData() });

    expect(screen.getByRole('heading', { level: 1, name: 'Train with us' })).toBeInTheDocument();
    expect(screen.getByText('Programs for every level')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse programs' })).toHaveAttribute('href', '/programs');
    expect(screen.getByText('strong words').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Coach Sam' })).toHaveAttribute('src', 'https://cdn.example.org/coach.jpg');
    expect(screen.getByText('Your coach')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy the plan' })).toBeInTheDocument();
    const collection = screen.getByRole('heading', { name: 'Latest workouts' }).closest('section')!;
    expect(within(collection).getByRole('link', { name: /Leg day/ })).toHaveAttribute('href', '/workouts/legs');
    expect(within(collection).getByText('30 minutes')).toBeInTheDocument();
  });

  it('heads a page with its title unless it opens with a titled hero, which is then the heading', async () => {
    const text = { id: 'b-text', type: 'text', text: 'Eat well', align: 'left' } as Block;
    await renderPage('/meals/oats', {
      primed: makePageData({ path: '/meals/oats', title: 'Overnight oats', blocks: [text] }),
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Overnight oats',
    ]);
    cleanup();
    const bareHero = { id: 'b-hero', type: 'hero', title: ' ', height_ratio: 100 } as Block;
    await renderPage('/meals/oats', {
      primed: makePageData({ path: '/meals/oats', title: 'Overnight oats', blocks: [bareHero, text] }),
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Overnight oats',
    ]);
    cleanup();
    await renderPage('/', { primed: makePageData({ title: 'Welcome' }) });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Train with us',
    ]);
  });

  it('fetches the page by path when the cache is empty, showing a spinner meanwhile', async () => {
    const data = makePageData({ path: '/articles/hello', title: 'Hello' });
    const fake = api({ '/__/articles/hello/index.json': { status: 200, body: data } });
    await renderPage('/articles/hello', { fetch: fake.fetch, wait: false });

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
    expect(fake.calls('GET /__/articles/hello/index.json')).toHaveLength(1);
    expect(document.title).toBe('Hello · Demo Fitness');
  });

  it('hides a hero whose height ratio is out of range and still renders the rest of the page', async () => {
    const blocks: Block[] = [
      {
        id: 'h',
        type: 'hero',
        title: 'Too tall',
        subtitle: null,
        image_url: null,
        height_ratio: 500,
        background_color: null,
        action: null,
        action_label: null,
      },
      { id: 't', type: 'text', text: 'Still here', align: 'left', background_color: null },
    ];
    await renderPage('/', { primed: makePageData({ blocks }) });

    expect(screen.queryByText('Too tall')).not.toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('sizes a hero from its height ratio and picks readable text on its background', async () => {
    const blocks: Block[] = [
      {
        id: 'h',
        type: 'hero',
        title: 'Light hero',
        subtitle: null,
        image_url: null,
        height_ratio: 50,
        background_color: 'white',
        action: null,
        action_label: null,
      },
    ];
    await renderPage('/', { primed: makePageData({ blocks }) });

    const hero = screen.getByRole('heading', { name: 'Light hero' }).closest('section')!;
    expect(hero).toHaveStyle({ minHeight: '100px', backgroundColor: '#ffffff', color: '#384250' });
  });

  it('keeps script markup in text blocks as literal text', async () => {
    const blocks: Block[] = [
      {
        id: 't',
        type: 'text',
        text: '<script>window.hacked = true</script> and <b>not bold</b>',
        align: 'left',
        background_color: null,
      },
    ];
    await renderPage('/', { primed: makePageData({ blocks }) });

    expect(screen.getByText('<script>window.hacked = true</script> and <b>not bold</b>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('opens external links in a new tab and follows internal links through the shell without a reload', async () => {
    const props = await renderPage('/', { primed: makePageData() });

    const external = screen.getByRole('link', { name: 'our shop' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await userEvent.click(screen.getByRole('link', { name: 'programs' }));
    expect(props.navigate).toHaveBeenCalledWith('/programs');
  });

  it('asks the shell to open checkout with the product when a purchase button is pressed', async () => {
    const props = await renderPage('/', { primed: makePageData() });

    await userEvent.click(screen.getByRole('button', { name: 'Buy the plan' }));
    expect(props.emitted).toContainEqual({
      type: 'modal:open',
      payload: { modal: 'checkout', params: { products: 'prod-1' } },
    });
  });

  it('turns an email action into a mail link', async () => {
    const blocks: Block[] = [
      {
        id: 'b2',
        type: 'button',
        label: 'Email coach',
        action: { type: 'open_email', target: 'coach@example.org' },
        color: 'dark',
      },
    ];
    await renderPage('/', { primed: makePageData({ blocks }) });

    expect(screen.getByRole('link', { name: 'Email coach' })).toHaveAttribute('href', 'mailto:coach@example.org');
  });

  it("says another domain's block isn't available yet and skips types this build does not know", async () => {
    const unowned = withoutSlotOwner('calendar');
    const blocks = [
      { id: 'c', type: 'calendar' },
      { id: 'p', type: 'poll', question: 'Somewhere' },
    ] as unknown as Block[];
    await renderPage('/', { primed: makePageData({ blocks }) });

    expect(screen.getByText("This block isn't available yet.")).toBeInTheDocument();
    expect(screen.queryByText('Somewhere')).not.toBeInTheDocument();
    unowned.restore();
  });

  it('shows generic page buttons with a url as links and never draws track_progress', async () => {
    const actions: PageData['page']['actions'] = [
      { type: 'generic_button', label: 'Join the community', url: 'https://community.example.org' },
      { type: 'generic_button', label: 'Nowhere', url: null },
      { type: 'track_progress', label: 'Track', url: null },
    ];
    await renderPage('/', { primed: makePageData({ actions, blocks: [] }) });

    expect(screen.getByRole('link', { name: 'Join the community' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Nowhere')).not.toBeInTheDocument();
    expect(screen.queryByText('Track')).not.toBeInTheDocument();
  });

  it('shows Page Not Found for a missing page and takes the member home', async () => {
    const props = await renderPage('/nope', { fetch: api({}).fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take me home' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });

  it('says something went wrong on other errors and retries on request', async () => {
    const fake = api({ '/__/broken/index.json': apiError(422, 'invalid_path') });
    await renderPage('/broken', { fetch: fake.fetch });

    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fake.calls('GET /__/broken/index.json')).toHaveLength(2));
  });

  it('does not retry a page the API says is missing, even on a later visit', async () => {
    const fake = api({});
    const props = await renderPage('/gone', { fetch: fake.fetch });
    await screen.findByRole('heading', { name: 'Page Not Found' });

    props.queryClient.removeQueries({ queryKey: contentQueryKeys.page('/gone') });
    renderInParcel(<ContentRoot target={{ kind: 'route', path: '/gone' }} />, props);

    expect(await screen.findAllByRole('heading', { name: 'Page Not Found' })).toHaveLength(2);
    expect(fake.calls('GET /__/gone/index.json')).toHaveLength(1);
  });

  it('never asks for page data of a member-area path', async () => {
    const fake = api({});
    await renderPage('/me/somewhere', { fetch: fake.fetch });

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it("loads the access tree of the page's root once per session, however often the page is shown", async () => {
    const fake = api({ '/__/other/index.json': { status: 200, body: makePageData({ path: '/other' }) } });
    const props = await renderPage('/', { primed: makePageData(), fetch: fake.fetch });
    await waitFor(() => expect(fake.calls('GET /__access/page-1.json')).toHaveLength(1));

    const view = renderInParcel(<ContentRoot target={{ kind: 'route', path: '/other' }} />, props);
    await screen.findAllByRole('heading', { name: 'Train with us' });
    view.unmount();
    renderInParcel(<ContentRoot target={{ kind: 'route', path: '/' }} />, props);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(fake.calls('GET /__access/page-1.json')).toHaveLength(1);
  });

  it("puts the page's background colour behind the whole page, toolbar included", async () => {
    const data = makePageData();
    await renderPage('/', { primed: { ...data, page: { ...data.page, background_color: 'dark' } } });

    expect(screen.getByRole('banner').parentElement).toHaveStyle({ backgroundColor: '#000000', color: '#ffffff' });
  });

  it("sets each piece of the owner's text in its own direction (dir=auto), so English reads right inside Arabic", async () => {
    await renderPage('/', { primed: makePageData() });

    expect(screen.getByRole('heading', { level: 1, name: 'Train with us' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Programs for every level')).toHaveAttribute('dir', 'auto');
  });

  describe('in another language', () => {
    const french = {
      locale: 'fr',
      path: '/',
      title: 'Bienvenue',
      blocks: { 'b-hero': { title: 'Entraînez-vous avec nous' } },
      attributes: {},
    };
    const localised = () => {
      const config = makeConfig();
      return makeConfig({ ...config, locales: [...config.locales, { locale: 'fr', status: 'published' }] });
    };

    it('shows the page with its translation over it', async () => {
      const fake = api({ '/__/fr.json': { status: 200, body: french } });
      await renderPage('/', {
        primed: makePageData({ translatedLocales: ['fr'] }),
        fetch: fake.fetch,
        language: 'fr',
        config: localised(),
      });

      expect(await screen.findByRole('heading', { name: 'Entraînez-vous avec nous' })).toBeInTheDocument();
      expect(screen.getByText('Programs for every level')).toBeInTheDocument();
      expect(document.title).toBe('Bienvenue · Demo Fitness');
    });

    it('shows the page as it is when its translation fails to load, only logging it', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const fake = api({ '/__/fr.json': apiError(500, 'boom') });
        await renderPage('/', {
          primed: makePageData({ translatedLocales: ['fr'] }),
          fetch: fake.fetch,
          language: 'fr',
          config: localised(),
        });

        await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('fr'), expect.anything()));
        expect(screen.getByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      } finally {
        errors.mockRestore();
      }
    });

    it('does not show the translation one member was sent to the next person who signs in', async () => {
      const fake = api({
        '/__/index.json': { status: 200, body: makePageData({ translatedLocales: ['fr'] }) },
        '/__/fr.json': { status: 200, body: french },
      });
      const { props, rerender } = await renderWith('/', {
        primed: makePageData({ translatedLocales: ['fr'] }),
        fetch: fake.fetch,
        language: 'fr',
        config: localised(),
        session: signedIn(),
      });
      expect(await screen.findByRole('heading', { name: 'Entraînez-vous avec nous' })).toBeInTheDocument();

      // The shell announces the session on the bus, drops what depends on the viewer (watchViewerCaches), then
      // renders the parcel with it.
      const next = signedIn(makeUser({ id: 'user-2' }));
      act(() => {
        props.bus.emit('session:changed', next);
        props.queryClient.removeQueries({ predicate: (query) => dependsOnViewer(query.queryKey) });
      });
      rerender({ session: next });

      await waitFor(() => expect(fake.calls('GET /__/fr.json')).toHaveLength(2));
      expect(await screen.findByRole('heading', { name: 'Entraînez-vous avec nous' })).toBeInTheDocument();
    });

    it("asks for no translation of a page that has none in the member's language (each would log a 404)", async () => {
      const fake = api({});
      await renderPage('/', {
        primed: makePageData({ translatedLocales: ['es'] }),
        fetch: fake.fetch,
        language: 'fr',
        config: localised(),
      });
      await waitFor(() => expect(fake.calls('GET /__access/page-1.json')).toHaveLength(1));

      expect(fake.calls('GET /__/fr.json')).toHaveLength(0);
    });

    it('asks for no translation when the app has no published locale', async () => {
      const fake = api({});
      await renderPage('/', { primed: makePageData({ translatedLocales: ['fr'] }), fetch: fake.fetch, language: 'fr' });
      await waitFor(() => expect(fake.calls('GET /__access/page-1.json')).toHaveLength(1));

      expect(fake.calls('GET /__/fr.json')).toHaveLength(0);
    });
  });

  describe('in page-builder mode', () => {
    it('shows the primed page at preview width with a Preview note and fetches nothing', async () => {
      const fetch = fakeApi({}).fetch;
      await renderPage('/', { pageBuilder: true, primed: makePageData(), fetch });

      expect(screen.getByText('Preview')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
      expect(screen.getByText('Preview').parentElement).toHaveStyle({ maxWidth: '375px' });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('shows the page the builder posts, with no access check and no fetch', async () => {
      const fetch = fakeApi({}).fetch;
      await renderPage('/', { pageBuilder: true, fetch });

      receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() }, sameOrigin());

      expect(screen.getByRole('heading', { name: 'Preview hero' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      expect(screen.queryByText('Content is not available')).not.toBeInTheDocument();
      expect(screen.getByText('Preview').parentElement).toHaveStyle({ maxWidth: '375px' });
      expect(document.title).toBe('Premium · Demo Fitness');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('shows a posted draft that has no access settings yet', async () => {
      await renderPage('/', { pageBuilder: true });
      const { access: _unset, ...page } = lockedDraft('New page').page;

      receiveMessage(
        { type: PREVIEW_PAGE_MESSAGE, page: { page, blocks: lockedDraft('New page').blocks } },
        sameOrigin(),
      );

      expect(screen.getByRole('heading', { name: 'New page' })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    });

    it('shows each new draft the builder posts in place of the previous one', async () => {
      await renderPage('/', { pageBuilder: true, primed: makePageData() });

      receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft('First draft') }, sameOrigin());
      receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft('Second draft') }, sameOrigin());

      expect(screen.getByRole('heading', { name: 'Second draft' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'First draft' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Train with us' })).not.toBeInTheDocument();
    });

    it('accepts a draft from the window embedding the preview, whatever its origin', async () => {
      await renderPage('/', { pageBuilder: true });

      receiveMessage(
        { type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() },
        { origin: 'https://builder.example.org', source: window.parent },
      );

      expect(screen.getByRole('heading', { name: 'Preview hero' })).toBeInTheDocument();
    });

    it('ignores drafts from other origins and messages that are not a page', async () => {
      await renderPage('/', { pageBuilder: true });

      receiveMessage(
        { type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() },
        { origin: 'https://evil.example', source: null },
      );
      receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: { page: { title: 'No path' }, blocks: [] } }, sameOrigin());
      receiveMessage({ type: 'something-else', page: lockedDraft() }, sameOrigin());

      expect(screen.queryByRole('heading', { name: 'Preview hero' })).not.toBeInTheDocument();
      expect(screen.getByText('Nothing to preview on this page yet.')).toBeInTheDocument();
    });

    it('ignores posted drafts outside page-builder mode', async () => {
      await renderPage('/', { primed: makePageData() });

      receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() }, sameOrigin());

      expect(screen.queryByRole('heading', { name: 'Preview hero' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
    });

    it('tells the builder it is ready, and again after a navigation that drops the draft', async () => {
      // Earlier tests' previews announced themselves too: let those messages arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const ready = jest.fn();
      const onMessage = (event: MessageEvent) => {
        if ((event.data as { type?: unknown }).type === PREVIEW_READY_MESSAGE) ready();
      };
      window.addEventListener('message', onMessage);
      try {
        const props = await makeParcelProps({ definition, pageBuilder: true });
        const { rerender } = renderInParcel(<ContentRoot target={{ kind: 'route', path: '/' }} />, props);
        await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
        receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() }, sameOrigin());
        expect(screen.getByRole('heading', { name: 'Preview hero' })).toBeInTheDocument();

        rerender(<ContentRoot target={{ kind: 'route', path: '/programs' }} />);
        expect(screen.getByText('Nothing to preview on this page yet.')).toBeInTheDocument();
        await waitFor(() => expect(ready).toHaveBeenCalledTimes(2));
      } finally {
        window.removeEventListener('message', onMessage);
      }
    });

    it('shows an empty preview instead of fetching static page data', async () => {
      const fetch = fakeApi({}).fetch;
      await renderPage('/draft', { pageBuilder: true, fetch });

      expect(screen.getByText('Nothing to preview on this page yet.')).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
