import { eq } from 'drizzle-orm';
import type { ScheduledItem, ScheduleResponse } from '@stride/shared';
import {
  SCHEDULE_LIST_PAGE_SIZE,
  addDays,
  dayRangeInstants,
  lastDateOf,
  localDateIn,
  todayIn,
} from '@stride/shared/schedule';
import { scheduledItems, users } from '../db/schema';
import { createScheduleTestApp, type ScheduleTestApp } from './scheduleTestApp';
import { scheduleResponseSchema } from './scheduleResponseSchemas';
import type { Session } from '../../test/fixtureTestApp';

let t: ScheduleTestApp;
let ana: Session;
let ben: Session;
let programDays: ScheduledItem[];
let article: ScheduledItem;
beforeAll(async () => {
  t = await createScheduleTestApp();
  ana = await t.member('ana@club.test');
  ben = await t.member('ben@club.test');
  const program = await t.send('POST', '/schedule', {
    as: ana,
    body: { item_id: t.pageId('/programs/free'), date: t.day(1) },
  });
  programDays = program.json().items;
  const single = await t.send('POST', '/schedule', {
    as: ana,
    body: { item_id: t.pageId('/articles/short'), date: t.day(3) },
  });
  [article] = single.json().items;
});
afterAll(() => t.close());

