import type { MessageThread } from '@stride/shared';
import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from './threadTestApp';

let t: ThreadTestApp;
let mia: ThreadSession;
let sam: ThreadSession;
let gold: ThreadSession;
let owner: ThreadSession;
let rex: ThreadSession;
let lounge: string;
let direct: string;
let news: string;
let goldTalk: string;

beforeAll(async () => {
  t = await createThreadTestApp();
  [mia, sam, gold, owner] = await t.signInAll(['mia', 'sam', 'gold', 'owner']);
  rex = await t.signIn('rex@rival.test', 'rival');
  [lounge, direct, news, goldTalk] = await t.threadIds(['lounge', 'mia-sam', 'news', 'gold-talk']);
});
afterAll(() => t.close());

const threadsOf = async (as: ThreadSession, query: Record<string, string> = {}): Promise<MessageThread[]> => {
  const res = await t.call('GET', '/threads', as, { query });
  expect(res.statusCode).toBe(200);
  return res.json().threads;
};
const ids = (threads: { id: string }[]) => threads.map((thread) => thread.id);
const names = (people: { name: string }[]) => people.map((person) => person.name);
const say = (as: ThreadSession, id: string, message: string) =>
  t.call('POST', `/threads/${id}/messages`, as, {
    body: { data: { type: 'send', messages: [{ client_id: `${Math.random()}`, message }] } },
  });

describe('GET /api/threads', () => {
  it("lists the member's chats, newest activity first, as they see them", async () => {
    const chats = await threadsOf(mia);
    expect(ids(chats)).toEqual([direct, lounge]);
    expect(chats[0]).toMatchObject({
      title: 'Sam Lee',
      is_unread: true,
      latest_message: { message: 'Just us' },
      participants: [expect.objectContaining({ name: 'Sam Lee' }), expect.objectContaining({ name: 'Mia Chen' })],
    });
    // Mia wrote in the lounge before Sam: Sam's message is unread for her, hers is not for him... until he reads on.
    expect(chats[1]).toMatchObject({
      title: 'Lounge',
      has_been_renamed: true,
      is_unread: true,
      total_count_participants: 3,
    });
    expect((await threadsOf(sam)).find((c) => c.id === lounge)?.is_unread).toBe(false);
    await say(mia, lounge, 'Back on top');
    expect(ids(await threadsOf(mia))).toEqual([lounge, direct]);
    expect(ids(await threadsOf(owner))).toEqual([]);
  });

  it('lists every feed of the app, and the comment threads the member wrote in', async () => {
    expect(ids(await threadsOf(mia, { type: 'feeds' }))).toEqual([news]);
    expect(ids(await threadsOf(gold, { type: 'comments' }))).toEqual([goldTalk]);
    expect(await threadsOf(mia, { type: 'comments' })).toEqual([]);
    const article = (
      await t.call('GET', '/threads/resolve', mia, { query: { page_id: await t.pageId('/article') } })
    ).json();
    await say(mia, article.thread_id, 'Good read');
    expect(await threadsOf(mia, { type: 'comments' })).toEqual([
      expect.objectContaining({
        id: article.thread_id,
        kind: 'comments',
        title: 'Open article',
        me: expect.objectContaining({ has_contributed: true }),
      }),
    ]);
  });

  it('pages with before (an activity time) and except_ids, and says when more are left', async () => {
    const busy = await t.newMember('busy@club.test', 'Busy Bee');
    for (let i = 0; i < 22; i += 1) {
      const other = await t.newMember(`friend${i}@club.test`, `Friend ${String(i).padStart(2, '0')}`);
      const res = await t.call('POST', '/threads', busy, {
        body: { subscriber_id: other.userId, messages: [{ client_id: `c${i}`, message: `hi ${i}` }] },
      });
      expect(res.statusCode).toBe(201);
    }
    const first = await t.call('GET', '/threads', busy);
    expect(first.json().threads).toHaveLength(20);
    expect(first.json().has_more).toBe(true);
    const last = first.json().threads.at(-1) as MessageThread;
    const next = await t.call('GET', '/threads', busy, { query: { before: String(last.latest_message_ts) } });
    expect(next.json()).toMatchObject({ has_more: false });
    const titles = (next.json().threads as MessageThread[]).map((thread) => thread.title);
    expect(titles).toEqual(['Friend 01', 'Friend 00']);
    const except = await t.call('GET', '/threads', busy, {
      query: { except_ids: ids(first.json().threads).join(',') },
    });
    expect(ids(except.json().threads)).toEqual(ids(next.json().threads));
    const after = await t.call('GET', '/threads', busy, { query: { after: String(last.latest_message_ts) } });
    expect(ids(after.json().threads)).toEqual(ids(first.json().threads).slice(0, -1));
  });

  it('refuses a malformed query with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ type: 'dms' }, 'type'],
      [{ before: 'yesterday' }, 'before'],
      [{ except_ids: 'x'.repeat(100) }, 'except_ids.0'],
    ] as const) {
      const res = await t.call('GET', '/threads', mia, { query });
      expect([res.statusCode, res.json().error.field]).toEqual([400, field]);
    }
  });

  it("never lists another app's threads", async () => {
    const theirs = [...(await threadsOf(rex)), ...(await threadsOf(rex, { type: 'feeds' }))];
    expect(theirs.map((thread) => thread.title).sort()).toEqual(['Rival lounge', 'Rival news']);
    expect(JSON.stringify(await threadsOf(mia, { type: 'feeds' }))).not.toContain('Rival');
  });
});

