import { contentQueryKeys, type MyContent, type PageSummary } from '@stride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fetchFrom,
  GUEST,
  makeParcelProps,
  renderInParcel,
  makeUser,
  signedIn,
  type FakeParcelOptions,
} from '@stride/shared/testing';
import { AccountRoot } from '../AccountRoot';
import { definition } from '../definition';

function summary(id: string, title: string, path: string, extra: Partial<PageSummary> = {}): PageSummary {
  return {
    id,
    path,
    title,
    type: 'article',
    description: null,
    image_url: null,
    tags: [],
    duration_minutes: null,
    ...extra,
  };
}

const EMPTY: MyContent = {
  purchased_products: [],
  programs: [],
  events: [],
  recentPages: [],
  packs: [],
  pages: [],
  shared_items: [],
  upcoming_pages: [],
  bookmarked_items: [],
  has_form_submissions: false,
};

const FULL: MyContent = {
  ...EMPTY,
  bookmarked_items: [summary('p-mobility', 'Morning mobility', '/articles/mobility', { description: 'Ten minutes' })],
  programs: [
    {
      ...summary('prog-1', 'Kickstart', '/programs/kickstart', { type: 'program' }),
      stages: [
        { id: 's1', title: 'Week 1', path: '/programs/kickstart/week-1' },
        { id: 's2', title: 'Week 2', path: '/programs/kickstart/week-2' },
      ],
      progress: 50,
      active_stage_id: 's2',
    },
  ],
  packs: [
    {
      ...summary('pack-1', 'Strength pack', '/packs/strength', { type: 'pack' }),
      product_ids: ['prod-1'],
      items: [summary('w1', 'Squats', '/w/1'), summary('w2', 'Lunges', '/w/2'), summary('w3', 'Rows', '/w/3')],
    },
  ],
  events: [
    {
      id: 'occ-1',
      event_id: 'e1',
      title: 'Live HIIT',
      page_id: 'p-hiit',
      path: '/events/live-hiit',
      starts_at: '2099-01-07T23:00:00Z',
      ends_at: '2099-01-08T00:00:00Z',
      is_subscribed: true,
    },
  ],
  upcoming_pages: [
    {
      ...summary('day-2', 'Day 2', '/programs/kickstart/week-1/day-2'),
      available_after: '2099-02-03T14:00:00Z',
    },
  ],
  recentPages: [summary('day-1', 'Day 1', '/programs/kickstart/week-1/day-1')],
  purchased_products: [
    {
      id: 'prod-1',
      title: 'Premium monthly',
      description: null,
      kind: 'subscription',
      price_cents: 1999,
      currency: 'USD',
      interval: 'month',
    },
  ],
};

const newYorker = signedIn(makeUser({ timezone: 'America/New_York' }));

async function renderMyContent(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, session: newYorker, ...options });
  renderInParcel(<AccountRoot target={{ kind: 'route', path: '/me/content' }} />, props);
  return props;
}

const section = (name: string) => screen.getByRole('region', { name });

