import type { Pack, PageSummary } from '@stride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST, makeUser, signedIn } from '@stride/shared/testing';
import {
  apiError,
  catalogueTestPage,
  fetchRoutes,
  renderCatalogueSection,
  requestsOf,
} from '../testing/renderCatalogueSection';

function item(id: string, title: string, extra: Partial<PageSummary> = {}): PageSummary {
  return {
    id,
    path: `/workouts/${id}`,
    title,
    type: 'workout',
    description: null,
    image_url: null,
    tags: [],
    duration_minutes: null,
    ...extra,
  };
}

const PACK: Pack = {
  ...item('pack-1', 'Strength pack', { type: 'pack', path: '/packs/strength-pack' }),
  product_ids: ['prod-strength', 'prod-premium'],
  items: [
    item('squats', 'Squat basics', { duration_minutes: 25, description: 'Form first' }),
    item('deadlifts', 'Deadlift day', { duration_minutes: 1 }),
  ],
};

const page = catalogueTestPage('pack', {
  id: PACK.id,
  path: PACK.path,
  title: PACK.title,
  access: { require_purchase: true, products: [{ id: 'prod-strength' }], purchase_overlay: { id: 'strength-offer' } },
});

const packs = (...list: Pack[]) => ({ status: 200, body: { packs: list } });

describe('PackSection', () => {
  it('lists what the pack contains as links, with their length', async () => {
    const props = await renderCatalogueSection(page, { fetch: fetchRoutes({ 'GET /packages': packs(PACK) }) });

    const list = await screen.findByRole('list');
    const entries = within(list).getAllByRole('link');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(['/workouts/squats', '/workouts/deadlifts']);
    expect(entries[0]).toHaveTextContent('Squat basics25 minutesForm first');
    expect(entries[1]).toHaveTextContent('Deadlift day1 minute');

    await userEvent.click(entries[1]!);
    expect(props.navigate).toHaveBeenCalledWith('/workouts/deadlifts');
  });

  it('offers a member without the pack a Purchase that opens checkout with its products and overlay', async () => {
    const props = await renderCatalogueSection(page, {
      session: signedIn(),
      fetch: fetchRoutes({ 'GET /packages': packs(PACK) }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));

    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: {
          modal: 'checkout',
          params: { products: 'prod-strength,prod-premium', purchase_overlay: 'strength-offer' },
        },
      },
    ]);
    expect(screen.queryByText('Included in your purchases')).not.toBeInTheDocument();
  });

  it('offers a guest Purchase too', async () => {
    await renderCatalogueSection(page, { session: GUEST, fetch: fetchRoutes({ 'GET /packages': packs(PACK) }) });

    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeInTheDocument();
  });

  it('tells a member who owns the pack that it is included in their purchases', async () => {
    await renderCatalogueSection(page, {
      session: signedIn(),
      member: { pack_subscriptions: [{ pack_id: 'pack-1' }] },
      fetch: fetchRoutes({ 'GET /packages': packs(PACK) }),
    });

    expect(await screen.findByText('Included in your purchases')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
  });

  it('counts a product the member has just bought as owning the pack', async () => {
    await renderCatalogueSection(page, {
      session: signedIn(makeUser({ activeProductIds: ['prod-premium'] })),
      fetch: fetchRoutes({ 'GET /packages': packs(PACK) }),
    });

    expect(await screen.findByText('Included in your purchases')).toBeInTheDocument();
  });

  it('says an empty pack has nothing in it yet', async () => {
    await renderCatalogueSection(page, { fetch: fetchRoutes({ 'GET /packages': packs({ ...PACK, items: [] }) }) });

    expect(await screen.findByText('Nothing in this pack yet.')).toBeInTheDocument();
  });

  it('offers a retry when the packs cannot be loaded', async () => {
    const fetch = fetchRoutes({ 'GET /packages': apiError(500, 'internal_error') });
    await renderCatalogueSection(page, { fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestsOf(fetch)).toEqual(['GET /packages', 'GET /packages']));
  });
});
