import type { Message } from '@stride/shared';
import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from './threadTestApp';

let t: ThreadTestApp;
let mia: ThreadSession;
let news: string;

beforeAll(async () => {
  t = await createThreadTestApp();
  [mia] = await t.signInAll(['mia']);
  news = await t.threadId('news');
});
afterAll(() => t.close());

const post = (as: ThreadSession, url: string, body: unknown) => t.call('POST', url, as, { body });
const getThread = async (as: ThreadSession, id: string) => (await t.call('GET', `/threads/${id}`, as)).json().thread;
let clientIds = 0;
const send = (as: ThreadSession, id: string, message: string) =>
  post(as, `/threads/${id}/messages`, {
    data: { type: 'send', messages: [{ client_id: `block-${(clientIds += 1)}`, message }] },
  });
const say = async (as: ThreadSession, id: string, message: string): Promise<Message> => {
  const res = await send(as, id, message);
  expect(res.statusCode).toBe(201);
  return res.json().messages[0];
};
const block = (as: ThreadSession, other: ThreadSession) => post(as, '/subscribers/block', { user_id: other.userId });
const group = async (as: ThreadSession, ...people: ThreadSession[]): Promise<string> =>
  (await post(as, '/threads', { subscriber_ids: people.map((p) => p.userId) })).json().thread.id;
const direct = async (as: ThreadSession, other: ThreadSession): Promise<string> =>
  (await post(as, '/threads', { subscriber_id: other.userId })).json().thread.id;

describe('blocking, live', () => {
  it('tells both members their blocks on their own channels, and the login answers who blocked them', async () => {
    const [x, y] = await t.newMembers(['Bea', 'Ben']);
    t.takePublished();
    expect((await block(x, y)).statusCode).toBe(200);
    const events = t.takePublished().filter((p) => p.event === 'blocks-changed');
    expect(events).toEqual([
      {
        channel: `private-user-${x.userId}`,
        event: 'blocks-changed',
        data: { blocked_user_ids: [y.userId], blocked_by_user_ids: [], message_ts: 0 },
      },
      {
        channel: `private-user-${y.userId}`,
        event: 'blocks-changed',
        data: { blocked_user_ids: [], blocked_by_user_ids: [x.userId], message_ts: 0 },
      },
    ]);
    expect((await post(y, '/auth/verify', undefined)).json()).toMatchObject({
      blocked_user_ids: [],
      blocked_by_user_ids: [x.userId],
    });

    expect((await t.call('DELETE', `/subscribers/block/${y.userId}`, x)).statusCode).toBe(200);
    expect(t.takePublished().filter((p) => p.event === 'blocks-changed')).toEqual([
      expect.objectContaining({
        channel: `private-user-${x.userId}`,
        data: { blocked_user_ids: [], blocked_by_user_ids: [], message_ts: 0 },
      }),
      expect.objectContaining({
        channel: `private-user-${y.userId}`,
        data: { blocked_user_ids: [], blocked_by_user_ids: [], message_ts: 0 },
      }),
    ]);
    expect((await post(y, '/auth/verify', undefined)).json().blocked_by_user_ids).toEqual([]);
  });

  it('moves the chats the two share, and their replies, to new channels, told on the old ones', async () => {
    const [x, y, z] = await t.newMembers(['Cat', 'Cy', 'Cleo']);
    const shared = await group(x, y, z);
    const first = await say(x, shared, 'root');
    const replies = (await post(x, '/threads', { parent_message_id: first.id })).json().thread.id;
    const apart = await group(x, z);
    t.takePublished();
    await block(y, z);
    const told = t.takePublished().filter((p) => p.event === 'participants-changed');
    expect(told.map((p) => p.channel).sort()).toEqual(
      [`private-thread-${replies}-0`, `private-thread-${shared}-0`].sort(),
    );
    expect((await getThread(x, shared)).channel_id).toBe(`private-thread-${shared}-1`);
    expect((await getThread(x, replies)).channel_id).toBe(`private-thread-${replies}-1`);
    expect((await getThread(x, apart)).channel_id).toBe(`private-thread-${apart}-0`);
  });
});

