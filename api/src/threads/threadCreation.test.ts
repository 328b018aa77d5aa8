import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from './threadTestApp';

let t: ThreadTestApp;
let mia: ThreadSession;
let sam: ThreadSession;
let ana: ThreadSession;
let owner: ThreadSession;
let inbox: ThreadSession;
let news: string;

beforeAll(async () => {
  t = await createThreadTestApp();
  [mia, sam, ana, owner, inbox] = await t.signInAll(['mia', 'sam', 'ana', 'owner', 'inbox']);
  news = await t.threadId('news');
});
afterAll(() => t.close());

const create = (as: ThreadSession, body: unknown) => t.call('POST', '/threads', as, { body });
const block = (as: ThreadSession, userId: string) =>
  t.call('POST', '/subscribers/block', as, { body: { user_id: userId } });
const sorted = (title: string) => title.split(', ').sort();

describe('POST /api/threads {subscriber_id}: the direct chat of a pair', () => {
  it('makes it once (201), then answers the same thread (200) to either of the two, titled after the other', async () => {
    const first = await create(mia, { subscriber_id: ana.userId });
    expect(first.statusCode).toBe(201);
    const thread = first.json().thread;
    expect(thread).toMatchObject({
      kind: 'chat',
      is_private: true,
      title: 'Ana Ruiz',
      total_count_participants: 2,
      has_been_renamed: false,
      can_post: true,
      channel_id: `private-thread-${thread.id}-0`,
    });
    const again = await create(mia, { subscriber_id: ana.userId });
    expect([again.statusCode, again.json().thread.id]).toEqual([200, thread.id]);
    const theirs = await create(ana, { subscriber_ids: [mia.userId] });
    expect([theirs.statusCode, theirs.json().thread.id, theirs.json().thread.title]).toEqual([
      200,
      thread.id,
      'Mia Chen',
    ]);
    const resolved = await t.call('GET', '/threads/resolve', ana, { query: { subscriber_ids: mia.userId } });
    expect(resolved.json()).toEqual({ thread_id: thread.id });
  });

  it('tells the other member live that they are in a new conversation', async () => {
    const rita = await t.newMember('rita@club.test', 'Rita Reed');
    t.takePublished();
    const res = await create(rita, { subscriber_id: sam.userId });
    const id = res.json().thread.id;
    expect(t.takePublished()).toEqual(
      expect.arrayContaining([
        {
          channel: `private-thread-${id}-0`,
          event: 'participants-changed',
          data: expect.objectContaining({ added_ids: [sam.userId], total_count_participants: 2 }),
        },
        {
          channel: `private-user-${sam.userId}`,
          event: 'thread-added',
          data: expect.objectContaining({ thread_id: id }),
        },
      ]),
    );
  });

  it('sends the first messages with it', async () => {
    const res = await create(sam, {
      subscriber_id: (await t.newMember('tom@club.test', 'Tom Tan')).userId,
      messages: [{ client_id: 'hello-1', message: 'Hello Tom' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().thread).toMatchObject({
      message_count: 1,
      latest_message: { message: 'Hello Tom', client_id: 'hello-1' },
    });
  });

  it('refuses a conversation with oneself (403 cannot_message) and with a member of another app (404)', async () => {
    const self = await create(mia, { subscriber_id: mia.userId });
    expect([self.statusCode, self.json().error.code]).toEqual([403, 'cannot_message']);
    const rex = await t.signIn('rex@rival.test', 'rival');
    const crossed = await create(mia, { subscriber_id: rex.userId });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error).toMatchObject({ code: 'member_not_found', field: 'subscriber_id' });
    expect((await create(mia, { subscriber_id: 'nobody' })).statusCode).toBe(404);
  });
});

describe('who may message whom (spec §5, §6)', () => {
  it('lets a member message a member who takes messages, and nobody a member who does not, but the app', async () => {
    const shy = await t.userId('shy@club.test');
    const refused = await create(mia, { subscriber_id: shy });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_message']);
    // An account admin and the app's messaging profile message everyone.
    expect((await create(owner, { subscriber_id: shy })).statusCode).toBe(201);
    expect((await create(inbox, { subscriber_id: shy })).statusCode).toBe(201);
    // A member writes to the app's messaging profile when member_to_admin is on (club's default).
    expect((await create(mia, { subscriber_id: inbox.userId })).statusCode).toBe(201);
  });

  it('follows member_to_member: off, members write only to the app, while the owner writes to all', async () => {
    const [a, b, basicInbox, basicOwner] = await t.signInAll(['a', 'b', 'inbox', 'owner'], 'basic');
    const refused = await create(a, { subscriber_id: b.userId });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_message']);
    expect((await create(a, { subscriber_id: basicInbox.userId })).statusCode).toBe(201);
    expect((await create(basicOwner, { subscriber_id: a.userId })).statusCode).toBe(201);
    expect((await create(basicInbox, { subscriber_id: b.userId })).statusCode).toBe(201);
  });

  it('follows member_to_admin: off, members do not write to the messaging profile', async () => {
    const [a, b, strictInbox] = await t.signInAll(['a', 'b', 'inbox'], 'strict');
    const refused = await create(a, { subscriber_id: strictInbox.userId });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_message']);
    expect((await create(a, { subscriber_id: b.userId })).statusCode).toBe(201);
  });

  it('refuses everything on an app with messaging off', async () => {
    const [a, b] = await t.signInAll(['a', 'b'], 'quiet');
    const res = await create(a, { subscriber_id: b.userId });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'messaging_not_available']);
  });

  it('keeps members who blocked each other apart, whichever of them blocked', async () => {
    const [kim, lee] = [await t.newMember('kim@club.test', 'Kim Kay'), await t.newMember('lee@club.test', 'Lee Lo')];
    expect((await block(kim, lee.userId)).statusCode).toBe(200);
    for (const [from, to] of [
      [kim, lee],
      [lee, kim],
    ] as const) {
      const res = await create(from, { subscriber_id: to.userId });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'member_blocked']);
    }
    const group = await create(mia, { subscriber_ids: [kim.userId, sam.userId] });
    expect(group.statusCode).toBe(201);
    const added = await t.call('POST', `/threads/${group.json().thread.id}/add_participants`, kim, {
      body: { user_ids: [lee.userId] },
    });
    expect([added.statusCode, added.json().error.code]).toEqual([403, 'member_blocked']);
  });
});

