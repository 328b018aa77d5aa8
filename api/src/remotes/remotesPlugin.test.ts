import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import { handleError } from '../errors/errorHandler';
import { createTestDatabase } from '../../test/testDatabase';
import { deviceBucket } from './deviceBucket';
import { recordRelease } from './registryService';
import { remotesPlugin } from './remotesPlugin';
import { remoteChannels, remoteFailures, remoteVersions } from './remotesSchema';

const TOKEN = 'a'.repeat(64);
let db: AppDatabase;
let close: () => Promise<void>;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-remotes-plugin-'));
  app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(remotesPlugin, { prefix: '/api', db, dataDir, publicRemotesUrl: '', operatorToken: TOKEN });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(remoteFailures);
  await db.delete(remoteChannels);
  await db.delete(remoteVersions);
});

const auth = { authorization: `Bearer ${TOKEN}` };

async function placeFiles(remote: string, version: string): Promise<void> {
  await mkdir(path.join(dataDir, 'remotes', remote, version), { recursive: true });
  await writeFile(path.join(dataDir, 'remotes', remote, version, 'remoteEntry.js'), 'entry()');
}

function deviceWhere(test: (bucket: number) => boolean): string {
  for (let i = 0; ; i += 1) if (test(deviceBucket(`d${i}`))) return `d${i}`;
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
    await recordRelease(db, { remote: 'mfe-auth', version: 'v1' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      headers: { 'x-device-id': 'device-9' },
      payload: { remote: 'mfe-auth', version: 'v1', message: 'ChunkLoadError' },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await db.select().from(remoteFailures);
    expect(row).toMatchObject({ remote: 'mfe-auth', version: 'v1', deviceId: 'device-9', message: 'ChunkLoadError' });
    const list = await app.inject({ url: '/api/operator/remotes', headers: auth });
    const auth0 = list.json().remotes.find((r: { remote: string }) => r.remote === 'mfe-auth');
    expect(auth0.versions[0]).toMatchObject({ version: 'v1', failures: 1 });
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
