/**
 * Two apps at once, each on its own database: the api environment readies both before any hook runs.
 * @apiTestDatabases 2
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_ELEMENT_ID, BRAND_COLOR_DEFAULTS, DEFAULT_NAVIGATION } from '@stride/shared';
import { globalConfigSchema } from '@stride/shared/schemas';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importContent } from '../content/importContent';

let testApp: TestApp;
/** A server without social clients, for an app that enables Google. */
let unconfiguredServer: TestApp;
let repoRoot: string;
beforeAll(async () => {
  // A shell build whose index.html takes the inlined boot data, to compare it with GET /api/config.
  repoRoot = await mkdtemp(path.join(tmpdir(), 'stride-config-'));
  await mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Stride</title><!--stride-preload--></head><body><!--stride-boot--></body></html>',
  );
  // The server has a Google client only: Apple is never offered, whatever an app enables.
  testApp = await createTestApp({
    repoRoot,
    socialProviders: {
      google: { issuer: 'https://accounts.google.com', clientId: 'google-client', clientSecret: 'google-secret' },
    },
  });
  await importContent(testApp.db, {
    app: {
      slug: 'themed',
      name: 'Themed',
      is_default: true,
      platform_rewardful_slug: 'ref-1',
      theme: { app_look: 'square', colors: { primary: '#ff0000' }, toolbar: { align: 'left' } },
      access: { is_private: true, sso_google_enabled: true, sso_apple_enabled: true, app_products: ['gold'] },
      locales: [
        { locale: 'en', status: 'default' },
        { locale: 'fr', status: 'published' },
        { locale: 'de', status: 'draft' },
      ],
      navigation: {
        tabs: [
          { kind: 'home' },
          { kind: 'collection', path: '/classes', title: 'Classes', icon: 'ticket' },
          { kind: 'me' },
        ],
      },
    },
    products: [{ slug: 'gold', title: 'Gold', kind: 'one_off', price_cents: 500 }],
    pages: [{ path: '/classes', title: 'Classes', type: 'collection' }],
  });
  await importContent(testApp.db, { app: { slug: 'plain', name: 'Plain' } });
  unconfiguredServer = await createTestApp();
  await importContent(unconfiguredServer.db, {
    app: { slug: 'sso', name: 'SSO', is_default: true, access: { sso_google_enabled: true } },
  });
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await unconfiguredServer.close();
  await rm(repoRoot, { recursive: true, force: true });
});

describe('GET /api/config', () => {
  it('answers the global config of the app, valid against the shared schema', async () => {
    const res = await testApp.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(globalConfigSchema.safeParse(config).success).toBe(true);
    expect(config.app).toEqual({ slug: 'themed', name: 'Themed', platform_rewardful_slug: 'ref-1', links: {} });
    expect(config.access).toMatchObject({
      is_private: true,
      sso_google_enabled: true,
      sso_apple_enabled: false,
      require_sign_in: false,
    });
    expect(config.access.app_products).toHaveLength(1);
  });

  it('offers a social provider only when the app enables it and the server has a client for it', async () => {
    const themed = (await testApp.app.inject({ url: '/api/config' })).json();
    expect(themed.access).toMatchObject({ sso_google_enabled: true, sso_apple_enabled: false });
    const plain = (await testApp.app.inject({ url: '/api/config', headers: { 'x-app-slug': 'plain' } })).json();
    expect(plain.access).toMatchObject({ sso_google_enabled: false, sso_apple_enabled: false });

    const config = (await unconfiguredServer.app.inject({ url: '/api/config' })).json();
    expect(config.access).toMatchObject({ sso_google_enabled: false, sso_apple_enabled: false });
  });

  it('inlines into index.html the same access settings as GET /api/config', async () => {
    const page = await testApp.app.inject({ url: '/', headers: { accept: 'text/html', host: 'localhost:3000' } });
    const boot = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(
      page.body,
    );
    const { config } = JSON.parse(boot?.[1] ?? '{}');
    const api = (await testApp.app.inject({ url: '/api/config' })).json();
    expect(config.access).toEqual(api.access);
    expect(config.access.sso_google_enabled).toBe(true);
  });

  it('fills the theme: owner colours with hex and rgb, defaults for the rest', async () => {
    const { theme } = (await testApp.app.inject({ url: '/api/config' })).json();
    expect(theme.app_look).toBe('square');
    expect(theme.colors.primary).toEqual({ hex: '#ff0000', rgb: '255, 0, 0' });
    expect(theme.colors.light.hex).toBe(BRAND_COLOR_DEFAULTS.light);
    expect(theme.toolbar).toEqual({
      background_color: null,
      logo: null,
      logo_height_ratio: null,
      align: 'left',
      is_hidden: false,
    });
    expect(theme.card_style).toBe('raised');
  });

  it('lists only published and default locales', async () => {
    const { locales } = (await testApp.app.inject({ url: '/api/config' })).json();
    expect(locales).toEqual([
      { locale: 'en', status: 'default' },
      { locale: 'fr', status: 'published' },
    ]);
  });

  it('gives an app without settings the default theme and English', async () => {
    const config = (await testApp.app.inject({ url: '/api/config', headers: { 'x-app-slug': 'plain' } })).json();
    expect(config.theme.colors.primary.hex).toBe(BRAND_COLOR_DEFAULTS.primary);
    expect(config.locales).toEqual([{ locale: 'en', status: 'default' }]);
    expect(config.access.is_private).toBe(false);
  });

  it("delivers the owner's navigation tabs, in the boot data too, and the default tabs to an app without", async () => {
    const { navigation } = (await testApp.app.inject({ url: '/api/config' })).json();
    expect(navigation).toEqual({
      tabs: [
        { kind: 'home' },
        { kind: 'collection', path: '/classes', title: 'Classes', icon: 'ticket' },
        { kind: 'me' },
      ],
    });
    const page = await testApp.app.inject({ url: '/', headers: { accept: 'text/html', host: 'localhost:3000' } });
    const boot = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(
      page.body,
    );
    expect(JSON.parse(boot?.[1] ?? '{}').config.navigation).toEqual(navigation);

    const plain = (await testApp.app.inject({ url: '/api/config', headers: { 'x-app-slug': 'plain' } })).json();
    expect(plain.navigation).toEqual(DEFAULT_NAVIGATION);
  });

  it('is cacheable for a minute, varies by app and revalidates by ETag', async () => {
    const first = await testApp.app.inject({ url: '/api/config' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(String(first.headers.vary)).toMatch(/x-app-slug/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await testApp.app.inject({ url: '/api/config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await testApp.app.inject({
      url: '/api/config',
      headers: { 'x-app-slug': 'plain', 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('stays small', async () => {
    const res = await testApp.app.inject({ url: '/api/config' });
    expect(Buffer.byteLength(res.body)).toBeLessThan(2048);
  });
});
