import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppDatabase } from '../db/AppDatabase';
import { ERROR_CODES } from '../errors/errorCodes';
import { handleError } from '../errors/errorHandler';
import { createTestDatabase } from '../../test/testDatabase';
import { deviceBucket } from './deviceBucket';
import { recordRelease } from './registryService';
import { registerCachePolicy } from '../http/registerCachePolicy';
import { registerRateLimits, type RateLimitsOptions } from '../http/registerRateLimits';
import { FAILURE_REPORT_LIMITS, remotesPlugin } from './remotesPlugin';
import { CANARY_DEVICES_PER_ADDRESS } from './registryService';
import { remoteCanaryDevices, remoteChannels, remoteFailures, remoteVersions } from './remotesSchema';

const TOKEN = 'a'.repeat(64);
let db: AppDatabase;
let close: () => Promise<void>;
let dataDir: string;
let app: FastifyInstance;

/** The plugin as buildApp registers it, with rate limits counted as `rateLimits` says. */
async function remotesApp(rateLimits: RateLimitsOptions): Promise<FastifyInstance> {
  const instance = Fastify();
  instance.setErrorHandler(handleError);
  // As buildApp does: the registry's private answer comes from the one cache policy.
  registerCachePolicy(instance);
  await registerRateLimits(instance, rateLimits);
  await instance.register(remotesPlugin, { prefix: '/api', db, dataDir, publicRemotesUrl: '', operatorToken: TOKEN });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-remotes-plugin-'));
  app = await remotesApp({ redisUrl: null });
});
afterAll(async () => {
  await app.close();
  await close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(remoteFailures);
  await db.delete(remoteCanaryDevices);
  await db.delete(remoteChannels);
  await db.delete(remoteVersions);
});

const auth = { authorization: `Bearer ${TOKEN}` };

async function placeFiles(remote: string, version: string): Promise<void> {
  await mkdir(path.join(dataDir, 'remotes', remote, version), { recursive: true });
  await writeFile(path.join(dataDir, 'remotes', remote, version, 'remoteEntry.js'), 'entry()');
}

/** POST /api/remotes/failures from `remoteAddress` (a test address of its own, so limits do not leak between tests). */
function report(
  headers: Record<string, string>,
  body: { remote: string; version: string },
  remoteAddress = '10.0.0.1',
  to: FastifyInstance = app,
) {
  return to.inject({
    method: 'POST',
    url: '/api/remotes/failures',
    headers,
    remoteAddress,
    payload: { ...body, message: 'ChunkLoadError' },
  });
}

function deviceWhere(test: (bucket: number) => boolean): string {
  for (let i = 0; ; i += 1) if (test(deviceBucket(`d${i}`))) return `d${i}`;
}

/** mfe-auth released as v1 (stable) and v2, with v2 the canary for every device. */
async function canaryForEveryone(): Promise<void> {
  await recordRelease(db, { remote: 'mfe-auth', version: 'v1' });
  await recordRelease(db, { remote: 'mfe-auth', version: 'v2' });
  const canary = await app.inject({
    method: 'POST',
    url: '/api/operator/remotes/mfe-auth/canary',
    headers: auth,
    payload: { version: 'v2', percent: 100 },
  });
  expect(canary.statusCode).toBe(200);
}

/** The registry as `deviceId` at `remoteAddress` boots with it. */
function boot(deviceId: string, remoteAddress = '10.0.0.1') {
  return app.inject({ url: '/api/remotes', headers: { 'x-device-id': deviceId }, remoteAddress });
}

/** The failures `list` shows for mfe-auth@version. */
async function failuresOf(version: string): Promise<number> {
  const list = await app.inject({ url: '/api/operator/remotes', headers: auth });
  const remote = list.json().remotes.find((r: { remote: string }) => r.remote === 'mfe-auth');
  return remote.versions.find((v: { version: string }) => v.version === version).failures;
}

describe('GET /api/remotes', () => {
  it('answers the registry for the calling device, never cached by shared caches', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'v1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'v2' });
    await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/mfe-content/canary',
      headers: auth,
      payload: { version: 'v2', percent: 50 },
    });
    const canaryDevice = deviceWhere((b) => b < 50);
    const stableDevice = deviceWhere((b) => b >= 50);

    const onCanary = await app.inject({ url: '/api/remotes', headers: { 'x-device-id': canaryDevice } });
    expect(onCanary.statusCode).toBe(200);
    expect(onCanary.headers['cache-control']).toBe('private, no-store');
    expect(onCanary.json()).toEqual({
      remotes: {
        'mfe-content': {
          version: 'v2',
          url: '/remotes/mfe-content/v2/remoteEntry.js',
          channel: 'canary',
          fallback: { version: 'v1', url: '/remotes/mfe-content/v1/remoteEntry.js' },
        },
      },
    });
    const onStable = await app.inject({ url: '/api/remotes', headers: { 'x-device-id': stableDevice } });
    expect(onStable.json().remotes['mfe-content']).toMatchObject({ version: 'v1', channel: 'stable' });
    const anonymous = await app.inject({ url: '/api/remotes' });
    expect(anonymous.json().remotes['mfe-content']).toMatchObject({ version: 'v1', channel: 'stable' });
  });
});

