import type { RemoteRegistry } from '@stride/shared';
import {
  foldersToKeep,
  isDrawnWith,
  isPublicAnswer,
  isStorablePage,
  keptCopyOf,
  pageCacheKey,
  publicApiCacheKey,
  registryFromHtml,
  registryKey,
  remoteFilesToPrecache,
  routeOf,
} from './serviceWorkerRules';

const origin = 'https://acme.example.com';
const get = (path: string, mode = 'cors') => ({ url: new URL(path, origin).href, method: 'GET', mode });
const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name.toLowerCase()] ?? null });

const registry: RemoteRegistry = {
  remotes: {
    'mfe-content': {
      version: 'c2',
      url: '/remotes/mfe-content/c2/remoteEntry.js',
      channel: 'canary',
      fallback: { version: 'c1', url: '/remotes/mfe-content/c1/remoteEntry.js' },
    },
    'mfe-auth': { version: 'a1', url: 'https://cdn.example.net/remotes/mfe-auth/a1/remoteEntry.js', channel: 'stable' },
  },
};

describe('what the service worker does with a request', () => {
  it.each([
    [get('/programs/week-1', 'navigate'), 'navigation'],
    [get('/remotes/mfe-content/c2/remoteEntry.js'), 'remote'],
    [get('/remotes/mfe-content/c2/392.b5d521f9.js'), 'remote'],
    [get('/api/remotes'), 'registry'],
    [get('/api/__/programs/index.json'), 'public-api'],
    [get('/api/__access/abc.json'), 'public-api'],
    [get('/icons/abc123/icon-192.png'), 'icon'],
    [get('/api/members/me'), 'network'],
    [get('/api/threads'), 'network'],
    [{ ...get('/api/__/index.json'), method: 'POST' }, 'network'],
    [{ url: 'https://cdn.example.net/remotes/mfe-auth/a1/remoteEntry.js', method: 'GET', mode: 'cors' }, 'network'],
  ])('routes %j to %s', (request, route) => {
    expect(routeOf(request, origin)).toBe(route);
  });

  it('keeps public API answers only: never one that is private, uncacheable or an error', () => {
    expect(isPublicAnswer({ status: 200, headers: headers({ 'cache-control': 'public, max-age=60' }) })).toBe(true);
    expect(isPublicAnswer({ status: 200, headers: headers({ 'cache-control': 'private, no-store' }) })).toBe(false);
    expect(isPublicAnswer({ status: 200, headers: headers({}) })).toBe(false);
    expect(isPublicAnswer({ status: 403, headers: headers({ 'cache-control': 'public, max-age=60' }) })).toBe(false);
  });

  it('keeps a public API answer under its address without the minute the client asked in, so it is found offline later', () => {
    expect(publicApiCacheKey(`${origin}/api/__/programs/index.json?ts=29512345`)).toBe(
      `${origin}/api/__/programs/index.json`,
    );
    expect(publicApiCacheKey(`${origin}/api/__/es.json?ts=1&x=2`)).toBe(`${origin}/api/__/es.json?x=2`);
  });

  it('keeps pages by path, without a query that may hold a sign-in session, and not the page builder preview', () => {
    expect(pageCacheKey(`${origin}/programs?user_email=a@b.c&user_token=secret`)).toBe(`${origin}/programs`);
    expect(pageCacheKey(`${origin}/?page-builder`)).toBeNull();
    expect(isStorablePage({ status: 200, headers: headers({ 'content-type': 'text/html; charset=utf-8' }) })).toBe(
      true,
    );
    expect(isStorablePage({ status: 404, headers: headers({ 'content-type': 'text/html; charset=utf-8' }) })).toBe(
      false,
    );
  });
});

