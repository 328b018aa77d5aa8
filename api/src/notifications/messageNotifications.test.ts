import { and, eq } from 'drizzle-orm';
import type { PushPayload } from '@stride/shared/notifications';
import { memberBlocks, outboxEmails, threadParticipants, threads } from '../db/schema';
import type { JobQueue, JobToSend } from '../jobs/JobQueue';
import { storeMessages } from '../threads/messageStore';
import { createThreadTestApp, type ThreadSession, type ThreadTestApp } from '../threads/threadTestApp';
import { startLocalPushService, type LocalPushService } from './localPushService';
import type { MemberNotifier } from './MemberNotifier';
import {
  handleMessageCreated,
  handleMessageEmail,
  MESSAGE_EMAIL_DELAY_MS,
  MESSAGE_EMAIL_QUEUE,
  type MessageEmailJob,
} from './messageNotifications';

/** Keeps what handlers queue, so a test runs the next step itself, when it chooses. */
class RecordingJobs implements JobQueue {
  readonly sent: ({ name: string } & JobToSend<object>)[] = [];
  register(): void {}
  async send<T extends object>(name: string, data: T, options: { startAfter?: Date; singletonKey?: string } = {}) {
    this.sent.push({ name, data, ...options });
    return `job-${this.sent.length}`;
  }
  async sendMany<T extends object>(name: string, jobs: readonly JobToSend<T>[]): Promise<void> {
    this.sent.push(...jobs.map((job) => ({ name, ...job })));
  }
  async cancel(): Promise<void> {}
  async cancelByKey(): Promise<void> {}
  async schedule(): Promise<void> {}
}

let t: ThreadTestApp;
let pushService: LocalPushService;
let notifier: MemberNotifier;

beforeAll(async () => {
  t = await createThreadTestApp();
  pushService = await startLocalPushService();
  // The app's own notifier: these tests are about who it is asked to tell, and how.
  notifier = t.app.notifier as MemberNotifier;
});

afterAll(async () => {
  await pushService.close();
  await t.close();
});

async function subscribe(as: ThreadSession) {
  const headers = { 'x-device-id': `${as.userId}-phone` };
  const key = (await t.call('GET', '/notifications/push_settings', as, { headers })).json().public_key;
  const subscription = await pushService.subscribe(key);
  const body = { token: subscription.json, provider: 'web', status: 'enabled' };
  expect((await t.call('PUT', '/notifications/push', as, { headers, body })).statusCode).toBe(204);
  return subscription;
}

const pushes = (subscription: Awaited<ReturnType<typeof subscribe>>) =>
  pushService.received(subscription).map((text) => JSON.parse(text) as PushPayload);

async function group(author: ThreadSession, ...others: ThreadSession[]): Promise<string> {
  const res = await t.call('POST', '/threads', author, { body: { subscriber_ids: others.map((o) => o.userId) } });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id;
}

/** A message stored as the send route stores it, without the route's own notification job. */
async function store(threadId: string, author: ThreadSession, text: string): Promise<number> {
  const [thread] = await t.db.select().from(threads).where(eq(threads.id, threadId));
  const [stored] = await storeMessages(t.db, thread!, author.userId, [
    {
      clientId: null,
      text,
      messageType: 'message',
      imageUrls: [],
      imageIds: [],
      videoUrl: null,
      attachmentData: null,
      mentions: [],
    },
  ]);
  return stored!.row.ts;
}

const messageEmails = (to: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, 'message')));

describe('new-message notifications', () => {
  it('push each participant at once, except the author, one who muted the thread and one blocked either way', async () => {
    const [xena, yuri, zoe, walt] = await t.newMembers(['Xena', 'Yuri', 'Zoe', 'Walt']);
    const threadId = await group(xena, yuri, zoe, walt);
    const phones = await Promise.all([xena, yuri, zoe, walt].map(subscribe));
    await t.db
      .update(threadParticipants)
      .set({ notificationsEnabled: false })
      .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, zoe.userId)));
    await t.db.insert(memberBlocks).values({ appId: t.appId('club'), blockerId: walt.userId, blockedId: xena.userId });
    const ts = await store(threadId, xena, 'Training at 9?');
    const jobs = new RecordingJobs();
    const before = Date.now();

    await handleMessageCreated(t.db, jobs, notifier, { threadId, authorId: xena.userId, ts });

    expect(phones.map((phone) => pushes(phone))).toEqual([
      [],
      [
        {
          title: 'New message from Xena Test',
          body: 'Training at 9?',
          url: `/me/messages/${threadId}`,
          tag: `thread:${threadId}`,
        },
      ],
      [],
      [],
    ]);
    expect(jobs.sent).toEqual([
      {
        name: MESSAGE_EMAIL_QUEUE,
        data: { userId: yuri.userId, threadId, ts },
        startAfter: expect.any(Date),
        singletonKey: `message-email:${yuri.userId}:${threadId}`,
      },
    ]);
    const startAfter = jobs.sent[0]!.startAfter!.getTime();
    expect(startAfter).toBeGreaterThanOrEqual(before + MESSAGE_EMAIL_DELAY_MS);
    expect(startAfter).toBeLessThanOrEqual(Date.now() + MESSAGE_EMAIL_DELAY_MS);
  });

  it('email after the delay only while still unread, showing the newest unread message', async () => {
    const [xena, yuri] = await t.newMembers(['Xara', 'Yves']);
    const threadId = await group(xena, yuri);
    const first = await store(threadId, xena, 'First');
    await store(threadId, xena, 'Second, newest');
    const job: MessageEmailJob = { userId: yuri.userId, threadId, ts: first };

    await handleMessageEmail(t.db, notifier, job);
    const [email, ...more] = await messageEmails('yves@club.test');
    expect(more).toEqual([]);
    expect(email).toMatchObject({ subject: 'New message from Xara Test' });
    expect(email!.text).toContain('Second, newest');
    expect(email!.text).toContain(`/me/messages/${threadId}`);

    await t.db
      .update(threadParticipants)
      .set({ lastReadTs: first })
      .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, yuri.userId)));
    await handleMessageEmail(t.db, notifier, job);
    expect(await messageEmails('yves@club.test')).toHaveLength(1);
  });

  it('go out from a message sent through the API, by the job queue, without holding up the send', async () => {
    const [xena, yuri] = await t.newMembers(['Xavi', 'Yara']);
    const threadId = await group(xena, yuri);
    const phone = await subscribe(yuri);
    const res = await t.call('POST', `/threads/${threadId}/messages`, xena, {
      body: { data: { type: 'send', messages: [{ client_id: 'c-1', message: 'Hello from the API' }] } },
    });
    expect(res.statusCode).toBe(201);
    // The queue runs the job on its own schedule: wait (bounded) for the push to arrive.
    for (let waited = 0; pushes(phone).length === 0 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pushes(phone)).toEqual([expect.objectContaining({ body: 'Hello from the API' })]);
  });
});