async function schedule(as: Session | undefined, query: Record<string, string>): Promise<ScheduleResponse> {
  const res = await t.send('GET', '/schedule', { as, query });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const titles = (response: ScheduleResponse) => response.items.map((item) => `${item.date} ${item.item.title}`);
const at = (days: number) => new Date(t.now.getTime() + days * 86_400_000);

describe('GET /schedule over a range', () => {
  it("shows the member's items and the app's events (not a private one) of the days asked, by day", async () => {
    const response = await schedule(ana, { from: t.day(0), to: t.day(9), timezone: 'UTC' });
    expect(titles(response)).toEqual([
      `${t.day(1)} Day 1`,
      `${t.day(1)} Later event`,
      `${t.day(2)} Day 2`,
      `${t.day(2)} Live class`,
      `${t.day(3)} Apple short read`,
      `${t.day(4)} Paid event`,
      `${t.day(8)} Day 8`,
      `${t.day(9)} Live class`,
    ]);
    expect(response.has_more).toBe(false);
    // Written without the schema (see the route): exactly its keys, nothing more.
    expect(scheduleResponseSchema.parse(response)).toEqual(response);
    expect(response.schedule).toEqual({
      starts_at: `${t.day(0)}T00:00:00.000Z`,
      ends_at: `${t.day(10)}T00:00:00.000Z`,
    });
  });

  it("shows an event of the app's calendar as a timed, read-only item with the global id", async () => {
    const [later] = await t.occurrenceIds('later');
    const response = await schedule(ana, { from: t.day(1), to: t.day(1), timezone: 'UTC' });
    expect(response.items.find((item) => item.item_id === later)).toEqual({
      id: `global:${later}`,
      item_id: later,
      item_type: 'EventOccurrence',
      item: {
        id: t.pageId('/events/later'),
        title: 'Later event',
        path: '/events/later',
        type: 'event_occurrence',
        image_url: null,
        is_completed: false,
      },
      scope_type: 'account_app',
      context_id: 'global',
      context_type: 'Event',
      date: t.day(1),
      end_date: lastDateOf(at(1), at(1 + 1 / 24), localDateIn('UTC')),
      is_all_day: false,
      is_multiday: lastDateOf(at(1), at(1 + 1 / 24), localDateIn('UTC')) !== t.day(1),
      starts_at: at(1).toISOString(),
      ends_at: at(1 + 1 / 24).toISOString(),
      editable: false,
    });
  });

  it('gives the week around today without from and to, and the month with calendar_type=month', async () => {
    const week = await schedule(ana, {});
    const monday = week.schedule.starts_at.slice(0, 10);
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(monday <= t.day(0) && t.day(0) <= addDays(monday, 6)).toBe(true);
    const month = await schedule(ana, { calendar_type: 'month', from: '2099-02-10' });
    expect(month.schedule).toEqual({ starts_at: '2099-02-01T00:00:00.000Z', ends_at: '2099-03-01T00:00:00.000Z' });
  });

  it("puts items on the member's days in their zone and stores the zone the device sends", async () => {
    const kolkata = await schedule(ana, { from: t.day(0), to: t.day(9), timezone: 'Asia/Kolkata' });
    const [later] = await t.occurrenceIds('later');
    const event = kolkata.items.find((item) => item.item_id === later);
    expect(event?.date).toBe(todayIn('Asia/Kolkata', at(1)));
    expect(kolkata.schedule.starts_at).toBe(
      dayRangeInstants(t.day(0), t.day(0), 'Asia/Kolkata').startsAt.toISOString(),
    );
    // All-day items stay on their day wherever the member is.
    expect(kolkata.items.find((item) => item.id === article.id)?.date).toBe(t.day(3));
    const [row] = await t.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, ana.user.id));
    expect(row?.timezone).toBe('Asia/Kolkata');
    await schedule(ana, { from: t.day(0), to: t.day(0), timezone: 'UTC' });
  });

  it('shows a timed item running past midnight as a multi-day item on each of its days', async () => {
    const [night] = await t.db
      .insert(scheduledItems)
      .values({
        appId: ben.user.appId,
        userId: ben.user.id,
        itemId: t.pageId('/articles/long'),
        itemType: 'Page',
        scopeType: 'subscriber',
        date: t.day(5),
        isAllDay: false,
        startsAt: new Date(`${t.day(5)}T22:00:00Z`),
        endsAt: new Date(`${t.day(6)}T02:00:00Z`),
      })
      .returning();
    for (const day of [5, 6]) {
      const response = await schedule(ben, { from: t.day(day), to: t.day(day), filter: 'subscriber', timezone: 'UTC' });
      expect(response.items.map((item) => [item.id, item.date, item.end_date, item.is_multiday])).toEqual([
        [night!.id, t.day(5), t.day(6), true],
      ]);
    }
  });

  it('ticks a day the member completed', async () => {
    const dayOne = programDays[0]!;
    expect((await t.send('POST', `/pages/${dayOne.item_id}/complete`, { as: ana })).statusCode).toBe(200);
    const response = await schedule(ana, { from: t.day(1), to: t.day(2), filter: 'subscriber' });
    expect(response.items.map((item) => [item.item.title, item.item.is_completed])).toEqual([
      ['Day 1', true],
      ['Day 2', false],
    ]);
  });

  it('answers a calendar asked again from memory, until the member changes their items or completes a page', async () => {
    const query = { from: t.day(0), to: t.day(6), timezone: 'UTC', filter: 'subscriber' };
    const first = await schedule(ana, query);
    let copy: ScheduledItem | undefined;
    try {
      // Changed behind the API's back (as another API instance would): the kept answer is still given.
      await t.db
        .update(scheduledItems)
        .set({ date: t.day(6) })
        .where(eq(scheduledItems.id, article.id));
      expect(await schedule(ana, query)).toEqual(first);
      // The member's own write forgets it: the answer shows both changes.
      const added = await t.send('POST', '/schedule', {
        as: ana,
        body: { item_id: t.pageId('/articles/short'), date: t.day(5) },
      });
      expect(added.statusCode).toBe(200);
      [copy] = added.json().items as ScheduledItem[];
      const afterWrite = await schedule(ana, query);
      expect(afterWrite.items.find((item) => item.id === article.id)?.date).toBe(t.day(6));
      expect(afterWrite.items.some((item) => item.id === copy!.id)).toBe(true);
      // A completion changes the member's facts: the tick shows at once.
      expect((await t.send('POST', `/pages/${article.item_id}/complete`, { as: ana })).statusCode).toBe(200);
      const ticked = await schedule(ana, query);
      expect(ticked.items.find((item) => item.id === article.id)?.item.is_completed).toBe(true);
    } finally {
      // Put back as the other cases expect it.
      if (copy) await t.send('DELETE', `/schedule/${copy.id}`, { as: ana });
      await t.send('DELETE', `/pages/${article.item_id}/complete`, { as: ana });
      await t.db.update(scheduledItems).set({ date: article.date }).where(eq(scheduledItems.id, article.id));
    }
  });

  it("never shows another member's items", async () => {
    const response = await schedule(ben, { from: t.day(0), to: t.day(9) });
    const anas = new Set([article.id, ...programDays.map((day) => day.id)]);
    expect(response.items.length).toBeGreaterThan(0);
    expect(response.items.filter((item) => anas.has(item.id))).toEqual([]);
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-02' }, 'from'],
    [{ from: 'tomorrow' }, 'from'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ from: '2026-01-01', to: '2027-01-02' }, 'to'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ calendar_type: 'year' }, 'calendar_type'],
    [{ item_id: 'abc' }, 'item_id'],
    [{ filter: 'someone_member' }, 'filter'],
    [{ context: 'page' }, 'page_id'],
    [{ page: '0' }, 'page'],
  ])('answers 400 invalid_input for %j naming %s', async (query, field) => {
    const res = await t.send('GET', '/schedule', { as: ana, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
  });

  it('answers 401 to a guest asking for a member schedule', async () => {
    const res = await t.send('GET', '/schedule', { query: { context: 'member' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /schedule filters and narrowing', () => {
  it('narrows to the app calendar, the member items or one program', async () => {
    const range = { from: t.day(0), to: t.day(9) };
    const free = t.pageId('/programs/free');
    expect(titles(await schedule(ana, { ...range, filter: 'global' }))).toEqual([
      `${t.day(1)} Later event`,
      `${t.day(2)} Live class`,
      `${t.day(4)} Paid event`,
      `${t.day(9)} Live class`,
    ]);
    expect(titles(await schedule(ana, { ...range, filter: 'subscriber' }))).toEqual([
      `${t.day(1)} Day 1`,
      `${t.day(2)} Day 2`,
      `${t.day(3)} Apple short read`,
      `${t.day(8)} Day 8`,
    ]);
    expect(titles(await schedule(ana, { ...range, filter: `${free}_member` }))).toEqual([
      `${t.day(1)} Day 1`,
      `${t.day(2)} Day 2`,
      `${t.day(8)} Day 8`,
    ]);
  });

  it('shows one thing with item_id: where a page is scheduled', async () => {
    const response = await schedule(ana, { calendar_type: 'list', item_id: article.item_id });
    expect(response.items.map((item) => item.id)).toEqual([article.id]);
    const [, next] = await t.occurrenceIds('live');
    const event = await schedule(ana, { calendar_type: 'list', item_id: next!, item_type: 'EventOccurrence' });
    expect(event.items.map((item) => item.id)).toEqual([`global:${next}`]);
  });

  it("gives a page's calendar block the app's events and the member's items of that page and below it", async () => {
    const range = { context: 'page', from: t.day(0), to: t.day(9) };
    const program = await schedule(ana, { ...range, page_id: t.pageId('/programs/free'), filter: 'subscriber' });
    expect(titles(program)).toEqual([`${t.day(1)} Day 1`, `${t.day(2)} Day 2`, `${t.day(8)} Day 8`]);
    const guest = await schedule(undefined, { ...range, page_id: t.pageId('/') });
    expect(titles(guest)).toEqual([
      `${t.day(1)} Later event`,
      `${t.day(2)} Live class`,
      `${t.day(4)} Paid event`,
      `${t.day(9)} Live class`,
    ]);
    const hidden = await t.send('GET', '/schedule', {
      as: ana,
      query: { ...range, page_id: t.pageId('/programs/secret') },
    });
    expect(hidden.statusCode).toBe(404);
    const foreign = await t.send('GET', '/schedule', {
      as: ana,
      query: { ...range, page_id: t.pageId('/program', 'rival') },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows an occurrence the member put on their schedule once, as theirs', async () => {
    const [, next] = await t.occurrenceIds('live');
    const added = await t.send('POST', '/schedule', {
      as: ben,
      body: { item_id: next, item_type: 'EventOccurrence', date: t.day(2) },
    });
    const [own] = added.json().items;
    const response = await schedule(ben, { from: t.day(2), to: t.day(2), timezone: 'UTC' });
    expect(response.items.filter((item) => item.item_id === next).map((item) => item.id)).toEqual([own.id]);
    await t.send('DELETE', `/schedule/${own.id}`, { as: ben });
  });
});

describe('GET /schedule/filters', () => {
  it("lists the app's calendar, the member's items and each program they scheduled", async () => {
    const res = await t.send('GET', '/schedule/filters', { as: ana });
    expect(res.json()).toEqual([
      { id: 'global', title: 'Club' },
      { id: 'subscriber', title: 'My items' },
      { id: `${t.pageId('/programs/free')}_member`, title: 'Free program' },
    ]);
  });

  it("gives a guest the app's calendar only", async () => {
    expect((await t.send('GET', '/schedule/filters')).json()).toEqual([{ id: 'global', title: 'Club' }]);
  });
});

describe('GET /schedule?calendar_type=list', () => {
  let cleo: Session;
  beforeAll(async () => {
    cleo = await t.member('cleo@club.test');
    const rows = Array.from({ length: SCHEDULE_LIST_PAGE_SIZE + 5 }, (_, index) => ({
      appId: cleo.user.appId,
      userId: cleo.user.id,
      itemId: t.pageId('/articles/long'),
      itemType: 'Page',
      scopeType: 'subscriber',
      date: t.day(index - 3),
      isAllDay: true,
    }));
    await t.db.insert(scheduledItems).values(rows);
  });

  it('pages what is to come from today, soonest first, saying whether more follow', async () => {
    const first = await schedule(cleo, { calendar_type: 'list', filter: 'subscriber', timezone: 'UTC' });
    expect(first.items.map((item) => item.date)).toEqual(
      Array.from({ length: SCHEDULE_LIST_PAGE_SIZE }, (_, index) => t.day(index)),
    );
    expect(first.has_more).toBe(true);
    const second = await schedule(cleo, { calendar_type: 'list', filter: 'subscriber', page: '2' });
    expect(second.items.map((item) => item.date)).toEqual([t.day(20), t.day(21)]);
    expect(second.has_more).toBe(false);
  });

  it('pages what has passed, latest first', async () => {
    const past = await schedule(cleo, { calendar_type: 'list', period: 'past', filter: 'subscriber' });
    expect(past.items.map((item) => item.date)).toEqual([t.day(-1), t.day(-2), t.day(-3)]);
    expect(past.has_more).toBe(false);
    expect(past.schedule.ends_at).toBe(`${t.day(0)}T00:00:00.000Z`);
  });

  it("merges the app's events into the list in order", async () => {
    const list = await schedule(cleo, { calendar_type: 'list', timezone: 'UTC' });
    expect(list.items).toHaveLength(SCHEDULE_LIST_PAGE_SIZE);
    const dates = list.items.map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
    expect(list.items.filter((item) => item.scope_type === 'account_app').map((item) => item.item.title)).toEqual([
      'Later event',
      'Live class',
      'Paid event',
      'Live class',
    ]);
    expect(list.has_more).toBe(true);
  });
});