describe('following the registry', () => {
  it("keeps the served version and a canary's fallback on this origin, nothing else", () => {
    expect([...foldersToKeep(registry, origin)]).toEqual(['/remotes/mfe-content/c2/', '/remotes/mfe-content/c1/']);
  });

  it('tells registries apart by the versions they load', () => {
    const released: RemoteRegistry = {
      remotes: {
        ...registry.remotes,
        'mfe-content': { version: 'c3', url: '/remotes/mfe-content/c3/remoteEntry.js', channel: 'stable' },
      },
    };
    expect(registryKey(released)).not.toBe(registryKey(registry));
    expect(registryKey({ remotes: { ...registry.remotes } })).toBe(registryKey(registry));
  });

  it("fetches a version's entry and every script its exposed entry loads, but not its copies of shared modules", () => {
    const manifest = {
      shared: [{ name: 'react', assets: { js: { sync: ['react.1234abcd.js'], async: [] } } }],
      exposes: [
        {
          path: './entry',
          assets: {
            js: { sync: ['__federation_expose_entry.107ad966.js'], async: ['392.b5d521f9.js'] },
            css: { sync: [], async: [] },
          },
        },
      ],
    };
    expect(remoteFilesToPrecache(`${origin}/remotes/mfe-content/c2/remoteEntry.js`, manifest)).toEqual([
      `${origin}/remotes/mfe-content/c2/remoteEntry.js`,
      `${origin}/remotes/mfe-content/c2/__federation_expose_entry.107ad966.js`,
      `${origin}/remotes/mfe-content/c2/392.b5d521f9.js`,
    ]);
    expect(remoteFilesToPrecache(`${origin}/remotes/mfe-content/c2/remoteEntry.js`, null)).toEqual([
      `${origin}/remotes/mfe-content/c2/remoteEntry.js`,
    ]);
  });

  it('reads the registry from the boot data of a page, and nothing from a page without it', () => {
    const boot = JSON.stringify({ registry, deviceId: 'device-1', page: null }).replace(/</g, '\\u003c');
    const html = `<html><body><div id=root></div><script id="stride-boot" type="application/json">${boot}</script></body></html>`;
    expect(registryFromHtml(html)).toEqual(registry);
    expect(registryFromHtml('<html><body>Not found</body></html>')).toBeNull();
    expect(registryFromHtml('<script id="stride-boot" type="application/json">{oops</script>')).toBeNull();
  });

  it('answers a kept page only while it was drawn with the versions the server last said it serves', () => {
    const html = pageHtml(registry);
    expect(isDrawnWith(html, registryKey(registry))).toBe(true);
    const released: RemoteRegistry = {
      remotes: { 'mfe-content': { version: 'c3', url: '/remotes/mfe-content/c3/remoteEntry.js', channel: 'stable' } },
    };
    expect(isDrawnWith(html, registryKey(released))).toBe(false);
    // Nothing heard from the server yet: the network answers.
    expect(isDrawnWith(html, null)).toBe(false);
    expect(isDrawnWith('<html><body>Not found</body></html>', registryKey(registry))).toBe(false);
  });

  it("marks a kept copy in its boot data and drops its remote preloads, keeping the shell's", () => {
    const html =
      '<head><link rel="preload" href="/shell/main.js" as="script" />' +
      '<link rel="preload" href="/remotes/mfe-content/c2/remoteEntry.js" as="script" />' +
      '<link rel="preload" href="https://cdn.example.net/remotes/mfe-content/c2/__federation_expose_entry.1.js" as="script" />' +
      `</head>${pageHtml(registry)}`;
    const kept = keptCopyOf(html);
    expect(kept).toContain('<link rel="preload" href="/shell/main.js" as="script" />');
    expect(kept).not.toContain('/remotes/mfe-content/c2/remoteEntry.js" as="script"');
    expect(kept).not.toContain('__federation_expose_entry');
    const boot = /<script id="stride-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(kept)![1]!;
    expect(JSON.parse(boot)).toEqual({ keptCopy: true, registry, deviceId: 'device-1', page: null });
  });
});

function pageHtml(pageRegistry: RemoteRegistry): string {
  const boot = JSON.stringify({ registry: pageRegistry, deviceId: 'device-1', page: null }).replace(/</g, '\\u003c');
  return `<html><body><div id=root></div><script id="stride-boot" type="application/json">${boot}</script></body></html>`;
}
