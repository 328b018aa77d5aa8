import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { isApiErrorBody } from '@stride/shared';
import { createTestApp, type TestApp } from '../../test/testDatabase';

let testApp: TestApp;
let origin: string;
const BIG_SCRIPT = 'export const greeting = "hello";\n'.repeat(200);

/** The real application, so paths the router normalises or rejects take the same way as in production. */
beforeAll(async () => {
  testApp = await createTestApp();
  const version = path.join(testApp.dataDir, 'remotes', 'mfe-content', 'v1');
  await mkdir(version, { recursive: true });
  await writeFile(path.join(version, 'remoteEntry.js'), 'var entry = 1;');
  await writeFile(path.join(version, 'big.js'), BIG_SCRIPT);
  await writeFile(path.join(version, 'picture.png'), BIG_SCRIPT);
  await writeFile(path.join(version, '.env'), 'SECRET=1');
  // Beside the served folder, as the embedded database is beside DATA_DIR/remotes.
  await mkdir(path.join(testApp.dataDir, 'db'), { recursive: true });
  await writeFile(path.join(testApp.dataDir, 'db', 'x'), 'database file');
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(() => testApp.close());

/** A GET over a socket with the path exactly as written (inject and fetch resolve "..", an attacker does not). */
function rawGet(rawPath: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path: rawPath, headers: { accept: '*/*' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const entry = '/remotes/mfe-content/v1/remoteEntry.js';

/** A JSON error body with this status and code, never an HTML page. */
function expectApiError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(isApiErrorBody(res.json())).toBe(true);
  expect(res.json().error.code).toBe(code);
}

describe('compressed text assets', () => {
  const big = '/remotes/mfe-content/v1/big.js';

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('serves a script as %s to a client that accepts it, byte for byte', async (encoding, accept, decode) => {
    const res = await testApp.app.inject({ url: big, headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(decode(res.rawPayload).toString('utf8')).toBe(BIG_SCRIPT);
  });

  it('serves the file as it is without Accept-Encoding, to a client that refuses br, and for images', async () => {
    const plain = await testApp.app.inject({ url: big });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    const refused = await testApp.app.inject({ url: big, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const image = await testApp.app.inject({
      url: '/remotes/mfe-content/v1/picture.png',
      headers: { 'accept-encoding': 'br' },
    });
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('leaves byte ranges and small files uncompressed', async () => {
    const part = await testApp.app.inject({ url: big, headers: { 'accept-encoding': 'br', range: 'bytes=0-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('export');
    const small = await testApp.app.inject({ url: entry, headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('serving a static folder', () => {
  it('serves a file with immutable caching, the extra headers and byte ranges', async () => {
    const res = await testApp.app.inject({ url: entry });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('var entry = 1;');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const part = await testApp.app.inject({ url: entry, headers: { range: 'bytes=0-2' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('var');
  });

  it('answers a NUL byte in the path with 400 invalid_input as JSON', async () => {
    expectApiError(
      await testApp.app.inject({ url: '/remotes/mfe-content/v1/remoteEntry.js%00.png' }),
      400,
      'invalid_input',
    );
  });

  it('answers a malformed escape in the path with 400 invalid_input as JSON', async () => {
    expectApiError(await testApp.app.inject({ url: '/remotes/mfe-content/v1/%E0%A4%A.js' }), 400, 'invalid_input');
  });

  it('answers a Range outside the file with 416 range_not_satisfiable and the file length', async () => {
    const res = await testApp.app.inject({ url: entry, headers: { range: 'bytes=500-600' } });
    expectApiError(res, 416, 'range_not_satisfiable');
    expect(res.headers['content-range']).toBe('bytes */14');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a failed If-Match precondition with 412 precondition_failed as JSON', async () => {
    const res = await testApp.app.inject({ url: entry, headers: { 'if-match': '"not-the-etag"' } });
    expectApiError(res, 412, 'precondition_failed');
  });

  it.each([
    '/remotes/../db/x',
    '/remotes/%2e%2e/db/x',
    '/remotes/%2E%2E%2Fdb%2Fx',
    '/remotes/mfe-content/..%2f..%2fdb/x',
    '/remotes/mfe-content/v1/.env',
    '/remotes/mfe-content/v1',
    '/remotes/mfe-content/v1/',
    '/remotes/mfe-content/v1/missing.js',
  ])('answers %s with 404 not_found as JSON, revealing nothing', async (url) => {
    const res = await rawGet(url);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('answers HEAD for a missing file with 404 and no HTML', async () => {
    const res = await testApp.app.inject({ method: 'HEAD', url: '/remotes/mfe-content/v1/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
