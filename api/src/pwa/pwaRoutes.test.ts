import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, testAppOptions, type TestApp } from '../../test/testDatabase';
import { buildApp } from '../buildApp';
import { importContent } from '../content/importContent';
import type { WebAppManifest } from './webAppManifest';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Stride</title><!--stride-preload--></head>' +
  '<body><div id=root></div><!--stride-boot--><script defer src=/shell/main.js></script></body></html>';

let repoRoot: string;
let testApp: TestApp;
let redLogo: string;

beforeAll(async () => {
  repoRoot = await mkdtemp(path.join(tmpdir(), 'stride-pwa-'));
  await mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(repoRoot, 'shell', 'dist', 'index.html'), TEMPLATE);
  await writeFile(path.join(repoRoot, 'shell', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  testApp = await createTestApp({ repoRoot });
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
  redLogo = `data:image/png;base64,${png.toString('base64')}`;
  await importContent(testApp.db, {
    app: {
      slug: 'site',
      name: 'Sunrise Yoga Studio',
      is_default: true,
      theme: { colors: { primary: '#0a7d33' }, default_color_mode: 'dark' },
    },
    pages: [{ path: '/', title: 'Home' }],
  });
  await importContent(testApp.db, {
    app: { slug: 'logo', name: 'Logo Gym', theme: { toolbar: { logo: redLogo } } },
    pages: [{ path: '/', title: 'Home' }],
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(repoRoot, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:3000', accept = '*/*') =>
  testApp.app.inject({ url, headers: { host, accept } });

async function manifestOf(host: string): Promise<WebAppManifest> {
  const response = await get('/manifest.webmanifest', host);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return response.json<WebAppManifest>();
}

describe('the installable app', () => {
  it('serves each app its own manifest with standalone display, a marked start URL and the theme colours', async () => {
    const manifest = await manifestOf('localhost:3000');
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Sunrise Yoga Studio',
      short_name: 'Sunrise Yoga',
      start_url: '/?utm_source=homescreen',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a7d33',
      background_color: '#000000',
    });
    const other = await manifestOf('logo.localhost:3000');
    expect(other.name).toBe('Logo Gym');
    expect(other.icons[0]!.src).not.toBe(manifest.icons[0]!.src);
  });

  it('lists icons from 48 to 512 px, 192 and 512 among them, and a maskable one, each a PNG of its declared size', async () => {
    const manifest = await manifestOf('localhost:3000');
    const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['48x48', '192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await get(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toContain('immutable');
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
    }
  });

  it("draws an app without a logo as its initials on the brand colour, and an app's logo on the toolbar colour", async () => {
    const initials = await manifestOf('localhost:3000');
    const icon = await get(initials.icons.find((i) => i.sizes === '512x512')!.src);
    const { data } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The corner is the brand colour #0a7d33.
    expect([...data.subarray(0, 3)]).toEqual([0x0a, 0x7d, 0x33]);

    const logo = await manifestOf('logo.localhost:3000');
    const logoIcon = await get(logo.icons.find((i) => i.sizes === '512x512')!.src, 'logo.localhost:3000');
    const raw = await sharp(logoIcon.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...raw.data.subarray((y * 512 + x) * 3, (y * 512 + x) * 3 + 3)];
    expect(pixel(0, 0)).toEqual([255, 255, 255]);
    expect(pixel(256, 256)).toEqual([255, 0, 0]);
  });

  it('gives new icon URLs when the logo changes, and no longer serves the old ones', async () => {
    const before = (await manifestOf('logo.localhost:3000')).icons[0]!.src;
    const { apps } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await testApp.db
      .update(apps)
      .set({ theme: { toolbar: { logo: null } } })
      .where(eq(apps.slug, 'logo'));
    // The tenant cache keeps an app for 5 s; a second server on the same database sees the change at once.
    const fresh = await buildApp({ ...testAppOptions(testApp.db, testApp.dataDir), repoRoot });
    try {
      const after = await fresh.inject({ url: '/manifest.webmanifest', headers: { host: 'logo.localhost:3000' } });
      const src = after.json<WebAppManifest>().icons[0]!.src;
      expect(src).not.toBe(before);
      const old = await fresh.inject({ url: before, headers: { host: 'logo.localhost:3000' } });
      expect(old.statusCode).toBe(404);
    } finally {
      await fresh.close();
      await testApp.db
        .update(apps)
        .set({ theme: { toolbar: { logo: redLogo } } })
        .where(eq(apps.slug, 'logo'));
    }
  });

  it('links the manifest, theme colours, favicon and iOS home-screen icon from the page', async () => {
    const page = await get('/', 'localhost:3000', 'text/html');
    const manifest = await manifestOf('localhost:3000');
    const version = /\/icons\/([^/]+)\//.exec(manifest.icons[0]!.src)![1];
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.body).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#0a7d33">');
    expect(page.body).toContain(
      `<link rel="apple-touch-icon" sizes="180x180" href="/icons/${version}/apple-touch-icon.png">`,
    );
    expect(page.body).toContain(
      `<link rel="icon" type="image/png" sizes="32x32" href="/icons/${version}/favicon-32.png">`,
    );
    expect(page.body).toContain('<meta name="apple-mobile-web-app-title" content="Sunrise Yoga">');
  });

  it('serves a favicon.ico holding 16 and 32 px PNGs', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico.readUInt8(6), ico.readUInt8(22)]).toEqual([16, 32]);
    const firstPng = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    expect((await sharp(firstPng).metadata()).width).toBe(16);
  });

  it('serves an offline page in the app colours with its name, that needs no other request', async () => {
    const response = await get('/offline.html', 'localhost:3000', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain("You're offline");
    expect(response.body).toContain('alt="Sunrise Yoga Studio"');
    expect(response.body).toContain('background:#000000');
    expect(response.body).not.toMatch(/<script|<link|src="\//);
  });

  it('serves the service worker at the root, never from a cache, allowed the whole origin', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.body).toContain('addEventListener');
  });

  it('answers 404 for an app that does not exist', async () => {
    expect((await get('/manifest.webmanifest', 'nope.localhost:3000')).statusCode).toBe(404);
  });
});