describe('a blocked pair’s direct chat', () => {
  it('refuses replies in it and edits in it (403 member_blocked), and says so in can_post', async () => {
    const [x, y] = await t.newMembers(['Dot', 'Dex']);
    const chat = await direct(x, y);
    const first = await say(x, chat, 'before');
    const replies = (await post(x, '/threads', { parent_message_id: first.id })).json().thread.id;
    await say(x, replies, 'a reply');
    await block(y, x);

    const reply = await send(x, replies, 'still there?');
    expect([reply.statusCode, reply.json().error.code]).toEqual([403, 'member_blocked']);
    expect((await getThread(x, replies)).can_post).toBe(false);
    const edit = await post(x, `/threads/${chat}/messages`, {
      data: { type: 'edit', message_ts: first.message_ts, message: 'edited' },
    });
    expect([edit.statusCode, edit.json().error.code]).toEqual([403, 'member_blocked']);
  });
});

describe('notifications off', () => {
  it('leaves out the mention alert of a member who turned them off, and still updates their unread count', async () => {
    const [x, y, z] = await t.newMembers(['Eve', 'Eli', 'Ema']);
    const chat = await group(x, y, z);
    await post(z, `/threads/${chat}/toggle_notification`, { active: false });
    t.takePublished();
    await say(x, chat, 'hi @<Eli Test> and @<Ema Test>');
    const toZ = t.takePublished().filter((p) => p.channel === `private-user-${z.userId}`);
    expect(toZ.map((p) => p.event).sort()).toEqual(['thread-activity', 'unread-changed']);
    await say(x, chat, '@<Eli Test>');
    expect(t.takePublished()).toContainEqual(
      expect.objectContaining({ channel: `private-user-${y.userId}`, event: 'mentioned' }),
    );
  });
});

describe('who a thread shows', () => {
  it('lists a chat’s people to each other, blocked ones too (only their messages are hidden)', async () => {
    const [x, y, z] = await t.newMembers(['Fay', 'Fox', 'Flo']);
    const chat = await group(x, y, z);
    await block(y, z);
    const names = async (as: ThreadSession) =>
      (await t.call('GET', `/threads/${chat}/participants`, as))
        .json()
        .participants.map((p: { name: string }) => p.name);
    for (const member of [x, y, z]) expect(await names(member)).toEqual(['Fay Test', 'Flo Test', 'Fox Test']);
    expect((await getThread(z, chat)).total_count_participants).toBe(3);
  });

  it('keeps naming a direct chat after the other person once one blocked the other', async () => {
    const [x, y] = await t.newMembers(['Gus', 'Gia']);
    const chat = await direct(x, y);
    await block(y, x);
    expect((await getThread(x, chat)).title).toBe('Gia Test');
    expect((await getThread(y, chat)).title).toBe('Gus Test');
  });

  it('lists no one blocked either way among a feed’s readers', async () => {
    const [x, y] = await t.newMembers(['Hal', 'Hop']);
    await t.call('GET', `/threads/${news}/messages`, x);
    await t.call('GET', `/threads/${news}/messages`, y);
    await block(y, x);
    const listed = (await t.call('GET', `/threads/${news}/participants`, x)).json().participants;
    expect(listed.map((p: { name: string }) => p.name)).not.toContain('Hop Test');
  });

  it('lists no private profile among a feed’s readers', async () => {
    const hidden = await t.signIn('hidden@club.test');
    expect((await t.call('GET', `/threads/${news}/messages`, hidden)).statusCode).toBe(200);
    await t.call('GET', `/threads/${news}/messages`, mia);
    const listed = (await t.call('GET', `/threads/${news}/participants`, mia)).json().participants;
    expect(listed.map((p: { name: string }) => p.name)).toContain('Mia Chen');
    expect(listed.map((p: { name: string }) => p.name)).not.toContain('Hidden Person');
    const own = (await t.call('GET', `/threads/${news}/participants`, hidden)).json().participants;
    expect(own.map((p: { name: string }) => p.name)).toContain('Hidden Person');
    const preview = (await getThread(mia, news)).participants.map((p: { name: string }) => p.name);
    expect(preview).not.toContain('Hidden Person');
  });
});
