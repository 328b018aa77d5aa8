import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { recordRelease } from '../remotes/registryService';
import { registryOrigins } from './registerSecurityHeaders';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Stride</title><!--stride-preload--></head>' +
  '<body><div id=root></div><!--stride-boot--><script defer src=/shell/main.js></script></body></html>';

/** The directives of a Content-Security-Policy header by name, each with its sources. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function shellRepo(): Promise<string> {
  const repoRoot = await mkdtemp(path.join(tmpdir(), 'stride-headers-'));
  await mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(repoRoot, 'shell', 'dist', 'index.html'), TEMPLATE);
  return repoRoot;
}

const page = (t: TestApp, url: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', host: 'localhost:3000' } });

describe('security headers over http', () => {
  let repoRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    repoRoot = await shellRepo();
    t = await createTestApp({
      repoRoot,
      publicRemotesUrl: 'https://cdn.stride.test',
      pageBuilderOrigins: ['https://builder.stride.test'],
    });
    await importFixtureApp(t.db, 'site', { isDefault: true });
    // One remote on this server (served from the CDN), one released at a URL of its own on another origin.
    const remoteDir = path.join(t.dataDir, 'remotes', 'mfe-content', 'v1');
    await mkdir(remoteDir, { recursive: true });
    await writeFile(path.join(remoteDir, 'remoteEntry.js'), 'var mfe_content;');
    await recordRelease(t.db, { remote: 'mfe-content', version: 'v1' });
    await recordRelease(t.db, {
      remote: 'mfe-auth',
      version: 'v2',
      url: 'https://auth-remote.stride.test/mfe-auth/v2/remoteEntry.js',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(repoRoot, { recursive: true, force: true });
  });

  it('sends / with a CSP that allows only this origin and the remotes of its registry', async () => {
    const res = await page(t, '/');
    expect(res.statusCode).toBe(200);
    const csp = directives(res);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.stride.test', 'https://auth-remote.stride.test']);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['frame-src']).toEqual(["'self'", 'https:']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('runs no inline script: every script of / is loaded from a URL or is the JSON boot data', async () => {
    const { body } = await page(t, '/');
    const scripts = [...body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      expect({
        attributes,
        external: /\ssrc=/.test(attributes) || /type="application\/json"/.test(attributes),
      }).toEqual({ attributes, external: true });
    }
  });

  it('lets only the page builders frame ?page-builder, and leaves out the X-Frame-Options that would forbid them', async () => {
    const res = await page(t, '/articles?page-builder');
    expect(directives(res)['frame-ancestors']).toEqual(["'self'", 'https://builder.stride.test']);
    expect(res.headers).not.toHaveProperty('x-frame-options');
    expect(directives(await page(t, '/articles?page-builderx'))['frame-ancestors']).toEqual(["'self'"]);
  });

  it('sends the same headers on API answers, errors included', async () => {
    for (const url of ['/api/config', '/api/no-such-route', '/healthz']) {
      const res = await t.app.inject({ url });
      expect({ url, nosniff: res.headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
      expect(directives(res)['frame-ancestors']).toEqual(["'self'"]);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets other origins load released remote files, which are immutable and public', async () => {
    const res = await t.app.inject({ url: '/remotes/mfe-content/v1/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers over https', () => {
  let repoRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    repoRoot = await shellRepo();
    t = await createTestApp({ repoRoot, publicUrl: 'https://stride.example.com' });
    await importFixtureApp(t.db, 'site', { isDefault: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(repoRoot, { recursive: true, force: true });
  });

  it('adds HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const res = await page(t, '/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res)).toHaveProperty('upgrade-insecure-requests');
    // No page builder configured: ?page-builder is framed by this origin only.
    const builder = await page(t, '/?page-builder');
    expect(directives(builder)['frame-ancestors']).toEqual(["'self'"]);
    expect(builder.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('registryOrigins', () => {
  it('lists each other origin once, canaries and fallbacks included, and never this one', () => {
    expect(
      registryOrigins({
        remotes: {
          'mfe-content': { version: '1', url: '/remotes/mfe-content/1/remoteEntry.js', channel: 'stable' },
          'mfe-auth': {
            version: '3',
            url: 'https://a.test/mfe-auth/3/remoteEntry.js',
            channel: 'canary',
            fallback: { version: '2', url: 'https://b.test:8443/mfe-auth/2/remoteEntry.js' },
          },
          'mfe-account': { version: '1', url: 'https://a.test/mfe-account/1/remoteEntry.js', channel: 'stable' },
        },
      }),
    ).toEqual(['https://a.test', 'https://b.test:8443']);
  });
});