describe('POST /api/remotes/failures', () => {
  it('records the failure with the device id and shows it in the operator list', async () => {
    await canaryForEveryone();
    await boot('device-9');
    const response = await app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      headers: { 'x-device-id': 'device-9' },
      payload: { remote: 'mfe-auth', version: 'v2', message: 'ChunkLoadError' },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await db.select().from(remoteFailures);
    expect(row).toMatchObject({ remote: 'mfe-auth', version: 'v2', deviceId: 'device-9', message: 'ChunkLoadError' });
    expect(await failuresOf('v2')).toBe(1);
  });

  it('counts only devices the registry served that version to, not made-up device ids', async () => {
    await canaryForEveryone();
    for (let i = 0; i < 5; i += 1)
      expect((await report({ 'x-device-id': `made-up-${i}` }, { remote: 'mfe-auth', version: 'v2' })).statusCode).toBe(
        204,
      );
    expect(await failuresOf('v2')).toBe(0);
    await boot('served-device');
    await report({ 'x-device-id': 'served-device' }, { remote: 'mfe-auth', version: 'v2' });
    expect(await failuresOf('v2')).toBe(1);
  });

  it('does not count reports for the stable version towards a rollback', async () => {
    await canaryForEveryone();
    await boot('stable-reporter');
    await report({ 'x-device-id': 'stable-reporter' }, { remote: 'mfe-auth', version: 'v1' });
    expect(await failuresOf('v1')).toBe(0);
  });

  it('counts a bounded number of devices per address, however many ids it boots with', async () => {
    await canaryForEveryone();
    for (let i = 0; i < CANARY_DEVICES_PER_ADDRESS + 5; i += 1) {
      expect((await boot(`one-address-${i}`, '10.9.0.1')).json().remotes['mfe-auth'].channel).toBe('canary');
      await report({ 'x-device-id': `one-address-${i}` }, { remote: 'mfe-auth', version: 'v2' }, '10.9.0.1');
    }
    expect(await failuresOf('v2')).toBe(CANARY_DEVICES_PER_ADDRESS);
  });

  it('counts a device that reports the same failure again only once', async () => {
    await canaryForEveryone();
    await boot('device-again');
    for (let i = 0; i < 3; i += 1) {
      const response = await report({ 'x-device-id': 'device-again' }, { remote: 'mfe-auth', version: 'v2' });
      expect(response.statusCode).toBe(204);
    }
    expect(await db.select().from(remoteFailures)).toHaveLength(1);
    expect(await failuresOf('v2')).toBe(1);
  });

  it('serves stable from then on to a canary device that reported the canary failing', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'v1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'v2' });
    await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/mfe-content/canary',
      headers: auth,
      payload: { version: 'v2', percent: 100 },
    });
    const before = await app.inject({ url: '/api/remotes', headers: { 'x-device-id': 'device-sticky' } });
    expect(before.json().remotes['mfe-content']).toMatchObject({ version: 'v2', channel: 'canary' });
    await report({ 'x-device-id': 'device-sticky' }, { remote: 'mfe-content', version: 'v2' });
    const after = await app.inject({ url: '/api/remotes', headers: { 'x-device-id': 'device-sticky' } });
    expect(after.json().remotes['mfe-content']).toEqual({
      version: 'v1',
      url: '/remotes/mfe-content/v1/remoteEntry.js',
      channel: 'stable',
    });
  });

  it('refuses a report without a device id with 400 naming the header', async () => {
    await recordRelease(db, { remote: 'mfe-auth', version: 'v1' });
    const response = await report({}, { remote: 'mfe-auth', version: 'v1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_input', field: 'x-device-id' });
    expect(await db.select().from(remoteFailures)).toEqual([]);
  });

  it('limits the reports of one device, from any address, answering 429 rate_limited', async () => {
    await recordRelease(db, { remote: 'mfe-auth', version: 'v1' });
    const send = (i: number) =>
      report({ 'x-device-id': 'device-flood' }, { remote: 'mfe-auth', version: 'v1' }, `10.1.0.${i}`);
    for (let i = 0; i < FAILURE_REPORT_LIMITS.perDevice; i += 1) expect((await send(i)).statusCode).toBe(204);
    const refused = await send(250);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: ERROR_CODES.rate_limited.message } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Other devices are not affected.
    expect((await report({ 'x-device-id': 'device-calm' }, { remote: 'mfe-auth', version: 'v1' })).statusCode).toBe(
      204,
    );
  });

  it('limits the reports from one address, whatever device ids it sends', async () => {
    await recordRelease(db, { remote: 'mfe-auth', version: 'v1' });
    const send = (i: number) =>
      report({ 'x-device-id': `rotating-${i}` }, { remote: 'mfe-auth', version: 'v1' }, '10.2.0.1');
    for (let i = 0; i < FAILURE_REPORT_LIMITS.perAddress; i += 1) expect((await send(i)).statusCode).toBe(204);
    const refused = await send(FAILURE_REPORT_LIMITS.perAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('holds one limit across API instances that share Redis (REDIS_URL)', async () => {
    // Keys of this run only, removed afterwards: other runs may share the server.
    const nameSpace = `stride-test:${process.pid}:${Date.now()}:`;
    const options = { redisUrl: 'redis://127.0.0.1:6379', nameSpace };
    const [first, second] = await Promise.all([remotesApp(options), remotesApp(options)]);
    const cleaner = new Redis(options.redisUrl);
    try {
      await recordRelease(db, { remote: 'mfe-auth', version: 'v1' });
      const send = (i: number, instance: FastifyInstance) =>
        report({ 'x-device-id': 'device-shared' }, { remote: 'mfe-auth', version: 'v1' }, `10.3.0.${i}`, instance);
      // Half the device's allowance on each instance, then either one refuses.
      for (let i = 0; i < FAILURE_REPORT_LIMITS.perDevice; i += 1)
        expect((await send(i, i % 2 === 0 ? first : second)).statusCode).toBe(204);
      const refused = await send(250, first);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect((await send(251, second)).statusCode).toBe(429);
      // The address limit is shared too: one address, rotating devices, spread over both.
      const fromOneAddress = (i: number, instance: FastifyInstance) =>
        report({ 'x-device-id': `shared-${i}` }, { remote: 'mfe-auth', version: 'v1' }, '10.4.0.1', instance);
      for (let i = 0; i < FAILURE_REPORT_LIMITS.perAddress; i += 1)
        expect((await fromOneAddress(i, i % 2 === 0 ? first : second)).statusCode).toBe(204);
      const refusedAddress = await fromOneAddress(FAILURE_REPORT_LIMITS.perAddress, second);
      expect(refusedAddress.statusCode).toBe(429);
      expect(Number(refusedAddress.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
      const keys = await cleaner.keys(`${nameSpace}*`);
      if (keys.length > 0) await cleaner.del(...keys);
      await cleaner.quit();
    }
  });

  it('rejects an unknown remote with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      payload: { remote: 'mfe-nope', version: 'v1', message: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_input', field: 'remote' });
  });
});

