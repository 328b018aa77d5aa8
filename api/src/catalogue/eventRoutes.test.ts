import { pageSubscriptions } from '../db/schema';
import { loadMemberData } from '../members/memberData';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

const DAY_MS = 86_400_000;

let t: FixtureTestApp;
let plain: Session;
let premium: Session;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
  plain = await t.member('plain@club.test');
  premium = await t.member('premium@club.test', ['premium']);
});
afterAll(() => t.close());

const iso = (days: number, hours = 0) => new Date(t.now.getTime() + days * DAY_MS + hours * 3_600_000).toISOString();

describe('GET /event_occurrences/per_period', () => {
  const titles = (res: { json(): { event_occurrences: { title: string }[] } }) =>
    res.json().event_occurrences.map((o) => o.title);

  it('lists the occurrences overlapping [start, end) by start; private events are left out', async () => {
    const res = await t.call('GET', '/event_occurrences/per_period', { query: { start: iso(0), end: iso(5) } });
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Later event', 'Live class', 'Paid event']);
    const [later] = await t.occurrenceIds('later');
    expect(res.json().event_occurrences[0]).toEqual({
      id: later,
      event_id: expect.any(String),
      title: 'Later event',
      page_id: t.pageId('/events/later'),
      path: '/events/later',
      starts_at: iso(1),
      ends_at: iso(1, 1),
    });
  });

  it('includes an occurrence that started before the period and ends inside it, not one that starts at its end', async () => {
    const res = await t.call('GET', '/event_occurrences/per_period', {
      query: { start: iso(2, 0.5), end: iso(4) },
    });
    expect(titles(res)).toEqual(['Live class']);
  });

  it('filters by event_id', async () => {
    const all = (
      await t.call('GET', '/event_occurrences/per_period', { query: { start: iso(-30), end: iso(30) } })
    ).json();
    const live = all.event_occurrences.find((o: { title: string }) => o.title === 'Live class').event_id;
    const res = await t.call('GET', '/event_occurrences/per_period', {
      query: { start: iso(-30), end: iso(30), event_id: live },
    });
    expect(res.json().event_occurrences.map((o: { starts_at: string }) => o.starts_at)).toEqual([
      iso(-10),
      iso(2),
      iso(9),
    ]);
  });

  it('reads YYYY-MM-DD as the start of that day (UTC)', async () => {
    const res = await t.call('GET', '/event_occurrences/per_period', {
      app: 'rival',
      query: { start: '2099-01-01', end: '2099-01-02' },
    });
    expect(titles(res)).toEqual(['Rival event']);
    const before = await t.call('GET', '/event_occurrences/per_period', {
      app: 'rival',
      query: { start: '2098-12-31', end: '2099-01-01' },
    });
    expect(titles(before)).toEqual([]);
  });

  it('shows the private event to a member subscribed to its page', async () => {
    const vip = await t.member('vip@club.test');
    await t.db
      .insert(pageSubscriptions)
      .values({ appId: t.appId('club'), userId: vip.user.id, pageId: t.pageId('/events/vip') });
    const res = await t.call('GET', '/event_occurrences/per_period', {
      as: vip,
      query: { start: iso(0), end: iso(5) },
    });
    expect(titles(res)).toEqual(['Later event', 'Live class', 'Vip event', 'Paid event']);
  });

  it.each([
    [{ end: '2026-01-02' }, 'start'],
    [{ start: '2026-01-01' }, 'end'],
    [{ start: 'yesterday', end: '2026-01-02' }, 'start'],
    [{ start: '2026-02-30', end: '2026-03-02' }, 'start'],
    [{ start: '2026-05-01T18:00:00+99:99', end: '2026-05-02' }, 'start'],
    [{ start: '0000-01-01T00:00:00Z', end: '0000-01-02T00:00:00Z' }, 'start'],
    [{ start: '2026-05-01', end: '2026-05-02T00:00:00-99:00' }, 'end'],
    [{ start: '2026-01-02', end: '2026-01-01' }, 'end'],
    [{ start: '2026-01-01', end: '2026-01-01' }, 'end'],
    [{ start: '2026-01-01', end: '2027-01-03' }, 'end'],
    [{ start: '2026-01-01', end: '2026-01-02', event_id: 'abc' }, 'event_id'],
  ])('answers 400 invalid_input for %j naming %s', async (query, field) => {
    const res = await t.call('GET', '/event_occurrences/per_period', { query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
  });
});

describe('GET /event_occurrences/{id}/access', () => {
  it("answers the engine result for the event's page", async () => {
    const [, next] = await t.occurrenceIds('live');
    expect((await t.call('GET', `/event_occurrences/${next}/access`)).json()).toMatchObject({
      granted: false,
      reason: 'AUTHENTICATION_REQUIRED',
    });
    expect((await t.call('GET', `/event_occurrences/${next}/access`, { as: plain })).json()).toEqual({
      granted: true,
      browsing: false,
    });
  });

  it("answers 404 event_occurrence_not_found for another app's occurrence and a malformed id", async () => {
    const [rival] = await t.occurrenceIds('rival-event', 'rival');
    for (const id of [rival, 'x1', '00000000-0000-0000-0000-000000000000']) {
      const res = await t.call('GET', `/event_occurrences/${id}/access`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('event_occurrence_not_found');
    }
  });
});

describe('joining and leaving an occurrence', () => {
  it('needs a member', async () => {
    const [, next] = await t.occurrenceIds('live');
    expect((await t.call('POST', `/event_occurrences/${next}/subscribe`)).statusCode).toBe(401);
    expect((await t.call('GET', '/event_occurrences/subscriptions')).statusCode).toBe(401);
  });

  it('joins once (idempotent), lists the join and leaves again', async () => {
    const member = await t.member('joiner@club.test');
    const [, next] = await t.occurrenceIds('live');
    const first = await t.call('POST', `/event_occurrences/${next}/subscribe`, { as: member });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ event_subscription: { event_occurrence_id: next, created_at: expect.any(String) } });
    expect((await t.call('POST', `/event_occurrences/${next}/subscribe`, { as: member })).json()).toEqual(first.json());
    expect((await t.call('GET', '/event_occurrences/subscriptions', { as: member })).json()).toEqual({
      event_subscriptions: [first.json().event_subscription],
    });
    expect((await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id)).event_subscriptions).toEqual([
      { event_occurrence_id: next },
    ]);

    const left = await t.call('DELETE', `/event_occurrences/${next}/subscribe`, { as: member });
    expect(left.statusCode).toBe(204);
    expect((await t.call('GET', '/event_occurrences/subscriptions', { as: member })).json()).toEqual({
      event_subscriptions: [],
    });
    expect((await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id)).event_subscriptions).toEqual([]);
  });

  it('answers 409 for an occurrence that has already taken place', async () => {
    const [past] = await t.occurrenceIds('live');
    const res = await t.call('POST', `/event_occurrences/${past}/subscribe`, { as: plain });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: 'This event has already taken place' });
  });

  it('needs access to the event page: a paid event only with the product, a private one not at all', async () => {
    const [paid] = await t.occurrenceIds('paid');
    const denied = await t.call('POST', `/event_occurrences/${paid}/subscribe`, { as: plain });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().access).toMatchObject({ reason: 'PURCHASE_REQUIRED' });
    expect((await t.call('POST', `/event_occurrences/${paid}/subscribe`, { as: premium })).statusCode).toBe(200);

    const [vip] = await t.occurrenceIds('vip');
    const hidden = await t.call('POST', `/event_occurrences/${vip}/subscribe`, { as: premium });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().access.reason).toBe('IS_PRIVATE');
  });

  it("answers 404 for another app's occurrence", async () => {
    const [rival] = await t.occurrenceIds('rival-event', 'rival');
    expect((await t.call('POST', `/event_occurrences/${rival}/subscribe`, { as: plain })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/event_occurrences/${rival}/subscribe`, { as: plain })).statusCode).toBe(404);
  });
});