const rowsOf = (name: string) =>
  within(section(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MyContentScreen', () => {
  it('lists a bookmarked page under Saved, linking to it in the app', async () => {
    const props = await renderMyContent({ fetch: fetchFrom({ '/my-content': { status: 200, body: FULL } }) });

    const saved = await screen.findByRole('region', { name: 'Saved' });
    const link = within(saved).getByRole('link', { name: /Morning mobility/ });
    expect(link).toHaveAttribute('href', '/articles/mobility');
    expect(link).toHaveTextContent('Morning mobilityTen minutes');

    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith('/articles/mobility');
  });

  it("shows each section of the member's content in order", async () => {
    await renderMyContent({ fetch: fetchFrom({ '/my-content': { status: 200, body: FULL } }) });

    await screen.findByRole('region', { name: 'Saved' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Saved',
      'Programs',
      'Packs',
      'Upcoming events',
      'Unlocking soon',
      'Recent activity',
      'Purchases',
    ]);
    expect(rowsOf('Programs')).toEqual(['Kickstart50% completeNext: Week 2']);
    expect(within(section('Programs')).getByRole('progressbar', { name: 'Kickstart progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(rowsOf('Packs')).toEqual(['Strength pack3 items']);
    expect(within(section('Upcoming events')).getByRole('link')).toHaveAttribute('href', '/events/live-hiit');
    expect(section('Upcoming events')).toHaveTextContent('Live HIITWed, Jan 7, 6:00 – 7:00 PM');
    expect(section('Unlocking soon')).toHaveTextContent('Day 2Available Feb 3, 2099, 9:00 AM');
    expect(rowsOf('Recent activity')).toEqual(['Day 1']);
    expect(rowsOf('Purchases')).toEqual(['Premium monthly$19.99 / month']);
    expect(within(section('Purchases')).getByRole('link', { name: 'See all purchases' })).toHaveAttribute(
      'href',
      '/me/purchases',
    );
  });

  it('says no next stage once a program is complete', async () => {
    const done = { ...FULL.programs[0]!, progress: 100, active_stage_id: 's2' };
    await renderMyContent({
      fetch: fetchFrom({ '/my-content': { status: 200, body: { ...EMPTY, programs: [done] } } }),
    });

    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    expect(screen.queryByText(/Next:/)).not.toBeInTheDocument();
  });

  it('says what each empty section will hold', async () => {
    await renderMyContent({ fetch: fetchFrom({ '/my-content': { status: 200, body: EMPTY } }) });

    expect(await screen.findByText('Nothing saved yet. Bookmark a page to find it here.')).toBeInTheDocument();
    expect(section('Programs')).toHaveTextContent("You haven't started a program yet.");
    expect(section('Packs')).toHaveTextContent("You don't have any packs yet.");
    expect(section('Upcoming events')).toHaveTextContent("You haven't joined any upcoming events.");
    expect(section('Unlocking soon')).toHaveTextContent('Nothing is waiting to unlock.');
    expect(section('Recent activity')).toHaveTextContent('Pages you open, start or complete will show here.');
    expect(section('Purchases')).toHaveTextContent("You haven't bought anything yet.");
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'See all purchases' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in through the auth modal and fetches nothing', async () => {
    const fetch = fetchFrom({});
    const props = await renderMyContent({ session: GUEST, fetch });

    expect(screen.getByRole('heading', { level: 1, name: 'My content' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your saved pages, programs, packs and events.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when my content cannot be loaded', async () => {
    const fetch = fetchFrom({ '/my-content': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    await renderMyContent({ fetch });

    expect(await screen.findByRole('alert')).toHaveTextContent("Your content couldn't be loaded.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('shows what a page of the app changed since: a bookmark made there appears under Saved', async () => {
    const fetch = fetchFrom({ '/my-content': { status: 200, body: EMPTY } });
    const props = await renderMyContent({ fetch });
    await screen.findByText('Nothing saved yet. Bookmark a page to find it here.');

    fetch.mockImplementation(fetchFrom({ '/my-content': { status: 200, body: FULL } }));
    await props.queryClient.invalidateQueries({ queryKey: contentQueryKeys.myContent() });

    expect(await within(section('Saved')).findByRole('link', { name: /Morning mobility/ })).toBeInTheDocument();
  });

  it('scrolls to the section a menu entry asked for', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      await renderMyContent({
        location: { search: '?section=packs' },
        fetch: fetchFrom({ '/my-content': { status: 200, body: FULL } }),
      });

      await screen.findByRole('region', { name: 'Packs' });
      await waitFor(() => expect(scrolled).toEqual(['my-content-packs']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('goes back to the account area', async () => {
    const props = await renderMyContent({ fetch: fetchFrom({ '/my-content': { status: 200, body: EMPTY } }) });

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(props.navigate).toHaveBeenCalledWith('/me');
  });
});
