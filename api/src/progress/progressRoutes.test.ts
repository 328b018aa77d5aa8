import { createFixtureTestApp, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
let as: Record<'guest' | 'plain' | 'gold', Visitor>;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
  as = { guest: t.guest, plain: await t.signIn('plain@gym.test'), gold: await t.signIn('gold@gym.test') };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const ENDPOINTS: [Method, string, unknown][] = [
  ['POST', 'complete', undefined],
  ['DELETE', 'complete', undefined],
  ['GET', 'complete', undefined],
  ['POST', 'subscribers', {}],
  ['DELETE', 'subscribers', undefined],
  ['GET', 'subscribers', undefined],
  ['POST', 'bookmarks/toggle', undefined],
  ['GET', 'path', undefined],
];

describe('progress endpoints on a paid page, for a guest, a member without the product and one with it', () => {
  it.each([
    // method, endpoint, guest, plain member, member who owns the product
    ['POST', 'complete', 401, 403, 200],
    ['DELETE', 'complete', 401, 200, 200],
    ['GET', 'complete', 200, 200, 200],
    ['POST', 'subscribers', 401, 403, 200],
    ['DELETE', 'subscribers', 401, 200, 200],
    ['GET', 'subscribers', 401, 200, 200],
    ['POST', 'bookmarks/toggle', 401, 403, 200],
    ['GET', 'path', 200, 200, 200],
  ] as const)('%s /pages/{id}/%s answers %i, %i and %i', async (method, endpoint, guest, plain, gold) => {
    const url = `/pages/${t.pageId('/paid')}/${endpoint}`;
    const body = method === 'POST' && endpoint === 'subscribers' ? {} : undefined;
    const answers = [];
    for (const who of ['guest', 'plain', 'gold'] as const)
      answers.push((await t.call(method, url, { as: as[who], body: body })).statusCode);
    expect(answers).toEqual([guest, plain, gold]);
  });

  it('names the reason when a write is refused', async () => {
    const res = await t.call('POST', `/pages/${t.pageId('/paid')}/complete`, { as: as.plain });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'access_denied', message: "You don't have access" },
      reason: 'PURCHASE_REQUIRED',
      result: { granted: false, node_id: t.pageId('/paid') },
    });
    const guest = await t.call('POST', `/pages/${t.pageId('/paid')}/complete`, { as: as.guest });
    expect(guest.json().error.code).toBe('not_signed_in');
  });

  it('refuses a write with a wrong session, or before a passwordless sign-up has finished setup', async () => {
    const wrong = await t.call('POST', `/pages/${t.pageId('/')}/complete`, { as: { ...as.plain, token: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_session');
    const fresh = await t.call('POST', `/pages/${t.pageId('/')}/bookmarks/toggle`, {
      as: await t.signIn('fresh@gym.test'),
    });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().error.code).toBe('setup_required');
  });

  it('lets a member who may not open a drip page yet neither complete nor save it', async () => {
    const url = `/pages/${t.pageId('/course/week-1/day-2')}`;
    const complete = await t.call('POST', `${url}/complete`, { as: as.gold });
    expect(complete.statusCode).toBe(403);
    expect(complete.json()).toMatchObject({ reason: 'IS_SCHEDULED', available_after: null });
    expect((await t.call('POST', `${url}/bookmarks/toggle`, { as: as.gold })).statusCode).toBe(403);
  });
});

describe('page ids the app does not have', () => {
  const unknown = () => [
    'not-a-uuid',
    '00000000-0000-4000-8000-000000000000',
    "1' or '1'='1",
    t.pageId('/rival-course', 'rival'),
    t.pageId('/hidden/child'),
  ];

  it.each(ENDPOINTS)('%s /pages/{id}/%s answers 404 page_not_found, never a 500', async (method, endpoint, body) => {
    for (const id of unknown()) {
      const res = await t.call(method, `/pages/${encodeURIComponent(id)}/${endpoint}`, { as: as.gold, body: body });
      expect({ id, status: res.statusCode, error: res.json().error }).toEqual({
        id,
        status: 404,
        error: { code: 'page_not_found', message: 'Page Not Found' },
      });
    }
  });

  it("does not answer another app's member about this app's pages", async () => {
    const rival = await t.signIn('plain@gym.test', 'rival');
    expect((await t.call('POST', `/pages/${t.pageId('/')}/complete`, { as: rival })).statusCode).toBe(404);
    expect(
      (await t.call('POST', `/pages/${t.pageId('/rival-course/one', 'rival')}/complete`, { as: rival })).statusCode,
    ).toBe(200);
  });
});

describe('GET /pages/{id}/path', () => {
  it("answers the page's path, whatever case the id is in", async () => {
    const res = await t.call('GET', `/pages/${t.pageId('/course/week-1/day-2').toUpperCase()}/path`, { as: as.guest });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ path: '/course/week-1/day-2' });
  });
});
