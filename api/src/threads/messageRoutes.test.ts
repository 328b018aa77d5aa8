import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Message } from '@stride/shared';
import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from './threadTestApp';

let t: ThreadTestApp;
let mia: ThreadSession;
let sam: ThreadSession;
let ana: ThreadSession;
let owner: ThreadSession;
let coach: ThreadSession;
let inbox: ThreadSession;
let lounge: string;
let news: string;

beforeAll(async () => {
  t = await createThreadTestApp();
  [mia, sam, ana, owner, coach, inbox] = await t.signInAll(['mia', 'sam', 'ana', 'owner', 'coach', 'inbox']);
  [lounge, news] = await Promise.all([t.threadId('lounge'), t.threadId('news')]);
});
afterAll(() => t.close());

let clientIds = 0;
const nextClientId = () => `client-${(clientIds += 1)}`;

const action = (as: ThreadSession, threadId: string, data: unknown) =>
  t.call('POST', `/threads/${threadId}/messages`, as, { body: { data } });
const send = (as: ThreadSession, threadId: string, ...messages: Record<string, unknown>[]) =>
  action(as, threadId, {
    type: 'send',
    messages: messages.map((m) => ({ client_id: nextClientId(), ...m })),
  });
const say = async (as: ThreadSession, threadId: string, message: string): Promise<Message> => {
  const res = await send(as, threadId, { message });
  expect(res.statusCode).toBe(201);
  return res.json().messages[0];
};
const list = async (as: ThreadSession, threadId: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', `/threads/${threadId}/messages`, as, { query });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const texts = (messages: Message[]) => messages.map((m) => m.message);

/** A chat of `as` with new members, so its counts and blocks are the test's own. */
async function freshGroup(as: ThreadSession, ...people: ThreadSession[]): Promise<string> {
  const res = await t.call('POST', '/threads', as, { body: { subscriber_ids: people.map((p) => p.userId) } });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id;
}

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(8)]);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);

describe('GET /api/threads/{id}/messages', () => {
  it('answers the latest page oldest first, brackets escaped and mentions named', async () => {
    const page = await list(mia, lounge);
    expect(texts(page.messages)).toEqual(['Hello lounge', 'Hi @<Mia Chen> &lt;3']);
    expect(page).toMatchObject({ remaining_messages: 0, has_more_after: false });
    expect(page.messages[1]).toMatchObject({
      id: `${lounge}:${page.messages[1].message_ts}`,
      message_thread_id: lounge,
      message_type: 'message',
      user: { name: 'Sam Lee', is_account_admin: false, is_app_messaging_profile: false },
      mentions: [{ id: mia.userId, name: 'Mia Chen' }],
      is_root: true,
      reaction_count: 0,
    });
    expect(page.messages[0].message_ts).toBeLessThan(page.messages[1].message_ts);
  });

  it('pages back with before, catches up with after, and says what lies beyond', async () => {
    const [x, y] = [await t.newMember('pager-x@club.test', 'Pat X'), await t.newMember('pager-y@club.test', 'Pat Y')];
    const id = await freshGroup(x, y);
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i += 1) sent.push(await say(i % 2 ? x : y, id, `m${i}`));
    const latest = await list(x, id, { limit: '3' });
    expect(texts(latest.messages)).toEqual(['m5', 'm6', 'm7']);
    expect(latest).toMatchObject({ remaining_messages: 4, has_more_after: false });
    const older = await list(x, id, { limit: '3', before: String(latest.messages[0].message_ts) });
    expect(texts(older.messages)).toEqual(['m2', 'm3', 'm4']);
    expect(older).toMatchObject({ remaining_messages: 1, has_more_after: true });
    const missed = await list(y, id, { after: String(sent[2]!.message_ts), limit: '2' });
    expect(texts(missed.messages)).toEqual(['m4', 'm5']);
    expect(missed.has_more_after).toBe(true);
    expect(texts((await list(y, id, { after: String(sent[6]!.message_ts) })).messages)).toEqual([]);
    expect(texts((await list(y, id, { order: 'asc', limit: '2' })).messages)).toEqual(['m1', 'm2']);
  });

  it("carries a feed's pinned messages on its first page, for the client to show first", async () => {
    const page = await list(mia, news, { limit: '1' });
    expect(texts(page.messages)).toEqual(['Fresh news']);
    expect(texts(page.pinned)).toEqual(['Old but pinned']);
    expect(page.pinned[0].pinned_at).toEqual(expect.any(String));
    expect((await list(mia, news, { before: String(page.messages[0].message_ts) })).pinned).toBeUndefined();
    expect((await list(mia, lounge)).pinned).toBeUndefined();
  });

  it('refuses a malformed query with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ before: '-1' }, 'before'],
      [{ after: 'soon' }, 'after'],
      [{ limit: '1000' }, 'limit'],
      [{ order: 'sideways' }, 'order'],
      [{ parent_ts: '1.5' }, 'parent_ts'],
    ] as const) {
      const res = await t.call('GET', `/threads/${lounge}/messages`, mia, { query });
      expect([res.statusCode, res.json().error.field]).toEqual([400, field]);
    }
    const badTs = await t.call('GET', `/threads/${lounge}/messages/not-a-ts`, mia);
    expect([badTs.statusCode, badTs.json().error.field]).toEqual([400, 'ts']);
  });
});

