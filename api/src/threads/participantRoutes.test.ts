import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from './threadTestApp';

let t: ThreadTestApp;
let mia: ThreadSession;
let sam: ThreadSession;
let owner: ThreadSession;
let lounge: string;
let news: string;

beforeAll(async () => {
  t = await createThreadTestApp();
  [mia, sam, owner] = await t.signInAll(['mia', 'sam', 'owner']);
  [lounge, news] = await Promise.all([t.threadId('lounge'), t.threadId('news')]);
});
afterAll(() => t.close());

const post = (as: ThreadSession, url: string, body: unknown) => t.call('POST', url, as, { body });
const getThread = async (as: ThreadSession, id: string) => (await t.call('GET', `/threads/${id}`, as)).json().thread;
const say = (as: ThreadSession, id: string, message: string) =>
  post(as, `/threads/${id}/messages`, {
    data: { type: 'send', messages: [{ client_id: `${Math.random()}`, message }] },
  });
const latestText = async (as: ThreadSession, id: string) =>
  (await t.call('GET', `/threads/${id}/messages`, as)).json().messages.at(-1);

describe('counts and lists', () => {
  it('counts and lists the participants by name, a page at a time', async () => {
    expect((await t.call('GET', `/threads/${lounge}/total_participants`, mia)).json()).toEqual({
      total_participants: 3,
    });
    const res = await t.call('GET', `/threads/${lounge}/participants`, mia);
    expect(res.json()).toEqual({
      participants: [
        expect.objectContaining({ name: 'Ana Ruiz' }),
        expect.objectContaining({ name: 'Mia Chen' }),
        expect.objectContaining({ name: 'Sam Lee' }),
      ],
      has_more: false,
    });
    expect(
      (await t.call('GET', `/threads/${lounge}/participants`, mia, { query: { page: '2' } })).json().participants,
    ).toEqual([]);
    const bad = await t.call('GET', `/threads/${lounge}/participants`, mia, { query: { page: '0' } });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'page']);
    expect((await t.call('GET', `/threads/${lounge}/participants`, owner)).statusCode).toBe(403);
  });
});

describe('notifications and reading', () => {
  it('turns notifications off and on for the member', async () => {
    const off = await post(sam, `/threads/${lounge}/toggle_notification`, { active: false, toggle_ts: Date.now() });
    expect(off.json()).toEqual({ notifications_enabled: false });
    expect((await getThread(sam, lounge)).me.notifications_enabled).toBe(false);
    expect((await post(sam, `/threads/${lounge}/toggle_notification`, { active: true })).json()).toEqual({
      notifications_enabled: true,
    });
    const bad = await post(sam, `/threads/${lounge}/toggle_notification`, { active: 'no' });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'active']);
  });

  it('reads up to client_ts or the latest, never back, and tells the member’s other devices', async () => {
    const [x, y] = await t.newMembers(['Reader', 'Writer']);
    const id = (await post(x, '/threads', { subscriber_id: y.userId })).json().thread.id;
    const first = (await say(y, id, 'one')).json().messages[0];
    const second = (await say(y, id, 'two')).json().messages[0];
    expect((await t.call('GET', '/threads/unread_status', x)).json()).toEqual({ has_unread: true, unread_count: 1 });
    t.takePublished();
    const partly = await t.call('GET', `/threads/${id}/read`, x, { query: { client_ts: String(first.message_ts) } });
    expect(partly.json()).toEqual({ last_message_read_ts: first.message_ts, has_unread: true });
    expect(t.takePublished()).toEqual([
      {
        channel: `private-user-${x.userId}`,
        event: 'unread-changed',
        data: { has_unread: true, unread_count: 1, thread_id: id, message_ts: first.message_ts },
      },
    ]);
    const all = await t.call('GET', `/threads/${id}/read`, x);
    expect(all.json()).toEqual({ last_message_read_ts: second.message_ts, has_unread: false });
    const back = await t.call('GET', `/threads/${id}/read`, x, { query: { client_ts: '1' } });
    expect(back.json().last_message_read_ts).toBe(second.message_ts);
    const ahead = await t.call('GET', `/threads/${id}/read`, x, {
      query: { client_ts: String(second.message_ts + 10_000) },
    });
    expect(ahead.json().last_message_read_ts).toBe(second.message_ts);
    expect((await t.call('GET', '/threads/unread_status', x)).json()).toEqual({ has_unread: false, unread_count: 0 });
    const bad = await t.call('GET', `/threads/${id}/read`, x, { query: { client_ts: 'now' } });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'client_ts']);
  });
});

