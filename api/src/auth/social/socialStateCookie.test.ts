import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { clearSocialStateCookie, setSocialStateCookie, socialStateCookieMatches } from './socialStateCookie';

const STATE = 'state-from-openid-client_0123456789';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  app.get<{ Querystring: { secure?: string; clear?: string } }>('/set', async (request, reply) => {
    const secure = request.query.secure === '1';
    if (request.query.clear === '1') clearSocialStateCookie(reply, secure);
    else setSocialStateCookie(reply, STATE, secure);
    return {};
  });
  app.get<{ Querystring: { state: string } }>('/matches', async (request) => ({
    matches: socialStateCookieMatches(request, request.query.state),
  }));
  await app.ready();
});
afterAll(() => app.close());

/** The Set-Cookie header the app sends for `query`. */
async function setCookie(query: string): Promise<string> {
  return String((await app.inject({ url: `/set?${query}` })).headers['set-cookie']);
}

/** Whether a request with this Cookie header proves it started the sign-in with `state`. */
async function matches(cookieHeader: string | undefined, state = STATE): Promise<boolean> {
  const response = await app.inject({
    url: `/matches?state=${encodeURIComponent(state)}`,
    headers: cookieHeader === undefined ? {} : { cookie: cookieHeader },
  });
  return response.json<{ matches: boolean }>().matches;
}

describe('setSocialStateCookie', () => {
  it('lives ten minutes, only under the social routes, out of reach of scripts, Lax over http', async () => {
    expect(await setCookie('')).toMatch(
      /^stride_social_state=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/social\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('is SameSite=None and Secure over https, so Apple’s cross-site form POST carries it', async () => {
    expect(await setCookie('secure=1')).toMatch(/; HttpOnly; Secure; SameSite=None$/);
  });

  it('holds a hash of the state, not the state', async () => {
    expect(await setCookie('')).not.toContain(STATE);
  });
});

describe('clearSocialStateCookie', () => {
  it('expires the cookie with the same path and attributes', async () => {
    expect(await setCookie('secure=1&clear=1')).toBe(
      'stride_social_state=; Max-Age=0; Path=/api/auth/social/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=None',
    );
  });
});

describe('socialStateCookieMatches', () => {
  let header: string;
  beforeAll(async () => {
    header = (await setCookie('')).split(';')[0]!;
  });

  it('matches the cookie of the same sign-in, among other cookies', async () => {
    expect(await matches(header)).toBe(true);
    expect(await matches(`stride_device=abc; ${header}; other=1`)).toBe(true);
  });

  it.each([
    ['no Cookie header', () => undefined],
    ['no such cookie', () => 'stride_device=abc'],
    ['an empty cookie', () => 'stride_social_state='],
    ['the state itself', () => `stride_social_state=${STATE}`],
    ['a truncated hash', () => header.slice(0, -1)],
  ])('refuses %s', async (_case, cookieHeader) => {
    expect(await matches(cookieHeader())).toBe(false);
  });

  it('refuses the cookie of another sign-in', async () => {
    expect(await matches(header, 'another-state')).toBe(false);
  });
});
