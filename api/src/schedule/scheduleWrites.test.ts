import { eq } from 'drizzle-orm';
import type { ScheduledItem } from '@stride/shared';
import { scheduledItems, users } from '../db/schema';
import { createScheduleTestApp, type ScheduleTestApp } from './scheduleTestApp';
import type { Session } from '../../test/fixtureTestApp';

let t: ScheduleTestApp;
let ana: Session;
let ben: Session;
let premium: Session;
let kiran: Session;
beforeAll(async () => {
  t = await createScheduleTestApp();
  ana = await t.member('ana@club.test');
  ben = await t.member('ben@club.test');
  kiran = await t.member('kiran@club.test');
  premium = await t.member('premium@club.test', ['premium']);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(scheduledItems);
  t.reminders.planned.length = 0;
  t.reminders.cancelled.length = 0;
  t.reminders.log.length = 0;
});

const items = (res: { json(): { items: ScheduledItem[] } }) => res.json().items;

async function schedule(as: Session, body: Record<string, unknown>): Promise<ScheduledItem[]> {
  const res = await t.send('POST', '/schedule', { as, body });
  expect(res.statusCode).toBe(200);
  return items(res);
}

describe('POST /schedule', () => {
  it('puts a page on the member schedule as one all-day item and plans its reminders', async () => {
    const article = t.pageId('/articles/long');
    const [item] = await schedule(ana, { item_id: article, date: t.day(1) });
    expect(item).toEqual({
      id: expect.any(String),
      item_id: article,
      item_type: 'Page',
      item: {
        id: article,
        title: 'banana long read',
        path: '/articles/long',
        type: 'article',
        image_url: null,
        is_completed: false,
      },
      scope_type: 'subscriber',
      context_id: null,
      context_type: null,
      date: t.day(1),
      end_date: t.day(1),
      is_all_day: true,
      is_multiday: false,
      starts_at: null,
      ends_at: null,
      editable: true,
    });
    expect(t.reminders.planned).toEqual([[item!.id]]);
  });

  it('schedules a timed item at the wall-clock time in the member zone, lasting the page duration', async () => {
    const [item] = await schedule(kiran, {
      item_id: t.pageId('/articles/long'),
      date: `${t.day(2)}T09:00`,
      is_all_day: false,
      timezone: 'Asia/Kolkata',
    });
    expect(item).toMatchObject({ date: t.day(2), is_all_day: false, starts_at: `${t.day(2)}T03:30:00.000Z` });
    expect(Date.parse(item!.ends_at!) - Date.parse(item!.starts_at!)).toBe(30 * 60_000);
    const [row] = await t.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, kiran.user.id));
    expect(row?.timezone).toBe('Asia/Kolkata');
  });

  it('schedules each day of a program, one a day from the date, keeping the drip gap of week 2', async () => {
    const free = t.pageId('/programs/free');
    const days = await schedule(ana, { item_id: free, date: t.day(1) });
    expect(days.map((day) => [day.item.title, day.date, day.context_id, day.context_type])).toEqual([
      ['Day 1', t.day(1), free, 'Program'],
      ['Day 2', t.day(2), free, 'Program'],
      ['Day 8', t.day(8), free, 'Program'],
    ]);
    expect(t.reminders.planned).toEqual([days.map((day) => day.id)]);
  });

  it('replaces the days of a program scheduled again, cancelling their reminders first', async () => {
    const free = t.pageId('/programs/free');
    const first = await schedule(ana, { item_id: free, date: t.day(1) });
    const again = await schedule(ana, { item_id: free, date: t.day(3) });
    expect(again.map((day) => day.date)).toEqual([t.day(3), t.day(4), t.day(10)]);
    expect(await t.db.select().from(scheduledItems)).toHaveLength(3);
    expect(t.reminders.log).toEqual([
      `plan:${first.map((day) => day.id).join(',')}`,
      `cancel:${first.map((day) => day.id).join(',')}`,
      `plan:${again.map((day) => day.id).join(',')}`,
    ]);
  });

  it('allows today for an all-day item and answers 400 "Cannot schedule in the past" for yesterday', async () => {
    await schedule(ana, { item_id: t.pageId('/articles/long'), date: t.day(0) });
    const res = await t.send('POST', '/schedule', {
      as: ana,
      body: { item_id: t.pageId('/articles/long'), date: t.day(-1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'schedule_in_past',
      message: 'Cannot schedule in the past',
      field: 'date',
    });
  });

  it('refuses a time already gone today in the member zone', async () => {
    const res = await t.send('POST', '/schedule', {
      as: ben,
      body: { item_id: t.pageId('/articles/long'), date: `${t.day(-1)}T23:59`, is_all_day: false, timezone: 'UTC' },
    });
    expect(res.json().error.code).toBe('schedule_in_past');
  });

  it('judges "yesterday" in the member zone: the day before their today is refused wherever UTC is', async () => {
    for (const timezone of ['Asia/Kolkata', 'America/New_York']) {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(t.now);
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const refused = await t.send('POST', '/schedule', {
        as: ben,
        body: { item_id: t.pageId('/articles/long'), date: yesterday, timezone },
      });
      expect(refused.json().error.code).toBe('schedule_in_past');
      const allowed = await t.send('POST', '/schedule', {
        as: ben,
        body: { item_id: t.pageId('/articles/long'), date: today, timezone },
      });
      expect(allowed.statusCode).toBe(200);
    }
  });

  it.each([
    [{ date: '2026-02-30' }, 'date'],
    [{ date: 'tomorrow' }, 'date'],
    [{ date: '2026-06-01T25:00', is_all_day: false }, 'date'],
    [{ date: '2999-06-01', is_all_day: false }, 'date'],
    [{ date: '2999-06-01', item_id: 'abc' }, 'item_id'],
    [{ date: '2999-06-01', item_type: 'Workout' }, 'item_type'],
    [{ date: '2999-06-01', timezone: 'Mars/Olympus' }, 'timezone'],
    [{ date: '2999-06-01', is_all_day: 'yes' }, 'is_all_day'],
  ])('answers 400 invalid_input for %j naming %s', async (fields, field) => {
    const res = await t.send('POST', '/schedule', {
      as: ana,
      body: { item_id: t.pageId('/articles/long'), ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
  });

  it("answers 404 for another app's page, an unknown page and a private page the member cannot see", async () => {
    for (const id of [
      t.pageId('/program', 'rival'),
      '00000000-0000-4000-8000-000000000000',
      t.pageId('/programs/secret'),
    ]) {
      const res = await t.send('POST', '/schedule', { as: ana, body: { item_id: id, date: t.day(1) } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
  });

  it('answers 403 for a paid program the member has not bought, and schedules it for one who has', async () => {
    const paid = t.pageId('/programs/paid');
    const denied = await t.send('POST', '/schedule', { as: ana, body: { item_id: paid, date: t.day(1) } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('access_denied');
    expect((await schedule(premium, { item_id: paid, date: t.day(1) })).map((day) => day.item.title)).toEqual([
      'Stage 1',
      'Stage 2',
    ]);
  });

  it('keeps the item and answers 200 when reminders cannot be planned', async () => {
    jest.mocked(t.app.reminders.planItems).mockRejectedValueOnce(new Error('queue unavailable'));
    const [item] = await schedule(ana, { item_id: t.pageId('/articles/long'), date: t.day(1) });
    expect(await t.db.select({ id: scheduledItems.id }).from(scheduledItems)).toEqual([{ id: item!.id }]);
  });

  it('answers 401 to a guest', async () => {
    const res = await t.send('POST', '/schedule', { body: { item_id: t.pageId('/articles/long'), date: t.day(1) } });
    expect(res.statusCode).toBe(401);
  });

  it('puts an event occurrence on the schedule at its own times, once', async () => {
    const [, next] = await t.occurrenceIds('live');
    const body = { item_id: next, item_type: 'EventOccurrence', date: t.day(1) };
    const [item] = await schedule(ana, body);
    expect(item).toMatchObject({
      item_id: next,
      item_type: 'EventOccurrence',
      item: { title: 'Live class', path: '/events/live', is_completed: false },
      context_type: 'Event',
      is_all_day: false,
      date: t.day(2),
      starts_at: new Date(t.now.getTime() + 2 * 86_400_000).toISOString(),
      editable: true,
    });
    expect((await schedule(ana, body)).map((again) => again.id)).toEqual([item!.id]);
  });

  it('refuses an occurrence that has ended, and answers 404 for a private or foreign one', async () => {
    const [past] = await t.occurrenceIds('live');
    const ended = await t.send('POST', '/schedule', {
      as: ana,
      body: { item_id: past, item_type: 'EventOccurrence', date: t.day(1) },
    });
    expect(ended.json().error.code).toBe('schedule_in_past');
    for (const id of [...(await t.occurrenceIds('vip')), ...(await t.occurrenceIds('rival-event', 'rival'))]) {
      const res = await t.send('POST', '/schedule', {
        as: ana,
        body: { item_id: id, item_type: 'EventOccurrence', date: t.day(1) },
      });
      expect(res.json().error.code).toBe('event_occurrence_not_found');
    }
  });
});

describe('PUT /schedule/{id}', () => {
  it('moves an item to another day and plans its reminders again', async () => {
    const [item] = await schedule(ana, { item_id: t.pageId('/articles/long'), date: t.day(1) });
    t.reminders.planned.length = 0;
    const res = await t.send('PUT', `/schedule/${item!.id}`, { as: ana, body: { date: t.day(4) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rescheduled_item: { ...item, date: t.day(4), end_date: t.day(4) },
      rescheduled_siblings: [],
    });
    expect(t.reminders.planned).toEqual([[item!.id]]);
  });

  it('shifts the following days of the program by as many days, keeping their gaps (shift_subsequent)', async () => {
    const days = await schedule(ana, { item_id: t.pageId('/programs/free'), date: t.day(1) });
    const [first, second, third] = days.map((day) => day.id);
    const res = await t.send('PUT', `/schedule/${first}`, {
      as: ana,
      body: { date: t.day(3), shift_subsequent: true },
    });
    expect(res.json().rescheduled_item).toMatchObject({ id: first, date: t.day(3) });
    expect(res.json().rescheduled_siblings.map((day: ScheduledItem) => [day.id, day.date])).toEqual([
      [second, t.day(4)],
      [third, t.day(10)],
    ]);
    expect(t.reminders.planned.at(-1)).toEqual([first, second, third]);
  });

  it('keeps 09:00 in New York for every day across the spring DST change, scheduled and shifted', async () => {
    const nina = await t.member('nina@club.test');
    const days = await schedule(nina, {
      item_id: t.pageId('/programs/free'),
      date: '2099-03-06T09:00',
      is_all_day: false,
      timezone: 'America/New_York',
    });
    expect(days.map((day) => [day.date, day.starts_at])).toEqual([
      ['2099-03-06', '2099-03-06T14:00:00.000Z'],
      ['2099-03-07', '2099-03-07T14:00:00.000Z'],
      ['2099-03-13', '2099-03-13T13:00:00.000Z'],
    ]);
    const res = await t.send('PUT', `/schedule/${days[0]!.id}`, {
      as: nina,
      body: { date: '2099-03-07', is_all_day: false, shift_subsequent: true },
    });
    expect(res.json().rescheduled_item).toMatchObject({ date: '2099-03-07', starts_at: '2099-03-07T14:00:00.000Z' });
    expect(res.json().rescheduled_siblings.map((day: ScheduledItem) => [day.date, day.starts_at])).toEqual([
      ['2099-03-08', '2099-03-08T13:00:00.000Z'],
      ['2099-03-14', '2099-03-14T13:00:00.000Z'],
    ]);
  });

  it('moves only the item without shift_subsequent', async () => {
    const days = await schedule(ana, { item_id: t.pageId('/programs/free'), date: t.day(1) });
    const res = await t.send('PUT', `/schedule/${days[1]!.id}`, { as: ana, body: { date: t.day(5) } });
    expect(res.json().rescheduled_siblings).toEqual([]);
    const rows = await t.db.select({ id: scheduledItems.id, date: scheduledItems.date }).from(scheduledItems);
    expect(new Map(rows.map((row) => [row.id, row.date]))).toEqual(
      new Map([
        [days[0]!.id, t.day(1)],
        [days[1]!.id, t.day(5)],
        [days[2]!.id, t.day(8)],
      ]),
    );
  });

  it('moves a missed day to today and the rest of the program after it', async () => {
    const days = await schedule(ana, { item_id: t.pageId('/programs/free'), date: t.day(0) });
    // Two days pass without training: day 1 was two days ago, day 2 yesterday, day 8 in five days.
    for (const [index, day] of days.entries())
      await t.db
        .update(scheduledItems)
        .set({ date: t.day([-2, -1, 5][index]!) })
        .where(eq(scheduledItems.id, day.id));
    const res = await t.send('PUT', `/schedule/${days[0]!.id}`, {
      as: ana,
      body: { date: t.day(0), shift_subsequent: true },
    });
    expect(res.json().rescheduled_siblings.map((day: ScheduledItem) => day.date)).toEqual([t.day(1), t.day(7)]);
  });

  it('keeps the time of day of a timed item given only a new day, and refuses a day in the past', async () => {
    const [item] = await schedule(ana, {
      item_id: t.pageId('/articles/long'),
      date: `${t.day(1)}T18:15`,
      is_all_day: false,
      timezone: 'UTC',
    });
    const moved = await t.send('PUT', `/schedule/${item!.id}`, {
      as: ana,
      body: { date: t.day(2), is_all_day: false },
    });
    expect(moved.json().rescheduled_item).toMatchObject({ date: t.day(2), starts_at: `${t.day(2)}T18:15:00.000Z` });
    const past = await t.send('PUT', `/schedule/${item!.id}`, { as: ana, body: { date: t.day(-3) } });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Cannot schedule in the past');
  });

  it("answers 404 for another member's item, an unknown id and a malformed id; 400 for a malformed date", async () => {
    const [item] = await schedule(ana, { item_id: t.pageId('/articles/long'), date: t.day(1) });
    for (const id of [item!.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await t.send('PUT', `/schedule/${id}`, { as: ben, body: { date: t.day(2) } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('scheduled_item_not_found');
    }
    const malformed = await t.send('PUT', `/schedule/${item!.id}`, { as: ana, body: { date: '2026-13-01' } });
    expect(malformed.json().error).toMatchObject({ code: 'invalid_input', field: 'date' });
    const shift = await t.send('PUT', `/schedule/${item!.id}`, {
      as: ana,
      body: { date: t.day(2), shift_subsequent: 'yes' },
    });
    expect(shift.json().error).toMatchObject({ code: 'invalid_input', field: 'shift_subsequent' });
  });

  it('answers 409 for an event occurrence: it keeps the times the app gave it', async () => {
    const [, next] = await t.occurrenceIds('live');
    const [item] = await schedule(ana, { item_id: next, item_type: 'EventOccurrence', date: t.day(1) });
    const res = await t.send('PUT', `/schedule/${item!.id}`, { as: ana, body: { date: t.day(5) } });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /schedule/{id}/duplicate', () => {
  it('copies the member item to another day, in the same program', async () => {
    const days = await schedule(ana, { item_id: t.pageId('/programs/free'), date: t.day(1) });
    const res = await t.send('POST', `/schedule/${days[0]!.id}/duplicate`, { as: ana, body: { date: t.day(6) } });
    expect(res.statusCode).toBe(200);
    const [copy] = items(res);
    expect(copy).toMatchObject({ item_id: days[0]!.item_id, date: t.day(6), context_id: days[0]!.context_id });
    expect(copy!.id).not.toBe(days[0]!.id);
    expect(t.reminders.planned.at(-1)).toEqual([copy!.id]);
  });

  it('refuses the past and answers 404 for another member item', async () => {
    const [item] = await schedule(ana, { item_id: t.pageId('/articles/long'), date: t.day(1) });
    const past = await t.send('POST', `/schedule/${item!.id}/duplicate`, { as: ana, body: { date: t.day(-1) } });
    expect(past.json().error.code).toBe('schedule_in_past');
    const other = await t.send('POST', `/schedule/${item!.id}/duplicate`, { as: ben, body: { date: t.day(2) } });
    expect(other.statusCode).toBe(404);
  });
});

describe('DELETE /schedule/{id}', () => {
  it('cancels the reminders, then removes the item (204)', async () => {
    const [item] = await schedule(ana, { item_id: t.pageId('/articles/long'), date: t.day(1) });
    expect((await t.send('DELETE', `/schedule/${item!.id}`, { as: ben })).statusCode).toBe(404);
    const res = await t.send('DELETE', `/schedule/${item!.id}`, { as: ana });
    expect(res.statusCode).toBe(204);
    expect(t.reminders.cancelled).toEqual([[item!.id]]);
    expect(await t.db.select().from(scheduledItems)).toEqual([]);
    expect((await t.send('DELETE', `/schedule/${item!.id}`, { as: ana })).statusCode).toBe(404);
  });
});

describe('unsubscribing from a program', () => {
  it('removes the member days of the program, also of a program that is not a progress root', async () => {
    const free = t.pageId('/programs/free');
    const paid = t.pageId('/programs/paid');
    await schedule(premium, { item_id: free, date: t.day(1) });
    await schedule(premium, { item_id: paid, date: t.day(1) });
    const [kept] = await schedule(premium, { item_id: t.pageId('/articles/long'), date: t.day(1) });
    for (const id of [free, paid]) {
      expect((await t.send('POST', `/pages/${id}/subscribers`, { as: premium })).statusCode).toBe(200);
      expect((await t.send('DELETE', `/pages/${id}/subscribers`, { as: premium })).statusCode).toBe(200);
    }
    const rows = await t.db.select({ id: scheduledItems.id }).from(scheduledItems);
    expect(rows).toEqual([{ id: kept!.id }]);
  });
});
