import { eq } from 'drizzle-orm';
import { apps, users } from '../db/schema';
import { mayReadThread, type ThreadRequest } from './threadAccess';
import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from './threadTestApp';

let t: ThreadTestApp;
let mia: ThreadSession;
let sam: ThreadSession;
let ana: ThreadSession;
let gold: ThreadSession;
let owner: ThreadSession;
let rex: ThreadSession;
let lounge: string;
let direct: string;
let news: string;
let goldTalk: string;
let previewTalk: string;
let rivalLounge: string;

beforeAll(async () => {
  t = await createThreadTestApp();
  [mia, sam, ana, gold, owner] = await t.signInAll(['mia', 'sam', 'ana', 'gold', 'owner']);
  rex = await t.signIn('rex@rival.test', 'rival');
  [lounge, direct, news, goldTalk, previewTalk] = await t.threadIds([
    'lounge',
    'mia-sam',
    'news',
    'gold-talk',
    'preview-talk',
  ]);
  rivalLounge = await t.threadId('lounge', 'rival');
});
afterAll(() => t.close());

const getThread = (id: string, as: ThreadSession | null) => t.call('GET', `/threads/${id}`, as);

/** mayReadThread as the realtime auth endpoint calls it: with the request of a signed-in member of `slug`. */
async function mayRead(as: ThreadSession, threadId: string, slug = as.app, epoch = 0): Promise<boolean> {
  const [user] = await t.db.select().from(users).where(eq(users.id, as.userId));
  const [app] = await t.db.select().from(apps).where(eq(apps.slug, slug));
  const request = {
    member: { user: user!, sessionId: 's', activeProductIds: [], token: as.token },
    app: app!,
    server: t.app,
  } as ThreadRequest;
  return mayReadThread(t.db, request, threadId, epoch);
}

describe('who may read a thread', () => {
  it('lets only the participants of a chat read it: others get 403 thread_forbidden', async () => {
    expect((await getThread(lounge, mia)).statusCode).toBe(200);
    const outsider = await getThread(direct, ana);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({
      error: { code: 'thread_forbidden', message: 'You do not have permission to view this message thread' },
    });
    expect((await t.call('GET', `/threads/${direct}/messages`, ana)).statusCode).toBe(403);
    // Not even an account admin reads other people's chats.
    expect((await getThread(lounge, owner)).statusCode).toBe(403);
  });

  it('opens a feed to every member of its app', async () => {
    const fresh = await t.newMember('reader@club.test', 'Rita Reader');
    const res = await getThread(news, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().thread).toMatchObject({ kind: 'feed', is_feed: true, title: 'News', can_post: false });
  });

  it("lets a page's comments be read by whoever the page rules let read the page, and written unless only browsing", async () => {
    expect((await getThread(goldTalk, gold)).json().thread).toMatchObject({ kind: 'comments', can_post: true });
    expect((await getThread(goldTalk, mia)).statusCode).toBe(403);
    // allow_browsing shows the page to a non-buyer, who reads its comments but does not take part.
    const browsing = (await getThread(previewTalk, mia)).json().thread;
    expect(browsing).toMatchObject({ kind: 'comments', can_post: false });
    const send = await t.call('POST', `/threads/${previewTalk}/messages`, mia, {
      body: { data: { type: 'send', messages: [{ client_id: 'c1', message: 'Can I?' }] } },
    });
    expect(send.statusCode).toBe(403);
    expect(send.json().error.code).toBe('cannot_post');
  });

  it('lets whoever may read the parent thread read a reply thread', async () => {
    const feed = await t.call('GET', `/threads/${news}/messages`, ana);
    const replied = feed.json().messages.find((m: { reply_count: number }) => m.reply_count > 0);
    expect(replied.reply_thread_id).toEqual(expect.any(String));
    expect((await getThread(replied.reply_thread_id, ana)).json().thread).toMatchObject({
      kind: 'reply',
      title: 'News',
      parent_message: { id: replied.id },
    });
    // Replies to a chat's message stay with the chat's participants.
    const made = await t.call('POST', '/threads', sam, {
      body: {
        parent_message_id: `${lounge}:${(await t.call('GET', `/threads/${lounge}/messages`, sam)).json().messages[0].message_ts}`,
      },
    });
    expect(made.statusCode).toBe(201);
    const replyId = made.json().thread.id;
    expect((await getThread(replyId, mia)).statusCode).toBe(200);
    expect((await getThread(replyId, gold)).statusCode).toBe(403);
  });

  it("answers 404 for another app's thread, a malformed id or an unknown one, never its content", async () => {
    const crossed = await getThread(rivalLounge, mia);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.code).toBe('thread_not_found');
    expect(crossed.body).not.toContain('Rival');
    expect((await t.call('GET', `/threads/${rivalLounge}/messages`, mia)).statusCode).toBe(404);
    expect((await getThread(lounge, rex)).statusCode).toBe(404);
    expect((await getThread('not-a-uuid', mia)).statusCode).toBe(404);
    expect((await getThread('00000000-0000-4000-8000-000000000000', mia)).statusCode).toBe(404);
  });

  it('answers 403 messaging_not_available on an app whose messaging is off', async () => {
    const quiet = await t.signIn('a@quiet.test', 'quiet');
    const res = await t.call('GET', `/threads/${await t.threadId('group', 'quiet')}`, quiet);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'messaging_not_available',
      message: 'Messaging not available on this app',
    });
    expect((await t.call('GET', '/threads', quiet)).statusCode).toBe(403);
  });

  it('asks a session first: no session is 401', async () => {
    expect((await getThread(news, null)).statusCode).toBe(401);
  });
});

describe('mayReadThread (the realtime channel rule)', () => {
  it('says yes to readers of the thread in their own app and no to everyone else', async () => {
    expect(await mayRead(mia, lounge)).toBe(true);
    expect(await mayRead(ana, direct)).toBe(false);
    expect(await mayRead(ana, news)).toBe(true);
    expect(await mayRead(mia, goldTalk)).toBe(false);
    expect(await mayRead(mia, rivalLounge)).toBe(false);
    expect(await mayRead(rex, news, 'rival')).toBe(false);
    expect(await mayRead(mia, 'private-thread-x')).toBe(false);
  });

  it('says no to a channel epoch the thread has moved on from, or not reached', async () => {
    expect(await mayRead(mia, lounge, 'club', 1)).toBe(false);
  });

  it('says no where messaging is off', async () => {
    const quiet = await t.signIn('a@quiet.test', 'quiet');
    expect(await mayRead(quiet, await t.threadId('group', 'quiet'))).toBe(false);
  });
});