describe('GET /api/threads/unread_status', () => {
  it('counts the chats with a message the member has not read', async () => {
    const res = await t.call('GET', '/threads/unread_status', sam);
    expect(res.json()).toEqual({ has_unread: true, unread_count: 1 });
    await t.call('GET', `/threads/${lounge}/read`, sam);
    expect((await t.call('GET', '/threads/unread_status', sam)).json()).toEqual({ has_unread: false, unread_count: 0 });
  });
});

describe('people', () => {
  it('answers profiles of the app only, and its messaging profiles', async () => {
    const res = await t.call('GET', '/threads/profiles', mia, {
      query: { user_ids: [sam.userId, rex.userId, 'junk', owner.userId].join(',') },
    });
    expect(names(res.json().profiles)).toEqual(['Sam Lee', 'Olive Owner']);
    expect(res.json().profiles[1]).toMatchObject({ is_account_admin: true });
    expect(res.json().app_profiles).toEqual([
      expect.objectContaining({ name: 'Club Inbox', is_app_messaging_profile: true }),
    ]);
    const bad = await t.call('GET', '/threads/profiles', mia);
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'user_ids']);
  });

  it('finds people to talk to: public profiles, the app, and those already in a chat with the member', async () => {
    const search = async (as: ThreadSession, query: Record<string, string>) => {
      const res = await t.call('GET', '/subscribers', as, { query });
      expect(res.statusCode).toBe(200);
      return res.json().subscribers as { name: string; can_message: boolean }[];
    };
    expect(await search(mia, { term: 'shy' })).toEqual([
      expect.objectContaining({ name: 'Shy Person', can_message: false }),
    ]);
    expect(await search(mia, { term: 'sam' })).toEqual([
      expect.objectContaining({ name: 'Sam Lee', can_message: true }),
    ]);
    expect(await search(mia, { term: 'hidden' })).toEqual([]);
    const hidden = await t.signIn('hidden@club.test');
    await t.call('POST', '/threads', hidden, { body: { subscriber_id: mia.userId } });
    expect(names(await search(mia, { term: 'hidden' }))).toEqual(['Hidden Person']);
    expect(names(await search(mia, { term: 'mia' }))).toEqual([]);
    const all = names(await search(mia, { excluded_by_thread: lounge }));
    expect(all).not.toContain('Sam Lee');
    expect(all).toContain('Club Inbox');
    expect(names(await search(mia, { ids: `${sam.userId},${rex.userId}` }))).toEqual(['Sam Lee']);
    expect(names(await search(rex, { term: 'e' }))).not.toContain('Sam Lee');
    const forbidden = await t.call('GET', '/subscribers', gold, { query: { excluded_by_thread: lounge } });
    expect(forbidden.statusCode).toBe(403);
  });

  it('offers for mentions the people who may read the thread, by name, never the member', async () => {
    const mention = async (as: ThreadSession, id: string, term: string) =>
      names((await t.call('GET', `/threads/${id}/mentionable`, as, { query: { term } })).json().users);
    expect(await mention(mia, lounge, '')).toEqual(['Ana Ruiz', 'Sam Lee']);
    expect(await mention(mia, lounge, 'sa')).toEqual(['Sam Lee']);
    expect(await mention(mia, news, 'go')).toEqual(['Goldie Hawn']);
    // Names starting with the term come first.
    expect((await mention(mia, news, 'o')).slice(0, 1)).toEqual(['Olive Owner']);
    // Gold's comments: only those the page rules let read it (buyers and admins).
    expect(await mention(gold, goldTalk, '')).toEqual(['Cody Coach', 'Olive Owner']);
    expect((await t.call('GET', `/threads/${lounge}/mentionable`, gold)).statusCode).toBe(403);
    const long = await t.call('GET', `/threads/${lounge}/mentionable`, mia, { query: { term: 'x'.repeat(101) } });
    expect([long.statusCode, long.json().error.field]).toEqual([400, 'term']);
  });
});