describe('POST /api/threads {subscriber_ids}: a group chat', () => {
  it('puts the creator and the others in it, called after the others until renamed', async () => {
    const res = await create(mia, { subscriber_ids: [sam.userId, ana.userId] });
    expect(res.statusCode).toBe(201);
    const thread = res.json().thread;
    expect(thread).toMatchObject({
      kind: 'chat',
      total_count_participants: 3,
      has_been_renamed: false,
      can_rename: true,
    });
    expect(sorted(thread.title)).toEqual(['Ana Ruiz', 'Sam Lee']);
    expect(sorted((await t.call('GET', `/threads/${thread.id}`, sam)).json().thread.title)).toEqual([
      'Ana Ruiz',
      'Mia Chen',
    ]);
    const resolved = await t.call('GET', '/threads/resolve', ana, {
      query: { subscriber_ids: `${mia.userId},${sam.userId}` },
    });
    expect(resolved.json()).toEqual({ thread_id: thread.id });
    const named = await create(mia, { subscriber_ids: [sam.userId, ana.userId], title: 'Runners' });
    expect(named.json().thread).toMatchObject({ title: 'Runners', has_been_renamed: true });
  });

  it('needs group chat on the plan for three people, or a named chat (403 group_chat_not_available)', async () => {
    const [b, c, basicOwner] = await t.signInAll(['b', 'c', 'owner'], 'basic');
    for (const body of [{ subscriber_ids: [b.userId, c.userId] }, { subscriber_ids: [b.userId], title: 'Us' }]) {
      const res = await create(basicOwner, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'group_chat_not_available',
        message: 'Messaging not available on this app',
      });
    }
  });
});