describe('renaming', () => {
  it("lets a chat's participant rename it: told in the chat and published", async () => {
    const [x, y, z] = await t.newMembers(['Rena', 'Remy', 'Rory']);
    const id = (await post(x, '/threads', { subscriber_ids: [y.userId, z.userId] })).json().thread.id;
    t.takePublished();
    const res = await post(y, `/threads/${id}/rename`, { title: '  Morning runs ' });
    expect(res.json().thread).toMatchObject({ title: 'Morning runs', has_been_renamed: true });
    expect((await getThread(z, id)).title).toBe('Morning runs');
    expect(await latestText(x, id)).toMatchObject({
      message_type: 'notification',
      message: 'Remy Test renamed the conversation “Morning runs”',
    });
    expect(t.takePublished()).toContainEqual({
      channel: `private-thread-${id}-0`,
      event: 'thread-renamed',
      data: { thread_id: id, message_ts: expect.any(Number), title: 'Morning runs' },
    });
    for (const title of ['', 'x'.repeat(81)]) {
      const bad = await post(y, `/threads/${id}/rename`, { title });
      expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'title']);
    }
  });

  it('makes a renamed direct chat a group: the pair gets a new direct chat', async () => {
    const [x, y] = await t.newMembers(['Dara', 'Dale']);
    const direct = (await post(x, '/threads', { subscriber_id: y.userId })).json().thread.id;
    expect((await post(x, `/threads/${direct}/rename`, { title: 'Us two' })).statusCode).toBe(200);
    const next = await post(x, '/threads', { subscriber_id: y.userId });
    expect(next.statusCode).toBe(201);
    expect(next.json().thread.id).not.toBe(direct);
  });

  it('renames only chats, only by their people, only with group chat', async () => {
    const feed = await post(owner, `/threads/${news}/rename`, { title: 'Nope' });
    expect([feed.statusCode, feed.json().error.code]).toEqual([403, 'cannot_rename']);
    expect((await post(owner, `/threads/${lounge}/rename`, { title: 'Nope' })).statusCode).toBe(403);
    const basic = await t.signIn('a@basic.test', 'basic');
    const res = await post(basic, `/threads/${await t.threadId('group', 'basic')}/rename`, { title: 'Nope' });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'group_chat_not_available']);
  });
});

describe('adding participants', () => {
  it('adds people the adder may message; they are told, and the chat says so', async () => {
    const [x, y, z] = await t.newMembers(['Adam', 'Abby', 'Axel']);
    const id = (await post(x, '/threads', { subscriber_id: y.userId })).json().thread.id;
    t.takePublished();
    const res = await post(y, `/threads/${id}/add_participants`, { user_ids: [z.userId, x.userId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().thread.total_count_participants).toBe(3);
    expect((await getThread(z, id)).title.split(', ').sort()).toEqual(['Abby Test', 'Adam Test']);
    expect(await latestText(x, id)).toMatchObject({
      message_type: 'notification',
      message: 'Abby Test added Axel Test',
    });
    const events = t.takePublished();
    expect(events).toContainEqual({
      channel: `private-thread-${id}-0`,
      event: 'participants-changed',
      data: expect.objectContaining({ total_count_participants: 3, added_ids: [z.userId], removed_ids: [] }),
    });
    expect(events).toContainEqual({
      channel: `private-user-${z.userId}`,
      event: 'thread-added',
      data: expect.objectContaining({ thread_id: id }),
    });
    // Three people are no longer the pair's direct chat.
    expect((await post(x, '/threads', { subscriber_id: y.userId })).statusCode).toBe(201);
  });

  it('refuses outsiders (403), feeds (403), people the adder may not message (403) and other apps (404)', async () => {
    const [x] = await t.newMembers(['Olga']);
    const outsider = await post(x, `/threads/${lounge}/add_participants`, { user_ids: [x.userId] });
    expect([outsider.statusCode, outsider.json().error.code]).toEqual([403, 'thread_forbidden']);
    const feed = await post(owner, `/threads/${news}/add_participants`, { user_ids: [x.userId] });
    expect([feed.statusCode, feed.json().error.code]).toEqual([403, 'cannot_manage_participants']);
    const shy = await post(mia, `/threads/${lounge}/add_participants`, { user_ids: [await t.userId('shy@club.test')] });
    expect([shy.statusCode, shy.json().error.code, shy.json().error.field]).toEqual([
      403,
      'cannot_message',
      'user_ids',
    ]);
    const rex = await t.userId('rex@rival.test', 'rival');
    const crossed = await post(mia, `/threads/${lounge}/add_participants`, { user_ids: [rex] });
    expect([crossed.statusCode, crossed.json().error.code]).toEqual([404, 'member_not_found']);
    for (const body of [{}, { user_ids: [] }, { user_ids: 'x' }]) {
      const bad = await post(mia, `/threads/${lounge}/add_participants`, body);
      expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'user_ids']);
    }
  });

  it('needs group chat on the plan', async () => {
    const [a, b] = await t.signInAll(['a', 'b'], 'basic');
    const res = await post(a, `/threads/${await t.threadId('group', 'basic')}/add_participants`, {
      user_ids: [b.userId],
    });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'group_chat_not_available']);
  });
});

