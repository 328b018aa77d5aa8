/**
 * A second app (no shell build) beside the first, each on its own database, readied before any test runs.
 * @apiTestDatabases 2
 */
import { brotliDecompressSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootDataSchemaCheck } from '../../test/bootData';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { eq } from 'drizzle-orm';
import { importContent } from '../content/importContent';
import { apps } from '../db/schema';
import { recordRelease } from '../remotes/registryService';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Stride</title><!--stride-preload--></head>' +
  '<body><div id=root></div><!--stride-boot--><script defer src=/shell/main.js></script></body></html>';

let repoRoot: string;
let testApp: TestApp;

beforeAll(async () => {
  repoRoot = await mkdtemp(path.join(tmpdir(), 'stride-web-'));
  await mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(repoRoot, 'shell', 'dist', 'index.html'), TEMPLATE);
  await writeFile(path.join(repoRoot, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  await mkdir(path.join(repoRoot, 'api', 'dist', 'demo-images'), { recursive: true });
  await writeFile(path.join(repoRoot, 'api', 'dist', 'demo-images', 'coach.0123456789ab.jpg'), 'jpeg');
  testApp = await createTestApp({ repoRoot });
  await importFixtureApp(testApp.db, 'site', { isDefault: true, title: 'Site' });
  await importContent(testApp.db, {
    app: { slug: 'other', name: 'Other' },
    pages: [
      {
        path: '/',
        title: 'Other home',
        blocks: [{ id: 'x', type: 'text', text: 'Breakout? </script><script>alert(1)</script>' }],
      },
    ],
  });
  const remoteDir = path.join(testApp.dataDir, 'remotes', 'mfe-content', 'v1');
  await mkdir(remoteDir, { recursive: true });
  await writeFile(path.join(remoteDir, 'remoteEntry.js'), 'var mfe_content;');
  await writeFile(path.join(remoteDir, '.secret'), 'hidden');
  await recordRelease(testApp.db, { remote: 'mfe-content', version: 'v1' });
});
afterAll(async () => {
  await testApp.close();
  await rm(repoRoot, { recursive: true, force: true });
});

const html = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    url,
    headers: { accept: 'text/html,application/xhtml+xml', host: 'localhost:3000', ...headers },
  });

function bootOf(body: string): unknown {
  const match = /<script id="stride-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(body);
  if (!match) throw new Error('no boot element in the HTML');
  return JSON.parse(match[1]!);
}

