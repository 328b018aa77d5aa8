import type { PageData, ScheduledItem, SlotBlock } from '@stride/shared';
import { pageQueries } from '@stride/shared/react';
import { GUEST, makeParcelProps, renderInParcel, signedIn, type FakeParcelContext } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { definition } from '../definition';
import { scheduleAnswer, scheduleApi } from '../testing/scheduleApi';
import { eventOccurrence, programDay } from '../testing/scheduleFixtures';
import { CalendarBlock } from './CalendarBlock';

const PAGE_ID = '0f0e0d0c-1111-4222-8333-444455556666';
const block: SlotBlock = { id: 'b1', type: 'calendar' };
const ride = eventOccurrence('e1', '2025-01-16T23:00:00Z', '2025-01-17T00:00:00Z', '2025-01-17', 'Group ride');

async function renderBlock(session: FakeParcelContext['session'], items: ScheduledItem[], shown: SlotBlock = block) {
  const api = scheduleApi({ 'GET /schedule': scheduleAnswer(() => items) });
  const props = await makeParcelProps({
    definition,
    session,
    fetch: api.fetch,
    location: { pathname: '/programs/start' },
  });
  // The content remote drew the page the block sits on: its data is in the shared cache.
  const page = { page: { id: PAGE_ID, path: '/programs/start' } } as unknown as PageData;
  props.queryClient.setQueryData(pageQueries.byPath(props.api, '/programs/start').queryKey, page);
  renderInParcel(<CalendarBlock block={shown} />, props);
  return { api, props, user: userEvent.setup() };
}

describe('CalendarBlock', () => {
  beforeEach(() => {
    Settings.defaultZone = 'Asia/Kolkata';
    jest.useFakeTimers({ now: new Date('2025-01-15T04:00:00Z'), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Settings.defaultZone = 'system';
    window.localStorage.clear();
  });

  it("lists the page's calendar for a member, who can add the page and change their own days", async () => {
    const { api, user } = await renderBlock(signedIn(), [programDay('d1', '2025-01-15', 'Day 1'), ride]);
    const section = within(screen.getByRole('region', { name: 'Calendar' }));
    expect(await section.findByRole('link', { name: /Day 1/ })).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /schedule')[0]!.query)).toEqual({
      context: 'page',
      page_id: PAGE_ID,
      timezone: 'Asia/Kolkata',
      calendar_type: 'list',
      period: 'upcoming',
      page: '1',
    });
    // 23:00 UTC on the 16th is 4:30 AM on the 17th in Kolkata.
    expect(section.getByRole('link', { name: /Group ride/ })).toHaveTextContent('4:30 AM');
    expect(section.getByRole('button', { name: 'Actions for Day 1' })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add to my schedule' }));
    expect(await screen.findByRole('dialog', { name: 'Add to schedule' })).toBeInTheDocument();
  });

  it('offers the week and the list, keeping the choice per block', async () => {
    const { api, user } = await renderBlock(signedIn(), []);
    await screen.findByText('Nothing coming up.');
    expect(screen.queryByRole('button', { name: 'Month' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(window.localStorage.getItem('stride:calendar_view:calendar-block-b1')).toBe('week');
    await waitFor(() => expect(api.callsTo('GET /schedule').at(-1)!.query.get('calendar_type')).toBe('week'));
  });

  it("shows a guest the app's events, without changes, and asks them to log in to schedule", async () => {
    const { props, user } = await renderBlock(GUEST, [ride]);
    expect(await screen.findByRole('link', { name: /Group ride/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to my schedule' })).not.toBeInTheDocument();
    expect(screen.getByText('Log in to put this on your schedule.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to schedule' }));
    expect(props.emitted).toContainEqual({ type: 'modal:open', payload: { modal: 'auth' } });
  });

  it('shows the calendar of the page the block names, under its own title', async () => {
    const other = '99999999-1111-4222-8333-444455556666';
    const { api } = await renderBlock(signedIn(), [], { ...block, page_id: other, title: 'Race weeks' } as SlotBlock);
    expect(screen.getByRole('region', { name: 'Race weeks' })).toBeInTheDocument();
    await screen.findByText('Nothing coming up.');
    expect(api.callsTo('GET /schedule')[0]!.query.get('page_id')).toBe(other);
  });
});