describe('removing participants and leaving', () => {
  it('lets anyone leave: told in the chat, published, and the thread is theirs no more', async () => {
    const [x, y, z] = await t.newMembers(['Lea', 'Leo', 'Lou']);
    const id = (await post(x, '/threads', { subscriber_ids: [y.userId, z.userId] })).json().thread.id;
    t.takePublished();
    const res = await post(z, `/threads/${id}/remove_participant`, { user_id: z.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json().thread).toMatchObject({ me: null, can_post: false });
    expect(await latestText(x, id)).toMatchObject({ message_type: 'notification', message: 'Lou Test left' });
    const events = t.takePublished();
    expect(events).toContainEqual({
      channel: `private-thread-${id}-0`,
      event: 'participants-changed',
      data: expect.objectContaining({ total_count_participants: 2, removed_ids: [z.userId], added_ids: [] }),
    });
    expect(events).toContainEqual({
      channel: `private-user-${z.userId}`,
      event: 'thread-removed',
      data: expect.objectContaining({ thread_id: id }),
    });
    expect((await t.call('GET', `/threads/${id}`, z)).statusCode).toBe(403);
    // The others move to a new channel, which the auth endpoint does not sign for the leaver.
    expect((await getThread(x, id)).channel_id).toBe(`private-thread-${id}-1`);
    await say(x, id, 'after Lou');
    expect(t.takePublished().filter((p) => p.event === 'message-created')).toEqual([
      expect.objectContaining({ channel: `private-thread-${id}-1` }),
    ]);
  });

  it("lets the chat's creator or an account admin remove others, and no one else", async () => {
    const [x, y, z] = await t.newMembers(['Cara', 'Cole', 'Cruz']);
    const id = (await post(x, '/threads', { subscriber_ids: [y.userId, z.userId, owner.userId] })).json().thread.id;
    const refused = await post(y, `/threads/${id}/remove_participant`, { user_id: z.userId });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_manage_participants']);
    const byCreator = await post(x, `/threads/${id}/remove_participant`, { user_id: z.userId });
    expect(await latestText(y, id)).toMatchObject({ message: 'Cara Test removed Cruz Test' });
    expect(byCreator.json().thread.total_count_participants).toBe(3);
    expect((await post(owner, `/threads/${id}/remove_participant`, { user_id: y.userId })).statusCode).toBe(200);
    const gone = await post(owner, `/threads/${id}/remove_participant`, { user_id: y.userId });
    expect([gone.statusCode, gone.json().error.field]).toEqual([404, 'user_id']);
  });

  it('calls a renamed chat left with two people after the other one', async () => {
    const [x, y, z] = await t.newMembers(['Nia', 'Ned', 'Noa']);
    const id = (await post(x, '/threads', { subscriber_ids: [y.userId, z.userId], title: 'Trio' })).json().thread.id;
    await post(z, `/threads/${id}/remove_participant`, { user_id: z.userId });
    expect(await getThread(x, id)).toMatchObject({ title: 'Ned Test', has_been_renamed: false });
  });
});

describe('rate limits', () => {
  it('counts all of a member’s writes together, 120 a minute, and only theirs', async () => {
    const [x, y] = await t.newMembers(['Busy', 'Calm']);
    const id = (await post(x, '/threads', { subscriber_id: y.userId })).json().thread.id;
    const toggle = (as: ThreadSession) => post(as, `/threads/${id}/toggle_notification`, { active: true });
    for (let i = 0; i < 118; i += 1) expect((await toggle(x)).statusCode).toBe(200);
    expect((await say(x, id, 'the 120th write')).statusCode).toBe(201);
    const refused = await say(x, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect((await toggle(x)).statusCode).toBe(429);
    expect((await toggle(y)).statusCode).toBe(200);
  });
});
