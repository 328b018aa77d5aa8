import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { ensureVapidKeys, loadNotificationSecrets, VAPID_KEYS_FILE } from './notificationSecrets';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-secrets-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('notification secrets', () => {
  it('generate the VAPID key pair once into the data dir, readable by its owner only', async () => {
    const [first, second] = await Promise.all([ensureVapidKeys(dataDir), ensureVapidKeys(dataDir)]);
    expect(second).toEqual(first);
    expect(await ensureVapidKeys(dataDir)).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('take the keys and secret the environment gives, and generate only what it does not', async () => {
    const vapid = webPush.generateVAPIDKeys();
    const fromEnv = await loadNotificationSecrets(
      { vapid, vapidSubject: 'mailto:ops@example.com', unsubscribeSecret: 'a-secret-of-16-chars' },
      dataDir,
    );
    expect(fromEnv).toEqual({
      vapid,
      vapidSubject: 'mailto:ops@example.com',
      unsubscribeSecret: 'a-secret-of-16-chars',
    });
    const generated = await loadNotificationSecrets(
      { vapid: null, vapidSubject: 'mailto:ops@example.com', unsubscribeSecret: null },
      dataDir,
    );
    expect(generated.vapid).toEqual(await ensureVapidKeys(dataDir));
    expect(generated.unsubscribeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await loadNotificationSecrets({ ...generated, vapid: null, unsubscribeSecret: null }, dataDir))
        .unsubscribeSecret,
    ).toBe(generated.unsubscribeSecret);
  });
});
