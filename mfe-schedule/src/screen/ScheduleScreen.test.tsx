import type { ScheduledItem } from '@stride/shared';
import { GUEST, makeParcelProps, renderInParcel, signedIn, type FakeParcelContext } from '@stride/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { definition } from '../definition';
import { apiError, scheduleAnswer, scheduleApi, type Answer } from '../testing/scheduleApi';
import { eventOccurrence, makeItem, programDay } from '../testing/scheduleFixtures';
import { ScheduleScreen } from './ScheduleScreen';

// Wednesday 15 January 2025, 09:00 in New York (the member's zone), already Thursday 00:00 nowhere near.
const NOW = new Date('2025-01-15T14:00:00Z');
const PAGE_ID = '8a6e0f4c-1111-4222-8333-444455556666';

async function renderScreen(
  options: {
    items?: ScheduledItem[];
    routes?: Record<string, Answer>;
    search?: string;
    language?: 'en' | 'de';
    session?: FakeParcelContext['session'];
  } = {},
) {
  let items = options.items ?? [];
  const api = scheduleApi({
    'GET /schedule': scheduleAnswer(() => items),
    // As the API answers it: the app's calendar under the app's name, the member's own items in English, programs.
    'GET /schedule/filters': {
      status: 200,
      body: [
        { id: 'global', title: 'Stride Demo' },
        { id: 'subscriber', title: 'My items' },
        { id: 'program-1_member', title: 'Strong Start' },
      ],
    },
    ...options.routes,
  });
  const props = await makeParcelProps({
    definition,
    session: options.session ?? signedIn(),
    fetch: api.fetch,
    language: options.language,
    location: { pathname: '/me/schedule', search: options.search ?? '' },
  });
  const view = renderInParcel(<ScheduleScreen />, props);
  const setItems = (next: ScheduledItem[]) => {
    items = next;
  };
  return { api, props, view, setItems, user: userEvent.setup() };
}

/** The days the calendar draws (day, week and list views), in order. */
const days = () => [...document.querySelectorAll<HTMLElement>('li.schedule-day')];
const dayOf = (date: string) => document.querySelector(`time[datetime="${date}"]`)!.closest('li')!;
const lastQuery = (api: ReturnType<typeof scheduleApi>) => api.callsTo('GET /schedule').at(-1)!.query;

