import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { apps, messageReactions, messages, threadParticipants, threads, users } from '../db/schema';
import { AppError } from '../errors/AppError';
import { importContent } from './importContent';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const MEMBERS = [
  { email: 'coach@t.test', name: 'Casey Coach', role: 'owner' },
  { email: 'mia@t.test', name: 'Mia Chen' },
  { email: 'sam@t.test', name: 'Sam Lee', messaging_profile: true },
  { email: 'ana@t.test', name: 'Ana Ruiz' },
];

let slugs = 0;
const file = (extra: Record<string, unknown>) => ({
  app: { slug: `threads-${(slugs += 1)}`, name: 'Threads' },
  members: MEMBERS,
  pages: [
    { path: '/', title: 'Home' },
    { path: '/article', title: 'Article' },
  ],
  ...extra,
});

async function rejection(input: unknown): Promise<AppError> {
  try {
    await importContent(testApp.db, input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the content file was accepted');
}

async function imported(input: Record<string, unknown>) {
  const { appId } = await importContent(testApp.db, input);
  const rows = await testApp.db.select().from(threads).where(eq(threads.appId, appId)).orderBy(asc(threads.slug));
  const people = await testApp.db.select().from(users).where(eq(users.appId, appId));
  const email = (id: string | null) => people.find((p) => p.id === id)?.email;
  const participantsOf = async (threadId: string) =>
    (await testApp.db.select().from(threadParticipants).where(eq(threadParticipants.threadId, threadId)))
      .map((p) => ({ ...p, email: email(p.userId) }))
      .sort((a, b) => a.email!.localeCompare(b.email!));
  const messagesOf = (threadId: string) =>
    testApp.db.select().from(messages).where(eq(messages.threadId, threadId)).orderBy(asc(messages.ts));
  return { appId, rows, people, email, participantsOf, messagesOf };
}

describe('threads of a content file', () => {
  it('makes a chat of everyone when it lists no participants, a direct chat of two, a feed and page comments', async () => {
    const { rows, participantsOf, appId } = await imported(
      file({
        threads: [
          { slug: 'all', title: 'Everyone', is_private: false, messages: [{ from: 'mia@t.test', text: 'Hi all' }] },
          { slug: 'pair', title: 'Pair', participants: ['mia@t.test', 'sam@t.test'] },
          { slug: 'feed', title: 'Feed', is_feed: true },
          { slug: 'talk', title: 'Talk', page: '/article' },
        ],
      }),
    );
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, row]));
    expect(bySlug.all).toMatchObject({
      kind: 'chat',
      isPrivate: true,
      hasBeenRenamed: true,
      directKey: null,
      messageCount: 1,
    });
    expect((await participantsOf(bySlug.all!.id)).map((p) => p.email)).toEqual(MEMBERS.map((m) => m.email).sort());
    expect(bySlug.pair).toMatchObject({ kind: 'chat', hasBeenRenamed: false, directKey: expect.stringContaining(':') });
    expect(bySlug.feed).toMatchObject({ kind: 'feed', isFeed: true, isPrivate: false });
    expect(bySlug.talk).toMatchObject({ kind: 'comments', pageId: expect.any(String) });
    const [app] = await testApp.db.select().from(apps).where(eq(apps.id, appId));
    expect(app!.messaging).toEqual({});
  });

  it('seeds pins, likes, replies and mentions, each member having read up to their own last message', async () => {
    const { rows, messagesOf, participantsOf, email } = await imported(
      file({
        threads: [
          {
            slug: 'feed',
            title: 'Feed',
            is_feed: true,
            messages: [
              { from: 'coach@t.test', text: 'Pinned <b>rule</b>', pinned: true, image_url: '/uploads/demo.jpg' },
              {
                from: 'coach@t.test',
                text: 'Welcome @<Mia Chen> and @<Nobody>',
                likes: ['mia@t.test', 'ana@t.test', 'mia@t.test'],
                replies: [
                  { from: 'mia@t.test', text: 'Thanks!' },
                  { from: 'ana@t.test', text: 'Hi @<Casey Coach>' },
                ],
              },
            ],
          },
        ],
      }),
    );
    const feed = rows.find((row) => row.slug === 'feed')!;
    const [pinned, welcome] = await messagesOf(feed.id);
    expect(pinned).toMatchObject({
      text: 'Pinned &lt;b&gt;rule&lt;/b&gt;',
      messageType: 'image',
      imageUrls: ['/uploads/demo.jpg'],
    });
    expect(pinned!.pinnedAt).toBeInstanceOf(Date);
    expect(welcome).toMatchObject({
      text: 'Welcome @<Mia Chen> and @&lt;Nobody&gt;',
      reactionCount: 2,
      replyCount: 2,
      replyThreadId: expect.any(String),
    });
    expect(welcome!.mentions.map(email)).toEqual(['mia@t.test']);
    expect(feed).toMatchObject({ lastTs: welcome!.ts, messageCount: 2 });
    const likes = await testApp.db
      .select()
      .from(messageReactions)
      .where(and(eq(messageReactions.threadId, feed.id), eq(messageReactions.messageTs, welcome!.ts)));
    expect(likes.map((like) => email(like.userId)).sort()).toEqual(['ana@t.test', 'mia@t.test']);
    const replyThread = rows.find((row) => row.id === welcome!.replyThreadId)!;
    expect(replyThread).toMatchObject({
      kind: 'reply',
      parentThreadId: feed.id,
      parentMessageTs: welcome!.ts,
      messageCount: 2,
    });
    const replies = await messagesOf(replyThread.id);
    expect(replies.map((r) => r.text)).toEqual(['Thanks!', 'Hi @<Casey Coach>']);
    expect(replies[0]!.ts).toBeGreaterThan(welcome!.ts);
    expect((await participantsOf(replyThread.id)).map((p) => [p.email, p.hasContributed])).toEqual([
      ['ana@t.test', true],
      ['mia@t.test', true],
    ]);
    expect((await participantsOf(feed.id)).map((p) => [p.email, p.lastReadTs])).toEqual([
      ['coach@t.test', welcome!.ts],
    ]);
  });

  it("stores the app's messaging settings and its messaging profiles", async () => {
    const { appId, people } = await imported(
      file({ app: { slug: 'settings-app', name: 'Settings', messaging: { group_chat: false, strict_mode: true } } }),
    );
    const [app] = await testApp.db.select().from(apps).where(eq(apps.id, appId));
    expect(app!.messaging).toEqual({ group_chat: false, strict_mode: true });
    expect(people.filter((p) => p.isAppMessagingProfile).map((p) => p.email)).toEqual(['sam@t.test']);
  });

  it.each([
    [{ slug: 'x', title: 'X', is_feed: true, participants: ['mia@t.test'] }, 'threads.0.participants'],
    [{ slug: 'x', title: 'X', is_feed: true, page: '/article' }, 'threads.0.page'],
    [{ slug: 'x', title: 'X', page: '/missing' }, 'threads.0.page'],
    [{ slug: 'x', title: 'X', participants: ['who@t.test'] }, 'threads.0.participants.0'],
    [
      {
        slug: 'x',
        title: 'X',
        participants: ['mia@t.test', 'sam@t.test'],
        messages: [{ from: 'ana@t.test', text: 'hi' }],
      },
      'threads.0.messages.0.from',
    ],
    [
      { slug: 'x', title: 'X', messages: [{ from: 'mia@t.test', text: 'hi', likes: ['who@t.test'] }] },
      'threads.0.messages.0.likes.0',
    ],
    [
      {
        slug: 'x',
        title: 'X',
        messages: [{ from: 'mia@t.test', text: 'hi', replies: [{ from: 'who@t.test', text: 'r' }] }],
      },
      'threads.0.messages.0.replies.0.from',
    ],
    [
      { slug: 'x', title: 'X', messages: [{ from: 'mia@t.test', text: 'hi', image_url: 'javascript:alert(1)' }] },
      'threads.0.messages.0.image_url',
    ],
    [
      {
        slug: 'x',
        title: 'X',
        messages: [{ from: 'mia@t.test', text: 'hi', image_url: 'data:image/svg+xml,<svg onload="alert(1)"/>' }],
      },
      'threads.0.messages.0.image_url',
    ],
    [
      { slug: 'x', title: 'X', messages: [{ from: 'mia@t.test', text: 'hi', image_url: '//evil.test/x.png' }] },
      'threads.0.messages.0.image_url',
    ],
  ])('refuses a thread that cannot be, naming the field (%#)', async (thread, field) => {
    const error = await rejection(file({ threads: [thread] }));
    expect([error.code, error.field]).toEqual(['invalid_input', field]);
  });

  it('refuses a second direct chat of one pair and a second comments thread of one page', async () => {
    const pair = { title: 'P', participants: ['mia@t.test', 'sam@t.test'] };
    expect(
      (
        await rejection(
          file({
            threads: [
              { slug: 'a', ...pair },
              { slug: 'b', ...pair },
            ],
          }),
        )
      ).field,
    ).toBe('threads.1.participants');
    const page = { title: 'C', page: '/article' };
    expect(
      (
        await rejection(
          file({
            threads: [
              { slug: 'a', ...page },
              { slug: 'b', ...page },
            ],
          }),
        )
      ).field,
    ).toBe('threads.1.page');
    const setting = file({ app: { slug: 'bad-settings', name: 'B', messaging: { group_chat: 'yes' } } });
    expect((await rejection(setting)).field).toBe('app.messaging.group_chat');
  });
});
