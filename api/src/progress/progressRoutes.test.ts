import { createAccessTestApp, type AccessTestApp, type Headers } from '../../test/accessTestApp';

let t: AccessTestApp;
const as: Record<'guest' | 'plain' | 'gold', Headers> = { guest: {}, plain: {}, gold: {} };
beforeAll(async () => {
  t = await createAccessTestApp();
  as.guest = t.guest;
  as.plain = await t.signIn('plain@gym.test');
  as.gold = await t.signIn('gold@gym.test');
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
    const url = `/pages/${t.ids['/paid']}/${endpoint}`;
    const body = method === 'POST' && endpoint === 'subscribers' ? {} : undefined;
    const answers = [];
    for (const who of ['guest', 'plain', 'gold'] as const)
      answers.push((await t.request(method, url, as[who], body)).statusCode);
    expect(answers).toEqual([guest, plain, gold]);
  });

  it('names the reason when a write is refused', async () => {
    const res = await t.request('POST', `/pages/${t.ids['/paid']}/complete`, as.plain);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'access_denied', message: "You don't have access" },
      reason: 'PURCHASE_REQUIRED',
      result: { granted: false, node_id: t.ids['/paid'] },
    });
    const guest = await t.request('POST', `/pages/${t.ids['/paid']}/complete`, as.guest);
    expect(guest.json().error.code).toBe('not_signed_in');
  });

  it('refuses a write with a wrong session, or before a passwordless sign-up has finished setup', async () => {
    const wrong = await t.request('POST', `/pages/${t.ids['/']}/complete`, { ...as.plain, 'x-user-token': 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_session');
    const fresh = await t.request('POST', `/pages/${t.ids['/']}/bookmarks/toggle`, await t.signIn('fresh@gym.test'));
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().error.code).toBe('setup_required');
  });

  it('lets a member who may not open a drip page yet neither complete nor save it', async () => {
    const url = `/pages/${t.ids['/course/week-1/day-2']}`;
    const complete = await t.request('POST', `${url}/complete`, as.gold);
    expect(complete.statusCode).toBe(403);
    expect(complete.json()).toMatchObject({ reason: 'IS_SCHEDULED', available_after: null });
    expect((await t.request('POST', `${url}/bookmarks/toggle`, as.gold)).statusCode).toBe(403);
  });
});

describe('page ids the app does not have', () => {
  const unknown = () => [
    'not-a-uuid',
    '00000000-0000-4000-8000-000000000000',
    "1' or '1'='1",
    t.ids['rival:/rival-course']!,
    t.ids['/hidden/child']!,
  ];

  it.each(ENDPOINTS)('%s /pages/{id}/%s answers 404 page_not_found, never a 500', async (method, endpoint, body) => {
    for (const id of unknown()) {
      const res = await t.request(method, `/pages/${encodeURIComponent(id)}/${endpoint}`, as.gold, body);
      expect({ id, status: res.statusCode, error: res.json().error }).toEqual({
        id,
        status: 404,
        error: { code: 'page_not_found', message: 'Page Not Found' },
      });
    }
  });

  it("does not answer another app's member about this app's pages", async () => {
    const rival = await t.signIn('plain@gym.test', 'rival');
    expect((await t.request('POST', `/pages/${t.ids['/']}/complete`, rival)).statusCode).toBe(404);
    expect((await t.request('POST', `/pages/${t.ids['rival:/rival-course/one']}/complete`, rival)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /pages/{id}/path', () => {
  it("answers the page's path, whatever case the id is in", async () => {
    const res = await t.request('GET', `/pages/${t.ids['/course/week-1/day-2']!.toUpperCase()}/path`, as.guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ path: '/course/week-1/day-2' });
  });
});