describe('operator routes', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: `Bearer ${'b'.repeat(64)}` }],
    ['a token of another length', { authorization: 'Bearer short' }],
    ['another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answer 401 with %s', async (_label, headers) => {
    for (const [method, url] of [
      ['GET', '/api/operator/remotes'],
      ['POST', '/api/operator/remotes/release'],
      ['POST', '/api/operator/remotes/mfe-content/promote'],
      ['POST', '/api/operator/remotes/mfe-content/rollback'],
      ['POST', '/api/operator/remotes/mfe-content/canary'],
    ] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('operator_unauthorized');
    }
  });

  it('records a release whose files are in the data dir, and refuses one whose files are not', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/release',
      headers: auth,
      payload: { remote: 'mfe-content', version: 'abcdef123456' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('release_files_missing');

    await placeFiles('mfe-content', 'abcdef123456');
    const released = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/release',
      headers: auth,
      payload: { remote: 'mfe-content', version: 'abcdef123456' },
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({
      remote: 'mfe-content',
      version: 'abcdef123456',
      alreadyReleased: false,
      becameStable: true,
    });
  });

  it('records a release served from another origin without local files', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/release',
      headers: auth,
      payload: { remote: 'mfe-checkout', version: 'cdn1', url: 'https://cdn.example.com/checkout/cdn1/remoteEntry.js' },
    });
    expect(response.statusCode).toBe(200);
    const registry = await app.inject({ url: '/api/remotes' });
    expect(registry.json().remotes['mfe-checkout'].url).toBe('https://cdn.example.com/checkout/cdn1/remoteEntry.js');
  });

  it('sets a canary, promotes it and rolls back, answering 4xx with a code for mistakes', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'v1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'v2' });
    const post = (url: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url: `/api/operator/remotes${url}`,
        headers: auth,
        ...(payload ? { payload } : {}),
      });

    expect((await post('/mfe-content/canary', { version: 'v2', percent: 101 })).statusCode).toBe(400);
    expect((await post('/mfe-content/canary', { version: 'v9', percent: 10 })).json().error.code).toBe(
      'unknown_version',
    );
    expect((await post('/mfe-nope/canary', { version: 'v2', percent: 10 })).statusCode).toBe(400);

    const canary = await post('/mfe-content/canary', { version: 'v2', percent: 10 });
    expect(canary.json()).toEqual({ remote: 'mfe-content', stable: 'v1', canary: 'v2', canaryPercent: 10 });
    expect((await post('/mfe-content/promote')).json()).toMatchObject({ stable: 'v2', canary: null });
    expect((await post('/mfe-content/rollback')).json()).toMatchObject({ stable: 'v1', undid: 'stable' });
    const nothing = await post('/mfe-content/rollback');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('nothing_to_roll_back');
  });
});