describe('ScheduleScreen', () => {
  beforeEach(() => {
    Settings.defaultZone = 'America/New_York';
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Settings.defaultZone = 'system';
    window.localStorage.clear();
  });

  it("shows this week, Monday first, each item on its day in the member's zone, completed ones ticked", async () => {
    const items = [
      programDay('d1', '2025-01-13', 'Day 1', true),
      programDay('d2', '2025-01-15', 'Day 2'),
      eventOccurrence('e1', '2025-01-17T00:30:00Z', '2025-01-17T01:30:00Z', '2025-01-16', 'Evening run'),
    ];
    const { api } = await renderScreen({ items });
    expect(await screen.findByRole('link', { name: /Day 1/ })).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(api))).toEqual({
      context: 'member',
      timezone: 'America/New_York',
      calendar_type: 'week',
      from: '2025-01-13',
      to: '2025-01-19',
    });
    expect(days()).toHaveLength(7);
    expect(days()[0]).toHaveTextContent('Monday, January 13');
    expect(days()[6]).toHaveTextContent('Sunday, January 19');
    expect(within(dayOf('2025-01-13')).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(dayOf('2025-01-15')).getByRole('link', { name: /Day 2/ })).toBeInTheDocument();
    expect(within(dayOf('2025-01-15')).queryByRole('img', { name: 'Completed' })).not.toBeInTheDocument();
    // 00:30 UTC on the 17th is 7:30 PM on the 16th in New York.
    expect(within(dayOf('2025-01-16')).getByRole('link', { name: /Evening run/ })).toHaveTextContent(
      'Evening run7:30 PM – 8:30 PM · Event',
    );
    expect(within(dayOf('2025-01-14')).getByText('Nothing scheduled')).toBeInTheDocument();
    expect(days().filter((day) => day.getAttribute('aria-current') === 'date')).toEqual([dayOf('2025-01-15')]);
    expect(dayOf('2025-01-13').querySelector('.schedule-item--program')).not.toBeNull();
    expect(dayOf('2025-01-16').querySelector('.schedule-item--event')).not.toBeNull();
  });

  it('opens an item’s page, and offers no changes to the app’s own events', async () => {
    const items = [
      programDay('d1', '2025-01-13', 'Day 1'),
      eventOccurrence('e1', '2025-01-15T20:00:00Z', '2025-01-15T21:00:00Z', '2025-01-15', 'Group ride'),
    ];
    const { props, user } = await renderScreen({ items });
    await user.click(await screen.findByRole('link', { name: /Day 1/ }));
    expect(props.navigate).toHaveBeenCalledWith('/programs/start/d1');
    expect(screen.getByRole('button', { name: 'Actions for Day 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Group ride' })).not.toBeInTheDocument();
  });

  it('moves a week at a time and back to today', async () => {
    const { api, user } = await renderScreen();
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toMatch(/^Jan 13\s–\s19, 2025$/u);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(lastQuery(api).get('from')).toBe('2025-01-20'));
    expect(heading.textContent).toMatch(/^Jan 20\s–\s26, 2025$/u);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(heading.textContent).toMatch(/^Jan 6\s–\s12, 2025$/u);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(heading.textContent).toMatch(/^Jan 13\s–\s19, 2025$/u);
  });

  it('shows the month with each item in its day, and a day’s number opens that day; each choice is kept', async () => {
    const items = [programDay('d1', '2025-01-13', 'Day 1', true), programDay('d9', '2025-02-01', 'Day 9')];
    const { api, user } = await renderScreen({ items });
    await screen.findByRole('link', { name: /Day 1/ });
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('stride:calendar_view:me-schedule')).toBe('month');
    expect(await screen.findByRole('heading', { level: 2, name: 'January 2025' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(api).get('calendar_type')).toBe('month'));
    expect(lastQuery(api).get('from')).toBe('2024-12-30');
    expect(lastQuery(api).get('to')).toBe('2025-02-02');
    const cell = within(screen.getByRole('list', { name: 'Monday, January 13' }));
    expect(cell.getByRole('link', { name: /Day 1/ })).toHaveAttribute('href', '/programs/start/d1');
    expect(cell.getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    // February's first days close the last week of the grid.
    expect(screen.getByRole('list', { name: 'Saturday, February 1' })).toHaveTextContent('Day 9');

    await user.click(screen.getByRole('button', { name: 'Show Monday, January 13' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, January 13, 2025' })).toBeInTheDocument();
    expect(window.localStorage.getItem('stride:calendar_view:me-schedule')).toBe('day');
    expect(days()).toHaveLength(1);
  });

  it('opens in the view chosen last time: the list of what is coming up', async () => {
    window.localStorage.setItem('stride:calendar_view:me-schedule', 'list');
    const { api } = await renderScreen({ items: [programDay('d3', '2025-01-20', 'Day 3')] });
    expect(await screen.findByRole('link', { name: /Day 3/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(lastQuery(api))).toMatchObject({ calendar_type: 'list', period: 'upcoming', page: '1' });
    expect(days()).toHaveLength(1);
    expect(days()[0]).toHaveTextContent('Monday, January 20');
  });

  it('narrows to one program with the filter', async () => {
    const { api, user } = await renderScreen();
    await user.selectOptions(await screen.findByLabelText('Show'), 'Strong Start');
    await waitFor(() => expect(lastQuery(api).get('filter')).toBe('program-1_member'));
  });

  it("names the filter's choices: the member's own items in their language, the app and programs as titled", async () => {
    await renderScreen({ language: 'de' });
    const filter = await screen.findByRole('combobox', { name: 'Anzeigen' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alles', 'Stride Demo', 'Meine Einträge', 'Strong Start']);
  });

  it('offers only Remove for an event the member put on their schedule: it keeps the event’s times', async () => {
    const ownEvent = {
      ...eventOccurrence('o1', '2025-01-16T23:00:00Z', '2025-01-17T00:00:00Z', '2025-01-16', 'Live HIIT class'),
      id: 'own-1',
      scope_type: 'subscriber' as const,
      context_id: 'event-1',
      editable: true,
    };
    const { api, user } = await renderScreen({
      items: [ownEvent],
      routes: { 'DELETE /schedule/own-1': { status: 204, body: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Live HIIT class' }));
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from schedule' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /schedule/own-1')).toHaveLength(1));
  });

  it("keeps the dialog and the member's input when a write is refused, saying the API's reason or a general one", async () => {
    const page = makeItem({ id: 's1', date: '2025-01-17' });
    let answer: Answer = apiError(409, 'conflict', 'That day is already taken');
    const { api, user } = await renderScreen({
      items: [page],
      routes: { 'POST /schedule/s1/duplicate': (call) => (typeof answer === 'function' ? answer(call) : answer) },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Item s1' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate' }));
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2025-01-24' } });
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That day is already taken');
    expect(dialog.getByLabelText('Date')).toHaveValue('2025-01-24');

    // An answer without the API's error body (a proxy's 502) has no reason to give.
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.callsTo('POST /schedule/s1/duplicate')).toHaveLength(2));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('dialog', { name: 'Duplicate' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Date')).toHaveValue('2025-01-24');
  });

  it("says why a removal failed, in the API's words", async () => {
    const page = makeItem({ id: 's1', date: '2025-01-17' });
    const { user } = await renderScreen({
      items: [page],
      routes: { 'DELETE /schedule/s1': apiError(404, 'scheduled_item_not_found', 'Scheduled item not found') },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Item s1' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from schedule' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Scheduled item not found');
  });

  it('lists what is coming up a page at a time, a multi-day item once under the day it starts', async () => {
    window.localStorage.setItem('stride:calendar_view:me-schedule', 'list');
    // As the API answers: a timed item past midnight covers two days; the next page holds the rest.
    const late = makeItem({
      id: 'late',
      date: '2025-01-16',
      end_date: '2025-01-17',
      is_all_day: false,
      is_multiday: true,
      starts_at: '2025-01-17T04:30:00Z',
      ends_at: '2025-01-17T05:30:00Z',
      item: { ...makeItem({ id: 'late', date: '2025-01-16' }).item, title: 'Late session' },
    });
    const next = makeItem({ id: 'next', date: '2025-01-17' });
    const later = makeItem({ id: 'later', date: '2025-01-20' });
    const { api, user } = await renderScreen({
      routes: {
        'GET /schedule': (call) => {
          const first = call.query.get('page') === '1';
          return {
            status: 200,
            body: {
              schedule: { starts_at: '2025-01-15T05:00:00.000Z', ends_at: '2025-01-21T05:00:00.000Z' },
              items: first ? [late, next] : [later],
              has_more: first,
            },
          };
        },
      },
    });
    expect(await screen.findAllByRole('link', { name: /Late session/ })).toHaveLength(1);
    expect(days().map((day) => day.querySelector('time')!.getAttribute('datetime'))).toEqual([
      '2025-01-16',
      '2025-01-17',
    ]);
    expect(within(dayOf('2025-01-16')).getByRole('link', { name: /Late session/ })).toHaveTextContent(
      '11:30 PM – 12:30 AM',
    );
    expect(within(dayOf('2025-01-17')).queryByRole('link', { name: /Late session/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Item later/ })).toBeInTheDocument();
    expect(api.callsTo('GET /schedule').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('reschedules a missed program day, shifting the following days when asked', async () => {
    const day1 = programDay('d1', '2025-01-13', 'Day 1');
    const day2 = programDay('d2', '2025-01-15', 'Day 2');
    const { api, user, setItems } = await renderScreen({
      items: [day1, day2],
      routes: {
        'PUT /schedule/d1': () => {
          const moved = { ...day1, date: '2025-01-16', end_date: '2025-01-16' };
          const sibling = { ...day2, date: '2025-01-18', end_date: '2025-01-18' };
          setItems([moved, sibling]);
          return { status: 200, body: { rescheduled_item: moved, rescheduled_siblings: [sibling] } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Day 1' }));
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule' }));
    // A missed day cannot go back where it was: the form starts from today, the earliest day it allows.
    expect(dialog.getByLabelText('Date')).toHaveValue('2025-01-15');
    expect(dialog.getByLabelText('Date')).toHaveAttribute('min', '2025-01-15');
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2025-01-16' } });
    await user.click(dialog.getByLabelText('Also shift the following days'));
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /schedule/d1')[0]!.body).toEqual({
      date: '2025-01-16',
      is_all_day: true,
      shift_subsequent: true,
      timezone: 'America/New_York',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Day 1 moved to Thursday, January 16.');
    await waitFor(() => expect(within(dayOf('2025-01-18')).getByRole('link', { name: /Day 2/ })).toBeInTheDocument());
    expect(within(dayOf('2025-01-16')).getByRole('link', { name: /Day 1/ })).toBeInTheDocument();
  });

  it('reschedules a single page to a time of day, with no shifting offered', async () => {
    const page = makeItem({ id: 's1', date: '2025-01-17' });
    const { api, user } = await renderScreen({
      items: [page],
      routes: {
        'PUT /schedule/s1': { status: 200, body: { rescheduled_item: page, rescheduled_siblings: [] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Item s1' }));
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule' }));
    expect(dialog.queryByLabelText('Also shift the following days')).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText('All day'));
    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '18:15' } });
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(api.callsTo('PUT /schedule/s1')).toHaveLength(1));
    expect(api.callsTo('PUT /schedule/s1')[0]!.body).toEqual({
      date: '2025-01-17T18:15',
      is_all_day: false,
      shift_subsequent: false,
      timezone: 'America/New_York',
    });
  });

  it('duplicates an item onto another day', async () => {
    const page = makeItem({ id: 's1', date: '2025-01-15' });
    const copy = makeItem({ id: 's2', date: '2025-01-22', item: page.item });
    const { api, user } = await renderScreen({
      items: [page],
      routes: { 'POST /schedule/s1/duplicate': { status: 200, body: { items: [copy] } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Item s1' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate' }));
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2025-01-22' } });
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /schedule/s1/duplicate')[0]!.body).toEqual({
      date: '2025-01-22',
      is_all_day: true,
      timezone: 'America/New_York',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Item s1 is also on Wednesday, January 22.');
    // The calendar moves to the copy's week.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Jan 20\s–\s26, 2025$/u);
  });

  it('removes an item once the member confirms', async () => {
    const page = makeItem({ id: 's1', date: '2025-01-15' });
    const { api, user, setItems } = await renderScreen({
      items: [page],
      routes: {
        'DELETE /schedule/s1': () => {
          setItems([]);
          return { status: 204, body: null };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Item s1' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from schedule' }));
    expect(dialog.getByText('Remove Item s1 from your schedule?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Item s1/ })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /schedule/s1')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Item s1 was removed from your schedule.');
  });

  it('adds the page named by ?page_id=, refusing a past day before sending and when the API refuses it', async () => {
    const { api, user } = await renderScreen({
      search: `?page_id=${PAGE_ID}`,
      routes: { 'POST /schedule': apiError(400, 'schedule_in_past', 'Cannot schedule in the past') },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to schedule' }));
    expect(dialog.getByLabelText('Date')).toHaveValue('2025-01-15');
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2025-01-14' } });
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Cannot schedule in the past');
    expect(dialog.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /schedule')).toHaveLength(0);

    // Earlier today is in the past too.
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2025-01-15' } });
    await user.click(dialog.getByLabelText('All day'));
    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '08:00' } });
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Cannot schedule in the past');
    expect(api.callsTo('POST /schedule')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '10:00' } });
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST /schedule')).toHaveLength(1));
    expect(api.callsTo('POST /schedule')[0]!.body).toEqual({
      item_id: PAGE_ID,
      item_type: 'Page',
      date: '2025-01-15T10:00',
      is_all_day: false,
      timezone: 'America/New_York',
    });
    expect(await dialog.findByRole('alert')).toHaveTextContent('Cannot schedule in the past');
  });

  it('after adding, shows where the page went and leads back to it or to the schedule', async () => {
    const added = makeItem({
      id: 's7',
      date: '2025-01-21',
      item_id: PAGE_ID,
      item: {
        id: PAGE_ID,
        title: 'Mobility flow',
        path: '/mobility',
        type: 'workout',
        image_url: null,
        is_completed: false,
      },
    });
    let items: ScheduledItem[] = [];
    const { props, user } = await renderScreen({
      search: `?page_id=${PAGE_ID}`,
      routes: {
        'GET /schedule': scheduleAnswer(() => items),
        'POST /schedule': () => {
          items = [added];
          return { status: 200, body: { items: [added] } };
        },
      },
    });
    const form = within(await screen.findByRole('dialog', { name: 'Add to schedule' }));
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2025-01-21' } });
    await user.click(form.getByRole('button', { name: 'Add' }));
    const done = within(await screen.findByRole('dialog', { name: 'Added to your schedule' }));
    expect(done.getByText('Mobility flow is on your schedule for Tuesday, January 21.')).toBeInTheDocument();
    await user.click(done.getByRole('button', { name: 'Back to the page' }));
    expect(props.navigate).toHaveBeenCalledWith('/mobility');

    await user.click(done.getByRole('button', { name: 'See my schedule' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.navigate).toHaveBeenLastCalledWith('/me/schedule', { replace: true });
    expect(await screen.findByRole('link', { name: /Mobility flow/ })).toBeInTheDocument();
    expect(within(dayOf('2025-01-21')).getByRole('link', { name: /Mobility flow/ })).toBeInTheDocument();
  });

  it("opens the add modal when the page's scheduling button leads to the schedule already open", async () => {
    const { props, view } = await renderScreen();
    await screen.findAllByText('Nothing scheduled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.rerender(<ScheduleScreen />, { ...props, location: { ...props.location, search: `?page_id=${PAGE_ID}` } });
    expect(await screen.findByRole('dialog', { name: 'Add to schedule' })).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    const { props, user } = await renderScreen({ session: GUEST });
    expect(screen.getByText('Log in to see your schedule.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toContainEqual({ type: 'modal:open', payload: { modal: 'auth' } });
  });

  it('is headed Schedule in its toolbar, with back, before its one main', async () => {
    await renderScreen();
    const toolbar = screen.getByRole('banner');
    expect(within(toolbar).getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await screen.findAllByText('Nothing scheduled');
  });

  it("formats dates and words in the member's language", async () => {
    await renderScreen({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Zeitplan' })).toBeInTheDocument();
    await screen.findAllByText('Nichts geplant');
    expect(days()[0]).toHaveTextContent('Montag, 13. Januar');
    expect(screen.getByRole('button', { name: 'Nächste Woche' })).toBeInTheDocument();
  });
});
