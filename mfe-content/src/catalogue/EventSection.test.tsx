import { memberQueryKeys, type EventOccurrence, type MemberData, type PageAccessResult } from '@stride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST, makeUser, signedIn } from '@stride/shared/testing';
import {
  apiError,
  catalogueTestPage,
  deferredReply,
  fetchRoutes,
  renderCatalogueSection,
  requestsOf,
  type Route,
} from '../testing/renderCatalogueSection';

const page = catalogueTestPage('event_occurrence', {
  id: 'event-page',
  path: '/events/live-hiit',
  title: 'Live HIIT',
  access: { purchase_overlay: { id: 'premium-offer' } },
});

function occurrence(id: string, startsAt: string, endsAt: string, pageId = page.page.id): EventOccurrence {
  return {
    id,
    event_id: 'event-1',
    title: 'Live HIIT',
    page_id: pageId,
    path: page.page.path,
    starts_at: startsAt,
    ends_at: endsAt,
  };
}

const LATER = occurrence('occ-2', '2099-01-14T23:30:00Z', '2099-01-15T01:00:00Z');
const SOONER = occurrence('occ-1', '2099-01-07T23:00:00Z', '2099-01-08T00:00:00Z');
const PAST = occurrence('occ-0', '2020-01-07T23:00:00Z', '2020-01-08T00:00:00Z');
const OTHER_EVENT = occurrence('occ-9', '2099-01-09T23:00:00Z', '2099-01-10T00:00:00Z', 'other-page');

const occurrences = (...list: EventOccurrence[]) => ({ status: 200, body: { event_occurrences: list } });
const granted = { status: 200, body: { granted: true, browsing: false } satisfies PageAccessResult };
const denied = (reason: 'PURCHASE_REQUIRED' | 'IS_SCHEDULED' | 'IS_PRIVATE', availableAfter: string | null = null) => ({
  status: 200,
  body: {
    granted: false,
    reason,
    node_id: page.page.id,
    available_after: availableAfter,
    product_ids: ['prod-a', 'prod-b'],
    purchase_overlay_id: 'premium-offer',
  } satisfies PageAccessResult,
});

const newYorker = signedIn(makeUser({ timezone: 'America/New_York' }));