describe('sending', () => {
  it('stores a message, counts it, marks it read for the sender and publishes it to the thread and its people', async () => {
    const before = (await t.call('GET', `/threads/${lounge}`, mia)).json().thread;
    t.takePublished();
    const res = await send(mia, lounge, { message: 'New here', client_id: 'mine-1' });
    expect(res.statusCode).toBe(201);
    const [message] = res.json().messages;
    expect(message).toMatchObject({
      message: 'New here',
      client_id: 'mine-1',
      user: { id: mia.userId },
      message_type: 'message',
    });
    const after = (await t.call('GET', `/threads/${lounge}`, mia)).json().thread;
    expect(after).toMatchObject({
      message_count: before.message_count + 1,
      latest_message_ts: message.message_ts,
      last_message_read_ts: message.message_ts,
      is_unread: false,
      me: { has_contributed: true },
    });
    expect((await t.call('GET', `/threads/${lounge}`, sam)).json().thread.is_unread).toBe(true);
    const events = t.takePublished();
    expect(events).toContainEqual({
      channel: `private-thread-${lounge}-0`,
      event: 'message-created',
      data: { thread_id: lounge, message_ts: message.message_ts, message },
    });
    expect(events).toContainEqual({
      channel: `private-user-${sam.userId}`,
      event: 'thread-activity',
      data: { thread_id: lounge, message_ts: message.message_ts, latest_message: message, is_unread: true },
    });
    expect(events).toContainEqual({
      channel: `private-user-${sam.userId}`,
      event: 'unread-changed',
      data: expect.objectContaining({ thread_id: lounge, has_unread: true }),
    });
    expect(events.filter((e) => e.channel === `private-user-${mia.userId}` && e.event === 'unread-changed')).toEqual(
      [],
    );
  });

  it('gives 20 messages sent at once 20 distinct, increasing ts, in the order they are listed', async () => {
    const [x, y] = [await t.newMember('burst-x@club.test', 'Bo X'), await t.newMember('burst-y@club.test', 'Bo Y')];
    const id = await freshGroup(x, y);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? x : y, id, { message: `burst ${i}` })),
    );
    const stamps = results.map((res) => res.json().messages[0].message_ts as number);
    expect(new Set(stamps).size).toBe(20);
    const listed = (await list(x, id, { limit: '50' })).messages as Message[];
    expect(listed.map((m) => m.message_ts)).toEqual([...stamps].sort((a, b) => a - b));
    expect((await t.call('GET', `/threads/${id}`, x)).json().thread.message_count).toBe(20);
  });

  it('stores a retried client_id once and answers the stored message, even when the retries race', async () => {
    const [x, y] = [await t.newMember('retry-x@club.test', 'Ray X'), await t.newMember('retry-y@club.test', 'Ray Y')];
    const id = await freshGroup(x, y);
    const first = await send(x, id, { message: 'once', client_id: 'same' });
    const again = await send(x, id, { message: 'once', client_id: 'same' });
    expect(again.json().messages[0].message_ts).toBe(first.json().messages[0].message_ts);
    const racing = await Promise.all([1, 2, 3].map(() => send(x, id, { message: 'race', client_id: 'race' })));
    expect(new Set(racing.map((res) => res.json().messages[0].message_ts)).size).toBe(1);
    expect(texts((await list(x, id)).messages)).toEqual(['once', 'race']);
    // Another member's client_id is theirs: the same text and id from y is a message of its own.
    expect((await send(y, id, { message: 'once', client_id: 'same' })).json().messages[0].user.id).toBe(y.userId);
  });

  it('stores the people a message mentions who may read the thread, and tells them', async () => {
    t.takePublished();
    const message = await say(sam, lounge, 'Ping @<Ana Ruiz> and @<Goldie Hawn> and @<Nobody>');
    expect(message.mentions).toEqual([{ id: ana.userId, name: 'Ana Ruiz' }]);
    expect(t.takePublished()).toContainEqual({
      channel: `private-user-${ana.userId}`,
      event: 'mentioned',
      data: { thread_id: lounge, message_ts: message.message_ts, from: expect.objectContaining({ id: sam.userId }) },
    });
  });

  it('stores an image or a video checked by its bytes, and an attachment', async () => {
    const [image, video, webm, attachment] = (
      await send(
        mia,
        lounge,
        { message: 'Look', image: dataUrl(PNG, 'image/png') },
        { video: dataUrl(MP4, 'video/mp4') },
        { video: dataUrl(WEBM, 'video/webm') },
        { attachment_data: { url: 'https://example.test/plan', title: 'Plan' } },
      )
    ).json().messages;
    expect(image).toMatchObject({ message_type: 'image', message: 'Look', image_ids: [expect.any(String)] });
    expect(image.image_urls[0]).toMatch(/^\/uploads\/messages\/[\w-]{22}\.png$/);
    expect(existsSync(path.join(t.dataDir, image.image_urls[0]))).toBe(true);
    expect(video).toMatchObject({ message_type: 'video', video_url: expect.stringMatching(/\.mp4$/) });
    expect(webm.video_url).toMatch(/\.webm$/);
    expect(attachment).toMatchObject({
      message_type: 'attachment',
      attachment_data: { url: 'https://example.test/plan', title: 'Plan' },
    });
  });

  it('refuses files with the upload messages of spec §5, naming the message', async () => {
    const cases = [
      [{ image: 'data:image/png;base64,' }, 400, 'File is empty', 'data.messages.0.image'],
      [{ image: dataUrl(Buffer.from('<svg/>'), 'image/png') }, 415, 'Invalid image type', 'data.messages.0.image'],
      [{ video: dataUrl(PNG, 'video/mp4') }, 415, 'Invalid video type', 'data.messages.0.video'],
      [
        { image: `data:image/png;base64,${'A'.repeat(21_000_000)}` },
        413,
        'Image too large. Max size 15 MB',
        'data.messages.0.image',
      ],
      [
        { video: `data:video/mp4;base64,${'A'.repeat(21_000_000)}` },
        413,
        'Video too large. Max size 15 MB',
        'data.messages.0.video',
      ],
    ] as const;
    for (const [message, status, text, field] of cases) {
      const res = await send(mia, lounge, message);
      expect([res.statusCode, res.json().error.message, res.json().error.field]).toEqual([status, text, field]);
    }
  });

  it('lets only the app post root messages in a feed; members reply and like', async () => {
    const refused = await send(mia, news, { message: 'Me too' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_post']);
    expect((await send(inbox, news, { message: 'From the inbox' })).statusCode).toBe(201);
    expect((await send(coach, news, { message: 'From the coach' })).statusCode).toBe(201);
    const post = await say(owner, news, 'From the owner');
    const replies = await t.call('POST', '/threads', mia, {
      body: { parent_message_id: post.id, messages: [{ client_id: nextClientId(), message: 'Nice' }] },
    });
    expect(replies.statusCode).toBe(201);
    const liked = await action(mia, news, { type: 'react', message_ts: post.message_ts, action: 'like' });
    expect(liked.json()).toEqual({ message_ts: post.message_ts, reaction_count: 1, liked: true });
  });

  it('refuses malformed sends with 400 naming the field', async () => {
    const cases: [unknown, string, string?][] = [
      [{}, 'data'],
      [{ data: { type: 'shout' } }, 'data.type'],
      [{ data: { type: 'send', messages: [] } }, 'data.messages'],
      [
        { data: { type: 'send', messages: [{ message: 'no id' }] } },
        'data.messages.0.client_id',
        'ID required to identify callbacks',
      ],
      [
        { data: { type: 'send', messages: [{ client_id: '', message: 'x' }] } },
        'data.messages.0.client_id',
        'ID required to identify callbacks',
      ],
      [
        { data: { type: 'send', messages: [{ client_id: 'a', message: 'x'.repeat(4001) }] } },
        'data.messages.0.message',
      ],
      [{ data: { type: 'send', messages: [{ client_id: 'a', message: '   ' }] } }, 'data.messages.0.message'],
      [{ data: { type: 'send', messages: [{ client_id: 'a', message: 5 }] } }, 'data.messages.0.message'],
      [{ data: { type: 'delete', message_ts: 'yesterday' } }, 'data.message_ts'],
      [{ data: { type: 'react', message_ts: 1, action: 'love' } }, 'data.action'],
      [
        { data: { type: 'send', messages: [{ client_id: 'a', attachment_data: { url: 'javascript:alert(1)' } }] } },
        'data.messages.0.attachment_data.url',
        'Only http and https links',
      ],
      [
        {
          data: {
            type: 'send',
            messages: [
              {
                client_id: 'a',
                attachment_data: { url: 'https://example.test', image_url: 'data:text/html,<script>x</script>' },
              },
            ],
          },
        },
        'data.messages.0.attachment_data.image_url',
        'Only http and https links',
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await t.call('POST', `/threads/${lounge}/messages`, mia, { body });
      expect([res.statusCode, res.json().error.code, res.json().error.field]).toEqual([400, 'invalid_input', field]);
      if (text) expect(res.json().error.message).toContain(text);
    }
    const notJson = await t.call('POST', `/threads/${lounge}/messages`, mia, {
      body: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('lets the author delete, moves the latest message back, and publishes it', async () => {
    const [x, y] = [await t.newMember('del-x@club.test', 'Dee X'), await t.newMember('del-y@club.test', 'Dee Y')];
    const id = await freshGroup(x, y);
    const first = await say(x, id, 'first');
    const second = await say(x, id, 'second');
    const refused = await action(y, id, { type: 'delete', message_ts: second.message_ts });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'cannot_delete_message', message: 'Failed to delete' });
    t.takePublished();
    const res = await action(x, id, { type: 'delete', message_ts: second.message_ts });
    expect(res.json()).toEqual({ deleted: second.message_ts });
    expect((await t.call('GET', `/threads/${id}`, y)).json().thread).toMatchObject({
      message_count: 1,
      latest_message: { message_ts: first.message_ts },
    });
    const events = t.takePublished();
    expect(events).toContainEqual({
      channel: `private-thread-${id}-0`,
      event: 'message-deleted',
      data: { thread_id: id, message_ts: second.message_ts },
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: `private-user-${y.userId}`,
        event: 'thread-activity',
        data: expect.objectContaining({ latest_message: expect.objectContaining({ message_ts: first.message_ts }) }),
      }),
    );
    const gone = await action(x, id, { type: 'delete', message_ts: second.message_ts });
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'message_not_found']);
  });

  it("lets an account admin delete a member's message, and the parent counts one reply less", async () => {
    const post = await say(owner, news, 'Reply to me');
    const made = await t.call('POST', '/threads', mia, {
      body: { parent_message_id: post.id, messages: [{ client_id: nextClientId(), message: 'A reply' }] },
    });
    const reply = made.json().thread;
    const mine = reply.latest_message;
    expect((await t.call('GET', `/threads/${news}/messages/${post.message_ts}`, mia)).json().message.reply_count).toBe(
      1,
    );
    const res = await action(owner, reply.id, { type: 'delete', message_ts: mine.message_ts });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/threads/${news}/messages/${post.message_ts}`, mia)).json().message.reply_count).toBe(
      0,
    );
  });

  it('lets only an account admin delete in strict mode, their own messages included', async () => {
    const [a, b, strictOwner] = await t.signInAll(['a', 'b', 'owner'], 'strict');
    const id = await freshGroup(strictOwner, a, b);
    const own = await say(a, id, 'mine to keep');
    const refused = await action(a, id, { type: 'delete', message_ts: own.message_ts });
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, 'Failed to delete']);
    expect((await action(strictOwner, id, { type: 'delete', message_ts: own.message_ts })).statusCode).toBe(200);
  });
});

describe('likes, edits, reports and pins', () => {
  it('likes and unlikes once per member, with the count, the member’s list and one event each', async () => {
    const message = await say(sam, lounge, 'Like me');
    const like = () => action(mia, lounge, { type: 'react', message_ts: message.message_ts, action: 'like' });
    t.takePublished();
    expect((await like()).json()).toEqual({ message_ts: message.message_ts, reaction_count: 1, liked: true });
    expect((await like()).json()).toEqual({ message_ts: message.message_ts, reaction_count: 1, liked: true });
    expect(t.takePublished().filter((e) => e.event === 'message-reacted')).toEqual([
      {
        channel: `private-thread-${lounge}-0`,
        event: 'message-reacted',
        data: {
          thread_id: lounge,
          message_ts: message.message_ts,
          reaction_count: 1,
          user_id: mia.userId,
          action: 'like',
        },
      },
    ]);
    expect((await t.call('GET', `/threads/${lounge}`, mia)).json().thread.me.liked_messages).toContain(
      message.message_ts,
    );
    const who = await t.call('GET', `/threads/${lounge}/messages/${message.message_ts}/reactions`, sam);
    expect(who.json().users.map((u: { id: string }) => u.id)).toEqual([mia.userId]);
    const unlike = await action(mia, lounge, { type: 'react', message_ts: message.message_ts, action: 'unlike' });
    expect(unlike.json()).toEqual({ message_ts: message.message_ts, reaction_count: 0, liked: false });
    const missing = await action(mia, lounge, { type: 'react', message_ts: 12, action: 'like' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only the author edit, and publishes the edit', async () => {
    const message = await say(ana, lounge, 'Tpyo');
    const refused = await action(mia, lounge, { type: 'edit', message_ts: message.message_ts, message: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    t.takePublished();
    const res = await action(ana, lounge, {
      type: 'edit',
      message_ts: message.message_ts,
      message: 'Typo @<Mia Chen>',
    });
    expect(res.json().message).toMatchObject({
      message: 'Typo @<Mia Chen>',
      edited_at: expect.any(String),
      mentions: [{ id: mia.userId, name: 'Mia Chen' }],
    });
    expect(t.takePublished()).toContainEqual(
      expect.objectContaining({ event: 'message-updated', channel: `private-thread-${lounge}-0` }),
    );
  });

  it("reports only others' messages, once each", async () => {
    const message = await say(sam, lounge, 'Report me');
    const url = `/threads/${lounge}/messages/${message.message_ts}/report`;
    const own = await t.call('POST', url, sam, { body: { reason: 'me' } });
    expect([own.statusCode, own.json().error.code]).toEqual([403, 'cannot_report_own_message']);
    expect((await t.call('POST', url, mia, { body: { reason: 'Rude' } })).statusCode).toBe(201);
    const twice = await t.call('POST', url, mia, { body: { reason: 'Still rude' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({ code: 'already_reported', message: 'You have already reported' });
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }]) {
      const res = await t.call('POST', url, ana, { body });
      expect([res.statusCode, res.json().error.field]).toEqual([400, 'reason']);
    }
  });

  it('lets chat participants pin, the app pin in feeds, and members not pin in feeds', async () => {
    const message = await say(sam, lounge, 'Pin me');
    const pinned = await t.call('PUT', `/threads/${lounge}/pin`, ana, {
      body: { pinned: true, message_ts: message.message_ts },
    });
    expect(pinned.json().message.pinned_at).toEqual(expect.any(String));
    const feedPost = (await list(mia, news)).messages.at(-1) as Message;
    const refused = await t.call('PUT', `/threads/${news}/pin`, mia, {
      body: { pinned: true, message_ts: feedPost.message_ts },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_pin']);
    for (const as of [owner, coach, inbox]) {
      const res = await t.call('PUT', `/threads/${news}/pin`, as, {
        body: { pinned: true, message_ts: feedPost.message_ts },
      });
      expect(res.statusCode).toBe(200);
    }
    const unpinned = await t.call('PUT', `/threads/${news}/pin`, owner, {
      body: { pinned: false, message_ts: feedPost.message_ts },
    });
    expect(unpinned.json().message.pinned_at).toBeNull();
    const bad = await t.call('PUT', `/threads/${news}/pin`, owner, {
      body: { pinned: 'yes', message_ts: feedPost.message_ts },
    });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'pinned']);
  });
});

describe('blocked members', () => {
  it('leaves out the messages of members blocked either way, and their unread, but keeps the chat', async () => {
    const [x, y, z] = [
      await t.newMember('blk-x@club.test', 'Bea X'),
      await t.newMember('blk-y@club.test', 'Bea Y'),
      await t.newMember('blk-z@club.test', 'Bea Z'),
    ];
    const id = await freshGroup(x, y, z);
    await say(x, id, 'from x');
    await say(y, id, 'from y');
    expect((await t.call('POST', '/subscribers/block', x, { body: { user_id: y.userId } })).statusCode).toBe(200);
    expect(texts((await list(x, id)).messages)).toEqual(['from x']);
    expect(texts((await list(y, id)).messages)).toEqual(['from y']);
    expect(texts((await list(z, id)).messages)).toEqual(['from x', 'from y']);
    await t.call('GET', `/threads/${id}/read`, x);
    await say(y, id, 'still from y');
    expect((await t.call('GET', `/threads/${id}`, x)).json().thread).toMatchObject({
      is_unread: false,
      latest_message: { message: 'from x' },
    });
    const hidden = await t.call('GET', `/threads/${id}/messages/${(await list(y, id)).messages[0].message_ts}`, x);
    expect(hidden.statusCode).toBe(404);
  });

  it('stops messages in the direct chat of two members who blocked each other', async () => {
    const [x, y] = [await t.newMember('dbk-x@club.test', 'Dan X'), await t.newMember('dbk-y@club.test', 'Dan Y')];
    const id = (await t.call('POST', '/threads', x, { body: { subscriber_id: y.userId } })).json().thread.id;
    await t.call('POST', '/subscribers/block', y, { body: { user_id: x.userId } });
    for (const as of [x, y]) {
      const res = await send(as, id, { message: 'hello?' });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'member_blocked']);
      expect((await t.call('GET', `/threads/${id}`, as)).json().thread.can_post).toBe(false);
    }
  });
});

describe('POST /api/threads/{id}/typing', () => {
  it('publishes who is typing, and is limited per member', async () => {
    t.takePublished();
    const res = await t.call('POST', `/threads/${lounge}/typing`, mia);
    expect(res.statusCode).toBe(204);
    expect(t.takePublished()).toEqual([
      {
        channel: `private-thread-${lounge}-0`,
        event: 'typing',
        data: { thread_id: lounge, message_ts: expect.any(Number), user: { id: mia.userId, name: 'Mia Chen' } },
      },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await t.call('POST', `/threads/${lounge}/typing`, mia)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    // Another member's count is their own.
    expect((await t.call('POST', `/threads/${lounge}/typing`, sam)).statusCode).toBe(204);
  });
});