describe('the HTML entry', () => {
  it('is compressed for a browser that accepts it', async () => {
    const res = await html('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('id="stride-boot"');
  });

  it('serves index.html with the boot data of the default app, its registry and the public page inlined', async () => {
    const res = await html('/articles/first?utm=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const boot = bootDataSchemaCheck(bootOf(res.body));
    expect(boot.apiBase).toBe('/api');
    expect(boot.config.app.slug).toBe('site');
    expect(boot.registry.remotes['mfe-content']).toMatchObject({
      version: 'v1',
      url: '/remotes/mfe-content/v1/remoteEntry.js',
      channel: 'stable',
    });
    expect(boot.page?.path).toBe('/articles/first');
    expect(boot.page?.data.blocks[0]).toMatchObject({ type: 'text', text: 'first body' });
    expect(res.body).toContain('<title>Site</title>');
  });

  it('preloads the shell script and the content remote entry from the head', async () => {
    const res = await html('/');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/shell/main.js" as="script" />');
    expect(head).toContain('<link rel="preload" href="/remotes/mfe-content/v1/remoteEntry.js" as="script" />');
    expect(res.body).not.toContain('<!--stride-');
  });

  it('does not inline a gated, unknown or member-area page', async () => {
    for (const url of ['/paid', '/nowhere', '/me/messages']) {
      const res = await html(url);
      expect((bootOf(res.body) as { page: unknown }).page).toBeNull();
      expect(res.body).not.toContain('paid secret');
    }
  });

  it('answers a path no page has with 404 and the app, which draws Page Not Found; a member-area path with 200', async () => {
    const missing = await html('/nowhere/at-all');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(bootOf(missing.body)).toMatchObject({ page: null });
    expect((await html('/articles/first')).statusCode).toBe(200);
    expect((await html('/paid')).statusCode).toBe(200);
    expect((await html('/me/messages')).statusCode).toBe(200);
  });

  it('selects the app from a <slug>.localhost host name', async () => {
    const res = await html('/', { host: 'other.localhost:3000' });
    const boot = bootOf(res.body) as { config: { app: { slug: string } }; page: { data: { page: { title: string } } } };
    expect(boot.config.app.slug).toBe('other');
    expect(boot.page.data.page.title).toBe('Other home');
  });

  it('keeps "</script>" in page content from breaking out of the boot element', async () => {
    const res = await html('/', { host: 'other.localhost' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const boot = bootOf(res.body) as { page: { data: { blocks: { text: string }[] } } };
    expect(boot.page.data.blocks[0]!.text).toBe('Breakout? </script><script>alert(1)</script>');
  });

  it('answers an unknown app host with 404', async () => {
    const res = await html('/', { host: 'nobody.localhost:3000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('App not found');
  });

  it('gives a new browser a device id cookie and keeps an existing one', async () => {
    const fresh = await html('/');
    const cookie = String(fresh.headers['set-cookie']);
    expect(cookie).toMatch(/^stride_device=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const deviceId = /stride_device=([^;]+)/.exec(cookie)![1];
    expect((bootOf(fresh.body) as { deviceId: string }).deviceId).toBe(deviceId);

    const returning = await html('/', { cookie: `other=1; stride_device=${deviceId}` });
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect((bootOf(returning.body) as { deviceId: string }).deviceId).toBe(deviceId);
  });

  it('resolves the app through the same cache as the API, not with a query per page load', async () => {
    await importContent(testApp.db, { app: { slug: 'cached', name: 'Cached' }, pages: [{ path: '/', title: 'Home' }] });
    const api = await testApp.app.inject({ url: '/api/config', headers: { 'x-app-slug': 'cached' } });
    expect(api.json().app.name).toBe('Cached');
    await testApp.db.update(apps).set({ name: 'Renamed' }).where(eq(apps.slug, 'cached'));
    const page = await html('/', { host: 'cached.localhost:3000' });
    expect((bootOf(page.body) as { config: { app: { name: string } } }).config.app.name).toBe('Cached');
  });

  it('answers a GET that does not want HTML with a JSON 404', async () => {
    const res = await testApp.app.inject({ url: '/some/page', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('static files', () => {
  it('serves released remotes immutable and to any origin', async () => {
    const res = await testApp.app.inject({ url: '/remotes/mfe-content/v1/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('var mfe_content;');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers missing, hidden and escaping paths under /remotes with 404', async () => {
    for (const url of [
      '/remotes/mfe-content/v2/remoteEntry.js',
      '/remotes/mfe-content/v1/.secret',
      '/remotes/mfe-content/v1/',
      '/remotes/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await testApp.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('serves the shell build under /shell/', async () => {
    const res = await testApp.app.inject({ url: '/shell/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("shell")');
  });
});

describe('without a shell build', () => {
  it('answers HTML requests with 503 saying how to build', async () => {
    const bare = await createTestApp({ repoRoot: path.join(repoRoot, 'missing') });
    try {
      const res = await bare.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('CORS', () => {
  it('lets a page on another origin call the API with the custom headers', async () => {
    const res = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/config',
      headers: {
        origin: 'https://cdn.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-app-slug,x-user-token',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-app-slug');
  });
});

describe('theme', () => {
  it('draws the colour mode the member picked on this device (their cookie) from the first paint', async () => {
    const picked = await html('/', { cookie: 'stride_color_mode=dark' });
    expect(picked.body).toMatch(/<html data-color-mode="dark" lang=en>/);
    const unpicked = await html('/', { cookie: 'stride_color_mode=<b>' });
    expect(unpicked.body).toMatch(/<html lang=en>/);
    expect(unpicked.body).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('serves the self-hosted theme fonts for a year, immutable', async () => {
    const res = await testApp.app.inject({ url: '/fonts/inter/5.3.0/inter-latin-400-normal.woff2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await testApp.app.inject({ url: '/fonts/inter/5.3.0/../package.json' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/fonts/comic-sans/5.3.0/a.woff2' })).statusCode).not.toBe(200);
  });

  it("lets any origin use the fonts and show the demo pictures: a page of the app framed in a page is a sandbox's (origin null)", async () => {
    for (const url of ['/fonts/inter/5.3.0/inter-latin-400-normal.woff2', '/demo-images/coach.0123456789ab.jpg']) {
      const res = await testApp.app.inject({ url, headers: { origin: 'null' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });
});
