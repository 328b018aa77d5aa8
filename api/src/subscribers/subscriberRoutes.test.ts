/** @apiTestDatabases 1 */
import { eq } from 'drizzle-orm';
import { apps, subscriberPropertyDefinitions, users, type UserRow } from '../db/schema';
import {
  addMember,
  call,
  clearRateLimits,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';

let t: AuthTestApp;
let seq = 0;

beforeAll(async () => {
  t = await createAuthTestApp();
  // Before any request, so the tenant cache reads alpha with its locales.
  await t.db
    .update(apps)
    .set({
      locales: [
        { locale: 'en', status: 'default' },
        { locale: 'ar', status: 'published' },
        { locale: 'es', status: 'published' },
        { locale: 'de', status: 'draft' },
      ],
    })
    .where(eq(apps.id, t.alphaId));
  await t.db.insert(subscriberPropertyDefinitions).values([
    { appId: t.alphaId, slug: 'goal', name: 'Goal', isPublic: true, position: 0 },
    { appId: t.alphaId, slug: 'phone', name: 'Phone', isPublic: false, position: 1 },
    { appId: t.betaId, slug: 'goal', name: 'Beta goal', isPublic: true, position: 0 },
  ]);
});
afterEach(() => clearRateLimits(t.db));
afterAll(() => t.close());

interface Member {
  row: UserRow;
  session: Session;
}

/** A fresh member of alpha (or beta) with a unique name prefix, signed in. */
async function member(name: string, app: 'alpha' | 'beta' = 'alpha'): Promise<Member> {
  seq += 1;
  const row = await addMember(t.db, app === 'alpha' ? t.alphaId : t.betaId, `m${seq}@${app}.test`, {
    name,
    password: 'long enough',
  });
  return { row, session: await sessionFor(t.db, row) };
}

const as = (m: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, app?: string) =>
  call(t, method, url, { session: m.session, body, app });

describe('PUT /subscribers', () => {
  it('saves the language and the members-messaging flag, and verify answers them in the user', async () => {
    const ada = await member('Ada Settings');
    const res = await as(ada, 'PUT', '/subscribers', { language: 'ar', can_receive_messages_from_members: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscriber).toMatchObject({ language: 'ar', can_receive_messages_from_members: false });
    const verify = (await as(ada, 'POST', '/auth/verify')).json();
    expect(verify.user).toMatchObject({ language: 'ar', canReceiveMessagesFromMembers: false });
  });

  it('changes only what the body names: a language alone keeps the flag', async () => {
    const bo = await member('Bo Partial');
    await as(bo, 'PUT', '/subscribers', { can_receive_messages_from_members: false });
    const res = await as(bo, 'PUT', '/subscribers', { language: 'es' });
    expect(res.json().subscriber).toMatchObject({ language: 'es', can_receive_messages_from_members: false });
  });

  it('refuses a language the app does not offer and a bio past its limit', async () => {
    const cy = await member('Cy Wrong');
    expect((await as(cy, 'PUT', '/subscribers', { language: 'klingon' })).statusCode).toBe(400);
    const draft = await as(cy, 'PUT', '/subscribers', { language: 'de' });
    expect(draft.json().error).toMatchObject({ code: 'invalid_input', field: 'language' });
    expect((await as(cy, 'PUT', '/subscribers', { language: 'en' })).statusCode).toBe(200);
    const long = await as(cy, 'PUT', '/subscribers', { bio: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('500');
  });

  it('saves the bio and profile visibility, read back by GET /subscribers/me', async () => {
    const di = await member('Di Bio');
    await as(di, 'PUT', '/subscribers', { bio: '  Runner  ', profile_visibility: 'private' });
    expect((await as(di, 'GET', '/subscribers/me')).json().subscriber).toMatchObject({
      bio: 'Runner',
      profile_visibility: 'private',
    });
  });

  it('needs a signed-in member', async () => {
    expect((await call(t, 'PUT', '/subscribers', { body: { language: 'es' } })).statusCode).toBe(401);
  });
});

describe('subscriber properties', () => {
  it('lists every property of the app with the member’s value, and saves one', async () => {
    const ed = await member('Ed Props');
    const put = await as(ed, 'PUT', '/subscriber/properties/goal', { value: ' Run 5k ' });
    expect(put.json().subscriber_property).toEqual({ slug: 'goal', name: 'Goal', is_public: true, value: 'Run 5k' });
    expect((await as(ed, 'GET', '/subscriber/properties')).json().subscriber_properties).toEqual([
      { slug: 'goal', name: 'Goal', is_public: true, value: 'Run 5k' },
      { slug: 'phone', name: 'Phone', is_public: false, value: null },
    ]);
    expect((await as(ed, 'GET', '/subscriber/submitted_properties')).json().properties).toEqual([
      { slug: 'goal', value: 'Run 5k' },
    ]);
    expect((await as(ed, 'GET', '/subscriber/properties/phone')).json().subscriber_property.value).toBeNull();
    expect((await as(ed, 'POST', '/auth/verify')).json().subscriber_properties).toEqual([
      { slug: 'goal', value: 'Run 5k' },
    ]);
  });

  it('removes a value set to empty', async () => {
    const fi = await member('Fi Clear');
    await as(fi, 'PUT', '/subscriber/properties/goal', { value: 'Swim' });
    await as(fi, 'PUT', '/subscriber/properties/goal', { value: '' });
    expect((await as(fi, 'GET', '/subscriber/submitted_properties')).json().properties).toEqual([]);
  });

  it('answers 404 for a property of another app or none', async () => {
    const gus = await member('Gus Beta', 'beta');
    expect((await as(gus, 'GET', '/subscriber/properties/phone', undefined, 'beta')).statusCode).toBe(404);
    expect((await as(gus, 'PUT', '/subscriber/properties/nope', { value: 'x' }, 'beta')).json().error.code).toBe(
      'property_not_found',
    );
  });
});

describe('GET /subscribers/directory', () => {
  it('lists public members by name, never the caller, private profiles, blocked members, unfinished sign-ups or other apps', async () => {
    const me = await member('Dir Viewer');
    const visible = await member('Dir Alice');
    const hidden = await member('Dir Private');
    await t.db.update(users).set({ profileVisibility: 'private' }).where(eq(users.id, hidden.row.id));
    const iBlocked = await member('Dir Blocked');
    const blockedMe = await member('Dir Blocker');
    await as(me, 'POST', '/subscribers/block', { user_id: iBlocked.row.id });
    await as(blockedMe, 'POST', '/subscribers/block', { user_id: me.row.id });
    await member('Dir Beta', 'beta');
    // A passwordless sign-up that has not finished setup.
    await addMember(t.db, t.alphaId, 'unfinished@alpha.test', { name: 'Dir Unfinished' });

    const res = await as(me, 'GET', '/subscribers/directory?term=Dir');
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { name: string }) => m.name)).toEqual(['Dir Alice']);
    expect(res.json()).toMatchObject({ page: 1, has_more: false });
    // The blocked member does not find the blocker either.
    const theirs = await as(iBlocked, 'GET', '/subscribers/directory?term=Dir');
    expect(theirs.json().members.map((m: { name: string }) => m.name)).not.toContain('Dir Viewer');
    expect(visible.row.id).toBeDefined();
  });

  it('finds members by a public property value, never by a private one', async () => {
    const me = await member('Prop Viewer');
    const runner = await member('Prop Runner');
    await as(runner, 'PUT', '/subscriber/properties/goal', { value: 'Marathon in spring' });
    await as(runner, 'PUT', '/subscriber/properties/phone', { value: '555-marathon' });
    const byTerm = (await as(me, 'GET', '/subscribers/directory?term=marathon')).json().members;
    expect(byTerm).toEqual([
      {
        id: runner.row.id,
        name: 'Prop Runner',
        avatar_urls: null,
        properties: [{ slug: 'goal', name: 'Goal', value: 'Marathon in spring' }],
      },
    ]);
    expect((await as(me, 'GET', '/subscribers/directory?term=555')).json().members).toEqual([]);
    const byFilter = await as(me, 'GET', '/subscribers/directory?properties=goal:spring');
    expect(byFilter.json().members.map((m: { id: string }) => m.id)).toEqual([runner.row.id]);
    expect((await as(me, 'GET', '/subscribers/directory?properties=phone:555')).json().members).toEqual([]);
  });

  it("filters by a value holding ':', split at the first one", async () => {
    const me = await member('Colon Viewer');
    const early = await member('Colon Early');
    await as(early, 'PUT', '/subscriber/properties/goal', { value: 'Train at 06:30' });
    const res = await as(me, 'GET', `/subscribers/directory?properties=${encodeURIComponent('goal:at 06:30')}`);
    expect(res.json().members.map((m: { id: string }) => m.id)).toEqual([early.row.id]);
  });

  it.each(['goal', 'goal:', ':spring', 'goal:spring,', 'goal:spring,city'])(
    'refuses the malformed filter %j with 400 invalid_input naming properties, not a wider search',
    async (properties) => {
      const me = await member('Malformed Viewer');
      const res = await as(me, 'GET', `/subscribers/directory?properties=${encodeURIComponent(properties)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'properties' });
    },
  );

  it('pages by 20 and takes a wildcard in the term literally', async () => {
    const me = await member('Page Viewer');
    for (let i = 0; i < 21; i += 1) await member(`Pager ${String(i).padStart(2, '0')}`);
    const first = (await as(me, 'GET', '/subscribers/directory?term=Pager')).json();
    expect(first.members).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const second = (await as(me, 'GET', '/subscribers/directory?term=Pager&page=2')).json();
    expect(second.members.map((m: { name: string }) => m.name)).toEqual(['Pager 20']);
    expect((await as(me, 'GET', '/subscribers/directory?term=%25')).json().members).toEqual([]);
  });
});

describe('profiles and blocks', () => {
  it('shows a public profile with bio and public properties only', async () => {
    const me = await member('Prof Viewer');
    const zoe = await member('Prof Zoe');
    await as(zoe, 'PUT', '/subscribers', { bio: 'Coach' });
    await as(zoe, 'PUT', '/subscriber/properties/goal', { value: 'Yoga' });
    await as(zoe, 'PUT', '/subscriber/properties/phone', { value: '555' });
    const res = await as(me, 'GET', `/subscribers/${zoe.row.id}/profile`);
    expect(res.json().profile).toMatchObject({
      name: 'Prof Zoe',
      bio: 'Coach',
      is_private: false,
      is_blocked: false,
      properties: [{ slug: 'goal', name: 'Goal', value: 'Yoga' }],
    });
  });

  it('shows others only the name and picture of a private profile', async () => {
    const me = await member('Priv Viewer');
    const shy = await member('Priv Shy');
    await as(shy, 'PUT', '/subscribers', { bio: 'secret bio', profile_visibility: 'private' });
    const res = (await as(me, 'GET', `/subscribers/${shy.row.id}/profile`)).json().profile;
    expect(res).toMatchObject({ name: 'Priv Shy', is_private: true, bio: null, properties: [] });
    expect((await as(shy, 'GET', `/subscribers/${shy.row.id}/profile`)).json().profile.bio).toBe('secret bio');
  });

  it('hides the blocker from the blocked member (404), lets the blocker unblock, and lists blocked ids at login', async () => {
    const me = await member('Block Me');
    const pest = await member('Block Pest');
    const blocked = await as(me, 'POST', '/subscribers/block', { user_id: pest.row.id });
    expect(blocked.json()).toEqual({ blocked_user_ids: [pest.row.id] });
    expect((await as(me, 'POST', '/auth/verify')).json().blocked_user_ids).toEqual([pest.row.id]);
    expect((await as(pest, 'GET', `/subscribers/${me.row.id}/profile`)).statusCode).toBe(404);
    expect((await as(me, 'GET', `/subscribers/${pest.row.id}/profile`)).json().profile).toMatchObject({
      is_blocked: true,
      bio: null,
    });
    expect((await as(me, 'DELETE', `/subscribers/block/${pest.row.id}`)).json()).toEqual({ blocked_user_ids: [] });
    expect((await as(pest, 'GET', `/subscribers/${me.row.id}/profile`)).statusCode).toBe(200);
  });

  it('knows no unfinished sign-up the directory hides: its profile and blocking it are 404 member_not_found', async () => {
    const me = await member('Unmet Viewer');
    const unfinished = await addMember(t.db, t.alphaId, 'unmet@alpha.test', { name: 'Unmet Signup' });
    const nameless = await member(' ');
    for (const id of [unfinished.id, nameless.row.id]) {
      const profile = await as(me, 'GET', `/subscribers/${id}/profile`);
      expect(profile.statusCode).toBe(404);
      expect(profile.json().error.code).toBe('member_not_found');
      expect((await as(me, 'POST', '/subscribers/block', { user_id: id })).statusCode).toBe(404);
    }
  });

  it('refuses blocking oneself and members of another app', async () => {
    const me = await member('Self Blocker');
    const other = await member('Other App', 'beta');
    expect((await as(me, 'POST', '/subscribers/block', { user_id: me.row.id })).json().error.code).toBe(
      'cannot_block_self',
    );
    expect((await as(me, 'POST', '/subscribers/block', { user_id: other.row.id })).statusCode).toBe(404);
    expect((await as(me, 'GET', `/subscribers/${other.row.id}/profile`)).statusCode).toBe(404);
    expect((await as(me, 'GET', '/subscribers/not-a-uuid/profile')).statusCode).toBe(404);
  });
});
