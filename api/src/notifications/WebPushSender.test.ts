import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import webPush from 'web-push';
import type { PushPayload } from '@stride/shared/notifications';
import { addMember } from '../../test/authTestSupport';
import { importFixtureApp } from '../../test/contentFixtures';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { pushSubscriptions, type UserRow } from '../db/schema';
import { startLocalPushService, type LocalPushService } from './localPushService';
import { savePushRegistration } from './pushSubscriptionStore';
import { PushDeliveryError, WebPushSender } from './WebPushSender';

const VAPID = webPush.generateVAPIDKeys();
const PAYLOAD: PushPayload = {
  title: 'In 15 minutes: Day 1',
  body: 'Day 1 starts at 9:00 AM.',
  url: '/day-1',
  tag: 't',
};

let database: TestDatabase;
let pushService: LocalPushService;
let member: UserRow;
let sender: WebPushSender;

beforeAll(async () => {
  database = await createTestDatabase();
  pushService = await startLocalPushService();
  const { appId } = await importFixtureApp(database.db, 'alpha', { isDefault: true });
  member = await addMember(database.db, appId, 'ana@example.com');
  sender = new WebPushSender({
    db: database.db,
    vapid: VAPID,
    vapidSubject: 'mailto:ops@example.com',
    log: Fastify({ logger: false }).log,
  });
});

afterAll(async () => {
  await pushService.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(pushSubscriptions);
});

async function register(deviceId: string, token: string, status: 'enabled' | 'disabled' = 'enabled') {
  await savePushRegistration(database.db, {
    appId: member.appId,
    userId: member.id,
    deviceId,
    provider: 'web',
    status,
    token,
    endpoint: (JSON.parse(token) as { endpoint: string }).endpoint,
  });
}

const storedDevices = async () =>
  (await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id)))
    .map((row) => row.deviceId)
    .sort();

describe('WebPushSender', () => {
  it("delivers the payload, encrypted with VAPID, to each of the member's enabled browsers", async () => {
    const phone = await pushService.subscribe(VAPID.publicKey);
    const laptop = await pushService.subscribe(VAPID.publicKey);
    const off = await pushService.subscribe(VAPID.publicKey);
    await register('phone', phone.json);
    await register('laptop', laptop.json);
    await register('off', off.json, 'disabled');

    await sender.send(member.id, PAYLOAD);

    expect(pushService.received(phone).map((text) => JSON.parse(text) as unknown)).toEqual([PAYLOAD]);
    expect(pushService.received(laptop).map((text) => JSON.parse(text) as unknown)).toEqual([PAYLOAD]);
    expect(pushService.received(off)).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410) and still delivers to the others', async () => {
    const gone = await pushService.subscribe(VAPID.publicKey);
    const live = await pushService.subscribe(VAPID.publicKey);
    await register('gone', gone.json);
    await register('live', live.json);
    pushService.expire(gone);

    await sender.send(member.id, PAYLOAD);

    expect(await storedDevices()).toEqual(['live']);
    expect(pushService.received(live)).toHaveLength(1);
  });

  it('throws after trying every device when a push service fails otherwise, keeping the subscription', async () => {
    const live = await pushService.subscribe(VAPID.publicKey);
    // Signed with another key pair than the one the browser subscribed with: the service refuses it (400).
    const strangerKeys = webPush.generateVAPIDKeys();
    const stranger = await pushService.subscribe(strangerKeys.publicKey);
    await register('live', live.json);
    await register('stranger', stranger.json);

    const error = await sender.send(member.id, PAYLOAD).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PushDeliveryError);

    expect(pushService.received(live)).toHaveLength(1);
    expect(await storedDevices()).toEqual(['live', 'stranger']);
    // The retry goes to the device it missed only: the phone that got it is not pushed twice.
    const [missed] = await database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceId, 'stranger'));
    expect((error as PushDeliveryError).failedIds).toEqual([missed!.id]);
    await expect(sender.send(member.id, PAYLOAD, (error as PushDeliveryError).failedIds)).rejects.toThrow(
      PushDeliveryError,
    );
    expect(pushService.received(live)).toHaveLength(1);
  });
});