describe('POST /api/threads {parent_message_id}: the replies to a message', () => {
  it('makes the reply thread once and tells the parent thread that its message has one', async () => {
    const feed = (await t.call('GET', `/threads/${news}/messages`, ana)).json().messages;
    const pinned = feed.find((m: { message: string }) => m.message === 'Old but pinned');
    t.takePublished();
    const first = await create(ana, {
      parent_message_id: pinned.id,
      messages: [{ client_id: 'r1', message: 'Still true' }],
    });
    expect(first.statusCode).toBe(201);
    const reply = first.json().thread;
    expect(reply).toMatchObject({ kind: 'reply', parent_message: { id: pinned.id }, message_count: 1, can_post: true });
    const again = await create(sam, { parent_message_id: pinned.id });
    expect([again.statusCode, again.json().thread.id]).toEqual([200, reply.id]);
    const updated = t
      .takePublished()
      .filter((p) => p.channel === `private-thread-${news}-0` && p.event === 'message-updated')
      .map((p) => p.data.message);
    expect(updated.at(-1)).toMatchObject({ id: pinned.id, reply_thread_id: reply.id, reply_count: 1 });
    const listed = await t.call('GET', `/threads/${news}/messages`, ana, {
      query: { parent_ts: String(pinned.message_ts) },
    });
    expect(listed.json().messages.map((m: { message: string }) => m.message)).toEqual(['Still true']);
  });

  it('refuses a malformed id (400), an unknown message (404), a reply to a reply (400) and another app (404)', async () => {
    const bad = await create(mia, { parent_message_id: 'nonsense' });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'parent_message_id']);
    expect((await create(mia, { parent_message_id: `${news}:1` })).json().error.code).toBe('message_not_found');
    const feed = (await t.call('GET', `/threads/${news}/messages`, mia)).json().messages;
    const replyThread = feed.find((m: { reply_thread_id: string | null }) => m.reply_thread_id).reply_thread_id;
    const reply = (await t.call('GET', `/threads/${replyThread}/messages`, mia)).json().messages[0];
    expect((await create(mia, { parent_message_id: reply.id })).statusCode).toBe(400);
    const rivalNews = await t.threadId('news', 'rival');
    expect((await create(mia, { parent_message_id: `${rivalNews}:1` })).statusCode).toBe(404);
  });
});

describe('GET /api/threads/resolve', () => {
  it('answers null for a pair without a chat and for people of another app', async () => {
    const rex = await t.signIn('rex@rival.test', 'rival');
    const gold = await t.userId('gold@club.test');
    expect((await t.call('GET', '/threads/resolve', ana, { query: { subscriber_ids: gold } })).json()).toEqual({
      thread_id: null,
    });
    expect((await t.call('GET', '/threads/resolve', mia, { query: { subscriber_ids: rex.userId } })).json()).toEqual({
      thread_id: null,
    });
  });

  it("answers a page's comments thread, made on first use, to those who may read the page", async () => {
    const article = await t.pageId('/article');
    const first = await t.call('GET', '/threads/resolve', mia, { query: { page_id: article } });
    expect(first.statusCode).toBe(200);
    const id = first.json().thread_id;
    expect((await t.call('GET', '/threads/resolve', sam, { query: { page_id: article } })).json()).toEqual({
      thread_id: id,
    });
    expect((await t.call('GET', `/threads/${id}`, sam)).json().thread).toMatchObject({
      kind: 'comments',
      title: 'Open article',
      page_id: article,
    });
    const gold = await t.call('GET', '/threads/resolve', mia, { query: { page_id: await t.pageId('/gold') } });
    expect(gold.statusCode).toBe(403);
    const notAPage = await t.call('GET', '/threads/resolve', mia, { query: { page_id: news } });
    expect([notAPage.statusCode, notAPage.json().error.code]).toEqual([404, 'page_not_found']);
  });

  it('asks for subscriber_ids or page_id (400)', async () => {
    const res = await t.call('GET', '/threads/resolve', mia);
    expect([res.statusCode, res.json().error.field]).toEqual([400, 'subscriber_ids']);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['an empty body', {}, 'subscriber_id'],
    ['two kinds at once', { subscriber_id: 'a', parent_message_id: 'b' }, 'subscriber_id'],
    ['a number for an id', { subscriber_id: 5 }, 'subscriber_id'],
    ['a huge id', { subscriber_id: 'x'.repeat(10_000) }, 'subscriber_id'],
    ['a title too long', { subscriber_ids: ['a', 'b'], title: 'x'.repeat(81) }, 'title'],
    ['an unknown field', { subscriber_id: 'a', extra: true }, 'body'],
    ['messages that are not a list', { subscriber_id: 'a', messages: 'hi' }, 'messages'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const res = await create(mia, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
  });

  it("asks each first message for its client_id: 'ID required to identify callbacks'", async () => {
    const res = await create(mia, { subscriber_id: sam.userId, messages: [{ message: 'no id' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('messages.0.client_id');
    expect(res.json().error.message).toContain('ID required to identify callbacks');
  });
});