async function renderEvent(routes: Record<string, Route>, options: Parameters<typeof renderCatalogueSection>[1] = {}) {
  const fetch = fetchRoutes({
    'GET /event_occurrences/per_period': occurrences(LATER, PAST, OTHER_EVENT, SOONER),
    'GET /event_occurrences/occ-1/access': granted,
    ...routes,
  });
  const props = await renderCatalogueSection(page, { session: newYorker, fetch, ...options });
  return { fetch, props };
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

const going = (member: MemberData | undefined) => member?.event_subscriptions.map((s) => s.event_occurrence_id);

describe('EventSection', () => {
  it("lists the event's upcoming dates soonest first, in the member's time zone, over the next 60 days", async () => {
    const { fetch } = await renderEvent({});

    expect(await screen.findByRole('heading', { name: 'Upcoming dates' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Wed, Jan 7, 6:00 – 7:00 PM');
    expect(rows()[1]).toHaveTextContent('Wed, Jan 14, 6:30 – 8:00 PM');
    expect(within(rows()[0]!).getByText(/Jan 7/)).toHaveAttribute('datetime', SOONER.starts_at);

    const query = new URL(fetch.mock.calls[0]![0], 'http://app.test').searchParams;
    const days = (Date.parse(query.get('end')!) - Date.parse(query.get('start')!)) / 86_400_000;
    expect(days).toBe(60);
    expect(Date.parse(query.get('start')!)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(query.get('start')!)).toBeLessThan(3_600_000);
  });

  it('joins a date at once, then leaves it again', async () => {
    const join = deferredReply({ status: 200, body: { event_subscription: { event_occurrence_id: 'occ-2' } } });
    const { fetch, props } = await renderEvent({
      'POST /event_occurrences/occ-2/subscribe': join.route,
      'DELETE /event_occurrences/occ-2/subscribe': { status: 200, body: {} },
    });

    await userEvent.click(await screen.findByRole('button', { name: /^Join: Wed, Jan 14/ }));
    expect(within(rows()[1]!).getByText("You're going")).toBeInTheDocument();
    expect(going(props.queryClient.getQueryData(memberQueryKeys.data('user-1')))).toEqual(['occ-2']);
    join.release();

    const leave = await screen.findByRole('button', { name: /^Leave: Wed, Jan 14/ });
    await waitFor(() => expect(leave).toBeEnabled());
    await userEvent.click(leave);

    expect(await screen.findByRole('button', { name: /^Join: Wed, Jan 14/ })).toBeInTheDocument();
    expect(screen.queryByText("You're going")).not.toBeInTheDocument();
    expect(going(props.queryClient.getQueryData(memberQueryKeys.data('user-1')))).toEqual([]);
    expect(requestsOf(fetch)).toEqual([
      'GET /event_occurrences/per_period',
      'GET /event_occurrences/occ-1/access',
      'POST /event_occurrences/occ-2/subscribe',
      'DELETE /event_occurrences/occ-2/subscribe',
    ]);
  });

  it('takes a join back and says so when the server refuses it', async () => {
    await renderEvent({ 'POST /event_occurrences/occ-1/subscribe': apiError(500, 'internal_error') });

    await userEvent.click(await screen.findByRole('button', { name: /^Join: Wed, Jan 7/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByText("You're going")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Join: Wed, Jan 7/ })).toBeEnabled();
  });

  it('shows a purchase-locked event with Purchase in place of Join, offering its products and overlay', async () => {
    const { props } = await renderEvent({ 'GET /event_occurrences/occ-1/access': denied('PURCHASE_REQUIRED') });

    expect(await screen.findByText('Joining this event needs a purchase.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: { modal: 'checkout', params: { products: 'prod-a,prod-b', purchase_overlay: 'premium-offer' } },
      },
    ]);
  });

  it('shows the lock in place of Join when the server refuses a join on a page open only for browsing', async () => {
    const browsing = { status: 200, body: { granted: true, browsing: true } satisfies PageAccessResult };
    const refusal = {
      status: 403,
      body: { error: { code: 'access_denied', message: 'No' }, access: denied('PURCHASE_REQUIRED').body },
    };
    await renderEvent({
      'GET /event_occurrences/occ-1/access': browsing,
      'POST /event_occurrences/occ-1/subscribe': refusal,
    });

    await userEvent.click(await screen.findByRole('button', { name: /^Join: Wed, Jan 7/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Joining this event needs a purchase.');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.queryByText("You're going")).not.toBeInTheDocument();
  });

  it('says when a scheduled event opens to the member', async () => {
    await renderEvent({ 'GET /event_occurrences/occ-1/access': denied('IS_SCHEDULED', '2099-01-02T12:00:00Z') });

    expect(await screen.findByText('This event opens to you on January 2, 2099.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('lets a member leave a date they joined even once the event is locked to them', async () => {
    await renderEvent(
      { 'GET /event_occurrences/occ-1/access': denied('IS_PRIVATE') },
      { member: { event_subscriptions: [{ event_occurrence_id: 'occ-1' }] } },
    );

    expect(await screen.findByText('This event is private: only invited members can join.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Leave: Wed, Jan 7/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('asks a guest to log in to join', async () => {
    const { props } = await renderEvent({}, { session: GUEST });

    expect(await screen.findByText('Log in to join this event.')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });

  it('says there are no upcoming dates, without checking access', async () => {
    const { fetch } = await renderEvent({ 'GET /event_occurrences/per_period': occurrences(PAST, OTHER_EVENT) });

    expect(await screen.findByText('No upcoming dates.')).toBeInTheDocument();
    expect(requestsOf(fetch)).toEqual(['GET /event_occurrences/per_period']);
  });
});
