import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import type { SessionCredentials } from '@stride/shared';
import { addMember, createAuthTestApp, type AuthTestApp } from '../../test/authTestSupport';
import { hashSessionToken, newSessionToken } from '../auth/sessionTokens';
import { pages, sessions, type UserRow } from '../db/schema';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from './cacheControl';
import type { ApiRoute } from './registerApiDocs';
import { registerCachePolicy } from './registerCachePolicy';

/**
 * The routes that declare `config.cache: 'public'`. A route added to this list must say why its answer is the
 * same for everyone; every other route is private whoever asks and however it answers.
 */
const PUBLIC_ROUTES = new Set(['/api/config', '/api/__/*', '/api/__access/:file', '/api/pages/tree']);

const PASSWORD = 'a-long-enough-password';

function varies(res: LightMyRequestResponse): string[] {
  return String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('Cache-Control of every /api answer', () => {
  let t: AuthTestApp;
  let member: UserRow;
  /** Page ids of the alpha fixture by path. */
  let pageId: Record<string, string>;

  beforeAll(async () => {
    t = await createAuthTestApp();
    member = await addMember(t.db, t.alphaId, 'walker@alpha.test', { password: PASSWORD, name: 'Walker' });
    const rows = await t.db.select({ id: pages.id, path: pages.path }).from(pages).where(eq(pages.appId, t.alphaId));
    pageId = Object.fromEntries(rows.map((row) => [row.path, row.id]));
  });
  afterAll(() => t.close());

  /** Plausible values for a route's parameters: real ids of the fixture where the route takes one. */
  function urlOf(url: string): string {
    const program = pageId['/program']!;
    return url
      .replace(/^\/api\/programs\/:id/, `/api/programs/${program}`)
      .replace(':id', pageId['/members']!)
      .replace(':stageId', pageId['/program/day-1']!)
      .replace(':file', `${pageId['/']}.json`)
      .replace(':contentType', 'articles')
      .replace(':blockId', 'hero')
      .replace(':provider', 'google')
      .replace(':remote', 'mfe-content')
      .replace('*', 'index.json');
  }

  /**
   * Sessions of the member, one for each signed-in call so a logout on the way ends none of the others; made in
   * one statement, as one insert a call took most of this file's time on a loaded machine.
   */
  async function sessionsFor(count: number): Promise<SessionCredentials[]> {
    const tokens = Array.from({ length: count }, () => newSessionToken());
    await t.db
      .insert(sessions)
      .values(tokens.map((token) => ({ appId: member.appId, userId: member.id, tokenHash: hashSessionToken(token) })));
    return tokens.map((token) => ({ email: member.email, token }));
  }

  /** One call as the shell makes it: as a guest, or signed in (with a new session, or the one given). */
  async function ask(method: string, url: string, as: boolean | SessionCredentials, payload?: object) {
    const headers: Record<string, string> = { 'x-app-slug': 'alpha' };
    const session = as === true ? (await sessionsFor(1))[0]! : as || null;
    if (session) {
      headers['x-user-email'] = session.email;
      headers['x-user-token'] = session.token;
    }
    const request: InjectOptions = { method: method as InjectOptions['method'], url, headers };
    if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') request.payload = payload ?? {};
    return t.app.inject(request);
  }

  it('answers every registered route private, no-store unless the route declares it public, whoever asks', async () => {
    const routes: ApiRoute[] = [
      ...t.app.apiRoutes,
      // swagger-ui's own routes are hidden from the document, not from caches.
      { method: 'GET', url: '/api/docs' },
      { method: 'GET', url: '/api/docs/json' },
      { method: 'GET', url: '/api/docs/static/index.html' },
    ];
    expect(routes.length).toBeGreaterThan(60);
    const publicSeen = new Set<string>();
    const memberSessions = await sessionsFor(routes.length);
    for (const [index, { method, url }] of routes.entries()) {
      for (const session of [false, memberSessions[index]!] as const) {
        const signedIn = session !== false;
        const res = await ask(method, urlOf(url), session);
        const answer = { route: `${method} ${url}`, signedIn, status: res.statusCode };
        const cacheControl = res.headers['cache-control'];
        if (PUBLIC_ROUTES.has(url) && cacheControl === PUBLIC_CACHE_CONTROL) {
          publicSeen.add(url);
          expect({ ...answer, success: res.statusCode < 400, varies: varies(res) }).toEqual({
            ...answer,
            success: true,
            varies: expect.arrayContaining(['x-app-slug']),
          });
        } else {
          expect({ ...answer, cacheControl }).toEqual({ ...answer, cacheControl: PRIVATE_NO_STORE });
        }
      }
    }
    // The list above is what the routes declare, not a wish: each of them does answer a guest publicly.
    expect([...publicSeen].sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it.each([
    ['POST', '/api/auth/login', false, { email: 'walker@alpha.test', password: PASSWORD }],
    ['POST', '/api/auth/verify', true, undefined],
    ['GET', '/api/my-content', true, undefined],
    ['GET', '/api/purchases', true, undefined],
    ['GET', '/api/subscriptions', true, undefined],
    ['GET', '/api/programs/subscriptions', true, undefined],
    ['GET', '/api/packages/subscriptions', true, undefined],
    ['GET', '/api/event_occurrences/subscriptions', true, undefined],
    ['GET', '/api/content/articles?progress=not_started', true, undefined],
    ['GET', '/api/programs/:id/access', true, undefined],
    ['GET', '/api/pages/:id/path', true, undefined],
  ])('keeps the member answer of %s %s out of every cache', async (method, url, signedIn, body) => {
    const res = await ask(method, urlOf(url), signedIn, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('serves page JSON publicly only for a page a guest may read', async () => {
    const home = await ask('GET', '/api/__/index.json', false);
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(varies(home)).toContain('x-app-slug');

    const asMember = await ask('GET', '/api/__/members/index.json', true);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const asGuest = await ask('GET', '/api/__/members/index.json', false);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });
});

describe('the cache policy hook', () => {
  async function appWith(routes: (app: FastifyInstance) => void) {
    const app = Fastify();
    registerCachePolicy(app);
    routes(app);
    await app.ready();
    return app;
  }

  it('keeps a Cache-Control a handler set from making an /api answer cacheable, outside /api it stays', async () => {
    const app = await appWith((scope) => {
      scope.get('/api/own', async (_request, reply) => reply.header('cache-control', 'public, max-age=600').send('x'));
      scope.get('/files/own', async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=600').send('x'),
      );
    });
    expect((await app.inject({ url: '/api/own' })).headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect((await app.inject({ url: '/files/own' })).headers['cache-control']).toBe('public, max-age=600');
    await app.close();
  });

  it('varies a public answer on the app slug, keeping what the handler put in Vary, and never an error', async () => {
    const app = await appWith((scope) => {
      scope.get<{ Querystring: { fail?: string } }>(
        '/api/shared',
        { config: { cache: 'public' } },
        async (request, reply) => {
          void reply.header('vary', 'Origin');
          if (request.query.fail) return reply.status(404).send('gone');
          return reply.send('same for all');
        },
      );
    });
    const ok = await app.inject({ url: '/api/shared' });
    expect(ok.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(ok.headers.vary).toBe('Origin, x-app-slug');
    const failed = await app.inject({ url: '/api/shared?fail=1' });
    expect(failed.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    await app.close();
  });
});
