import {
  PREVIEW_PAGE_MESSAGE,
  PREVIEW_READY_MESSAGE,
  contentQueryKeys,
  type Block,
  type PageData,
} from '@stride/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFrom, makeParcelProps, signedIn, type FakeParcelOptions } from '../../../shared/test/makeParcelProps';
import { definition } from '../definition';
import { ContentRoot } from '../parcel/ContentRoot';
import { makePageData } from './pageFixture';

async function renderPage(path: string, options: FakeParcelOptions & { primed?: PageData } = {}) {
  const props = await makeParcelProps({ definition, ...options });
  if (options.primed) props.queryClient.setQueryData(contentQueryKeys.page(path), options.primed);
  render(<ContentRoot {...props} path={path} />);
  return props;
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

  it('fetches the page by path when the cache is empty, showing a spinner meanwhile', async () => {
    const data = makePageData({ path: '/articles/hello', title: 'Hello' });
    const fetch = fetchFrom({ '/__/articles/hello/index.json': { status: 200, body: data } });
    await renderPage('/articles/hello', { fetch });

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
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

  it('draws no control for block actions that are not implemented yet', async () => {
    const blocks: Block[] = [
      { id: 'b1', type: 'button', label: 'Next lesson', action: { type: 'open_next', target: null }, color: null },
      {
        id: 'b2',
        type: 'button',
        label: 'Email coach',
        action: { type: 'open_email', target: 'coach@example.org' },
        color: 'dark',
      },
    ];
    await renderPage('/', { primed: makePageData({ blocks }) });

    expect(screen.queryByText('Next lesson')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email coach' })).toHaveAttribute('href', 'mailto:coach@example.org');
  });

  it("mounts other domains' blocks through the shell's slot and skips types not built yet", async () => {
    const blocks = [
      { id: 'c', type: 'chat', thread_id: 't-1' },
      { id: 'm', type: 'map', address: 'Somewhere' },
    ] as Block[];
    await renderPage('/', { primed: makePageData({ blocks }) });

    expect(screen.getByTestId('slot:messaging/chat-block')).toBeInTheDocument();
    expect(screen.queryByText('Somewhere')).not.toBeInTheDocument();
  });

  it('shows generic page buttons with a url as links and leaves completion actions for their issue', async () => {
    const actions: PageData['page']['actions'] = [
      { type: 'generic_button', label: 'Join the community', url: 'https://community.example.org' },
      { type: 'mark_complete', label: 'Mark complete', url: null },
      { type: 'track_progress', label: 'Track', url: null },
    ];
    await renderPage('/', { primed: makePageData({ actions, blocks: [] }) });

    expect(screen.getByRole('link', { name: 'Join the community' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Mark complete')).not.toBeInTheDocument();
    expect(screen.queryByText('Track')).not.toBeInTheDocument();
  });

  it('shows Page Not Found for a missing page and takes the member home', async () => {
    const props = await renderPage('/nope', { fetch: fetchFrom({}) });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take me home' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });

  it('shows the locked screen for a refused page whose buttons open checkout and log in', async () => {
    const props = await renderPage('/premium', {
      fetch: fetchFrom({ '/__/premium/index.json': apiError(403, 'access_denied') }),
    });

    expect(await screen.findByRole('heading', { name: 'Content is not available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'checkout' } },
      { type: 'modal:open', payload: { modal: 'auth' } },
    ]);
  });

  it('names the refused page and offers the products that unlock it when the API says which', async () => {
    const data = makePageData({ path: '/premium', title: 'Premium plan' });
    const body = {
      ...apiError(403, 'access_denied').body,
      page: data.page,
      access: { ...data.page.access, products: [{ id: 'p1' }, { id: 'p2' }] },
      reason: 'PURCHASE_REQUIRED',
    };
    const props = await renderPage('/premium', {
      fetch: fetchFrom({ '/__/premium/index.json': { status: 403, body } }),
    });

    expect(await screen.findByRole('heading', { name: 'Premium plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'checkout', params: { products: 'p1,p2' } } },
    ]);
  });

  it('offers no Log In on the locked screen to a member who is already signed in', async () => {
    await renderPage('/premium', {
      session: signedIn(),
      fetch: fetchFrom({ '/__/premium/index.json': apiError(403, 'access_denied') }),
    });

    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('says something went wrong on other errors and retries on request', async () => {
    const fetch = fetchFrom({ '/__/broken/index.json': apiError(422, 'invalid_path') });
    await renderPage('/broken', { fetch });

    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('does not retry a page the API says is missing', async () => {
    const fetch = fetchFrom({});
    await renderPage('/gone', { fetch });

    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe('in page-builder mode', () => {
    it('shows the primed page at preview width with a Preview note and fetches nothing', async () => {
      const fetch = fetchFrom({});
      await renderPage('/', { pageBuilder: true, primed: makePageData(), fetch });

      expect(screen.getByText('Preview')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
      expect(screen.getByText('Preview').parentElement).toHaveStyle({ maxWidth: '375px' });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('shows the page the builder posts, with no access check and no fetch', async () => {
      const fetch = fetchFrom({});
      await renderPage('/', { pageBuilder: true, fetch });

      receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() }, sameOrigin());

      expect(screen.getByRole('heading', { name: 'Preview hero' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      expect(screen.queryByText('Content is not available')).not.toBeInTheDocument();
      expect(screen.getByText('Preview').parentElement).toHaveStyle({ maxWidth: '375px' });
      expect(document.title).toBe('Premium · Demo Fitness');
      expect(fetch).not.toHaveBeenCalled();
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
        const { rerender } = render(<ContentRoot {...props} path="/" />);
        await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
        receiveMessage({ type: PREVIEW_PAGE_MESSAGE, page: lockedDraft() }, sameOrigin());
        expect(screen.getByRole('heading', { name: 'Preview hero' })).toBeInTheDocument();

        rerender(<ContentRoot {...props} path="/programs" />);
        expect(screen.getByText('Nothing to preview on this page yet.')).toBeInTheDocument();
        await waitFor(() => expect(ready).toHaveBeenCalledTimes(2));
      } finally {
        window.removeEventListener('message', onMessage);
      }
    });

    it('shows an empty preview instead of fetching static page data', async () => {
      const fetch = fetchFrom({});
      await renderPage('/draft', { pageBuilder: true, fetch });

      expect(screen.getByText('Nothing to preview on this page yet.')).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
