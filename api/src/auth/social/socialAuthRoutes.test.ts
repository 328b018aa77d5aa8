import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AUTH_LINK_PARAMS,
  HEADERS,
  SESSION_COOKIE,
  decodeSessionCookie,
  socialStartPath,
  type SocialProvider,
} from '@stride/shared';
import { importFixtureApp } from '../../../test/contentFixtures';
import { startOidcTestProvider, type OidcCallback, type OidcTestProvider } from '../../../test/oidc/oidcTestProvider';
import { createTestApp, type TestApp } from '../../../test/testDatabase';
import { socialLoginStates, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/errorCodes';
import type { OidcClientSettings } from './socialProviderSettings';

const PUBLIC_URL = 'http://localhost:3000';
const BETA_URL = 'http://beta.localhost:3000';

let provider: OidcTestProvider;
let testApp: TestApp;
/** The same server without Apple and with a Google that cannot be reached. */
let otherServer: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({
    redirectUris: [
      `${PUBLIC_URL}/api/auth/social/google/callback`,
      `${PUBLIC_URL}/api/auth/social/apple/callback`,
      `${BETA_URL}/api/auth/social/google/callback`,
    ],
  });
  const settings: OidcClientSettings = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  };
  testApp = await createTestApp({ publicUrl: PUBLIC_URL, socialProviders: { google: settings, apple: settings } });
  const sso = { sso_google_enabled: true, sso_apple_enabled: true };
  await importFixtureApp(testApp.db, 'alpha', { isDefault: true, access: sso });
  await importFixtureApp(testApp.db, 'beta', { access: { sso_google_enabled: true } });
  await importFixtureApp(testApp.db, 'gamma');

  otherServer = await createTestApp({
    publicUrl: PUBLIC_URL,
    socialProviders: { google: { ...settings, issuer: 'http://127.0.0.1:1' } },
  });
  await importFixtureApp(otherServer.db, 'alpha', { isDefault: true, access: sso });
}, 60_000);

afterAll(async () => {
  await provider?.stop();
  await testApp?.close();
  await otherServer?.close();
});

interface StartOptions {
  provider?: SocialProvider;
  returnTo?: string;
  host?: string;
  server?: TestApp;
}

/** GET /api/auth/social/:provider/start as the browser sends it: no X-App-Slug, the app's host. */
function start({ provider: name = 'google', returnTo = '/', host = 'localhost:3000', server = testApp }: StartOptions) {
  return server.app.inject({ url: `/api${socialStartPath(name, returnTo)}`, headers: { host } });
}

async function authorizeUrl(options: StartOptions = {}): Promise<URL> {
  const res = await start(options);
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

/** Delivers the provider's answer to the API as the browser would (GET, or POST for form_post). */
function deliver(callback: OidcCallback, host = new URL(callback.url).host) {
  const url = new URL(callback.url);
  const path = `${url.pathname}${url.search}`;
  if (!callback.form) return testApp.app.inject({ url: path, headers: { host } });
  return testApp.app.inject({
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: callback.form.toString(),
  });
}

async function signInThroughProvider(
  account: Parameters<OidcTestProvider['signIn']>[1],
  options: StartOptions = {},
): Promise<{ location: URL; setCookie: string | undefined }> {
  const callback = await provider.signIn((await authorizeUrl(options)).toString(), account);
  const res = await deliver(callback);
  expect(res.statusCode).toBe(302);
  return { location: new URL(res.headers.location as string), setCookie: res.headers['set-cookie'] as string };
}

function sessionFromCookie(setCookie: string | undefined) {
  const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(setCookie ?? '');
  return decodeSessionCookie(decodeURIComponent(match?.[1] ?? ''));
}

async function member(db: TestApp['db'], email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

describe('GET /api/auth/social/:provider/start', () => {
  it('redirects to the provider with PKCE S256, state, nonce and the registered redirect URI', async () => {
    const url = await authorizeUrl({ returnTo: '/articles?sort=new' });
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/api/auth/social/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.response_mode).toBeUndefined();
    expect(params.state).toMatch(/^[\w-]{22,}$/);
    expect(params.nonce).toMatch(/^[\w-]{22,}$/);

    const [saved] = await testApp.db.select().from(socialLoginStates).where(eq(socialLoginStates.state, params.state!));
    expect(saved).toMatchObject({ provider: 'google', nonce: params.nonce, returnTo: '/articles?sort=new' });
    expect(createHash('sha256').update(saved!.codeVerifier).digest('base64url')).toBe(params.code_challenge);
  });

  it('asks Apple for the name and email scopes with a form_post answer', async () => {
    const params = (await authorizeUrl({ provider: 'apple' })).searchParams;
    expect(params.get('scope')).toBe('openid name email');
    expect(params.get('response_mode')).toBe('form_post');
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/social/apple/callback`);
  });

  it('names the app of a sub-domain in the redirect URI, whatever the request says about itself', async () => {
    const url = await authorizeUrl({ host: 'beta.localhost:3000' });
    expect(url.searchParams.get('redirect_uri')).toBe(`${BETA_URL}/api/auth/social/google/callback`);
  });

  it.each(['//evil.com', 'https://evil.com/x', '/\\evil.com', 'javascript:alert(1)', 'relative/path'])(
    'returns to / instead of %s',
    async (returnTo) => {
      const state = (await authorizeUrl({ returnTo })).searchParams.get('state')!;
      const [saved] = await testApp.db.select().from(socialLoginStates).where(eq(socialLoginStates.state, state));
      expect(saved?.returnTo).toBe('/');
    },
  );

  it('answers 404 social_not_available for an unknown provider', async () => {
    const res = await testApp.app.inject({ url: '/api/auth/social/github/start' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('social_not_available');
  });

  it('answers 404 social_not_available when the app has not enabled the provider', async () => {
    const res = await start({ host: 'gamma.localhost:3000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('social_not_available');
    const apple = await start({ provider: 'apple', host: 'beta.localhost:3000' });
    expect(apple.statusCode).toBe(404);
  });

  it('answers 404 social_not_available when the server has no client for the provider', async () => {
    const res = await start({ provider: 'apple', server: otherServer });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('social_not_available');
  });

  it('sends the member back with a message when the provider cannot be reached', async () => {
    const res = await start({ returnTo: '/members', server: otherServer });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/members`);
    expect(location.searchParams.get(AUTH_LINK_PARAMS.socialError)).toBe(
      'Google sign-in is not available right now. Please try again later.',
    );
    expect(location.hash).toBe('#auth');
  });
});

describe('the provider callback', () => {
  it('signs up a new member, sets the session cookie and marks the sign-up', async () => {
    const { location, setCookie } = await signInThroughProvider(
      { sub: 'g-new', email: 'new.person@alpha.test', name: 'New Person' },
      { returnTo: '/members?tab=1' },
    );
    expect(location.toString()).toBe(`${PUBLIC_URL}/members?tab=1&${AUTH_LINK_PARAMS.socialSignedUp}=1`);
    expect(setCookie).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/HttpOnly/i);

    const created = await member(testApp.db, 'new.person@alpha.test');
    expect(created).toMatchObject({
      name: 'New Person',
      authProvider: 'google',
      providerId: 'g-new',
      passwordHash: null,
      timezone: null,
    });

    const session = sessionFromCookie(setCookie);
    expect(session?.email).toBe('new.person@alpha.test');
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { [HEADERS.userEmail]: session!.email, [HEADERS.userToken]: session!.token },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.email).toBe('new.person@alpha.test');
  });

  it('signs the same member in the next time, without marking a sign-up', async () => {
    await signInThroughProvider({ sub: 'g-again', email: 'again@alpha.test', name: 'Again' });
    const { location, setCookie } = await signInThroughProvider({ sub: 'g-again', email: 'again@alpha.test' });
    expect(location.toString()).toBe(`${PUBLIC_URL}/`);
    expect(sessionFromCookie(setCookie)?.email).toBe('again@alpha.test');
    const rows = await testApp.db.select().from(users).where(eq(users.providerId, 'g-again'));
    expect(rows).toHaveLength(1);
  });

  it('links the provider to the member who already has the verified email', async () => {
    const { location, setCookie } = await signInThroughProvider({ sub: 'g-member', email: 'MEMBER@alpha.test' });
    expect(location.searchParams.has(AUTH_LINK_PARAMS.socialSignedUp)).toBe(false);
    expect(sessionFromCookie(setCookie)?.email).toBe('member@alpha.test');
    expect(await member(testApp.db, 'member@alpha.test')).toMatchObject({
      name: 'Member Person',
      authProvider: 'google',
      providerId: 'g-member',
    });
  });

  it('does not link an existing member to an email the provider did not verify', async () => {
    const { location, setCookie } = await signInThroughProvider({
      sub: 'g-unverified',
      email: 'owner@alpha.test',
      emailVerified: false,
    });
    expect(setCookie).toBeUndefined();
    expect(location.searchParams.get(AUTH_LINK_PARAMS.socialError)).toBe(ERROR_CODES.email_taken.message);
    expect((await member(testApp.db, 'owner@alpha.test'))?.providerId).toBeNull();
  });

  it('does not create a member when the provider shares no email', async () => {
    const { location, setCookie } = await signInThroughProvider({ sub: 'g-no-email' });
    expect(setCookie).toBeUndefined();
    expect(location.searchParams.get(AUTH_LINK_PARAMS.socialError)).toBe(
      'Google did not share your email address, so we could not sign you in.',
    );
    expect(location.hash).toBe('#auth');
  });

  it('takes Apple’s form_post answer, with the name Apple sends only the first time', async () => {
    const callback = await provider.signIn((await authorizeUrl({ provider: 'apple' })).toString(), {
      sub: 'apple-001',
      email: 'apple.person@alpha.test',
    });
    expect(callback.form?.get('code')).toBeTruthy();
    callback.form!.set('user', JSON.stringify({ name: { firstName: 'Ann', lastName: 'Apple' } }));
    const res = await deliver(callback);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?${AUTH_LINK_PARAMS.socialSignedUp}=1`);
    expect(await member(testApp.db, 'apple.person@alpha.test')).toMatchObject({
      name: 'Ann Apple',
      authProvider: 'apple',
      providerId: 'apple-001',
    });
  });

  it('names a new member after their email when the provider shares no name', async () => {
    await signInThroughProvider({ sub: 'g-nameless', email: 'nameless.one@alpha.test' });
    expect((await member(testApp.db, 'nameless.one@alpha.test'))?.name).toBe('nameless.one');
  });

  it('signs in to the app of a sub-domain and returns there', async () => {
    const { location, setCookie } = await signInThroughProvider(
      { sub: 'g-beta', email: 'someone@beta.test', name: 'Beta Person' },
      { host: 'beta.localhost:3000', returnTo: '/articles' },
    );
    expect(location.toString()).toBe(`${BETA_URL}/articles?${AUTH_LINK_PARAMS.socialSignedUp}=1`);
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: {
        [HEADERS.appSlug]: 'beta',
        [HEADERS.userEmail]: 'someone@beta.test',
        [HEADERS.userToken]: sessionFromCookie(setCookie)!.token,
      },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('sends the member back to where they started with a message when they cancel', async () => {
    const callback = await provider.cancel((await authorizeUrl({ returnTo: '/paid' })).toString());
    expect(new URL(callback.url).searchParams.get('error')).toBe('access_denied');
    const res = await deliver(callback);
    expect(res.statusCode).toBe(302);
    expect(res.headers['set-cookie']).toBeUndefined();
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/paid`);
    expect(location.searchParams.get(AUTH_LINK_PARAMS.socialError)).toBe('Sign-in was cancelled.');
    expect(location.hash).toBe('#auth');
  });

  it('refuses a state that was already used', async () => {
    const callback = await provider.signIn((await authorizeUrl()).toString(), {
      sub: 'g-replay',
      email: 'replay@alpha.test',
    });
    expect((await deliver(callback)).headers['set-cookie']).toBeDefined();
    const replay = await deliver(callback);
    expect(replay.headers['set-cookie']).toBeUndefined();
    expect(new URL(replay.headers.location as string).searchParams.get(AUTH_LINK_PARAMS.socialError)).toBe(
      'Your sign-in took too long or was already used. Please try again.',
    );
  });

  it('refuses a state older than ten minutes, still returning to where the member started', async () => {
    const url = await authorizeUrl({ returnTo: '/articles' });
    const callback = await provider.signIn(url.toString(), { sub: 'g-slow', email: 'slow@alpha.test' });
    await testApp.db
      .update(socialLoginStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(socialLoginStates.state, url.searchParams.get('state')!));
    const res = await deliver(callback);
    expect(res.headers['set-cookie']).toBeUndefined();
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/articles');
    expect(location.searchParams.get(AUTH_LINK_PARAMS.socialError)).toMatch(/took too long/);
    expect(await member(testApp.db, 'slow@alpha.test')).toBeUndefined();
  });

  it('refuses an unknown state', async () => {
    const res = await testApp.app.inject({ url: '/api/auth/social/google/callback?code=abc&state=unknown' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `${PUBLIC_URL}/?${AUTH_LINK_PARAMS.socialError}=Your+sign-in+took+too+long+or+was+already+used.+Please+try+again.#auth`,
    );
  });

  it('refuses a state started for another app', async () => {
    const callback = await provider.signIn((await authorizeUrl({ host: 'beta.localhost:3000' })).toString(), {
      sub: 'g-cross',
      email: 'cross@beta.test',
    });
    const res = await deliver(callback, 'localhost:3000');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(new URL(res.headers.location as string).searchParams.has(AUTH_LINK_PARAMS.socialError)).toBe(true);
  });

  it('reports a code the provider does not accept', async () => {
    const url = await authorizeUrl();
    const state = url.searchParams.get('state')!;
    const res = await testApp.app.inject({
      url: `/api/auth/social/google/callback?code=forged&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(new URL(res.headers.location as string).searchParams.get(AUTH_LINK_PARAMS.socialError)).toBe(
      ERROR_CODES.invalid_provider_token.message,
    );
    const left = await testApp.db.select().from(socialLoginStates).where(eq(socialLoginStates.state, state));
    expect(left).toHaveLength(0);
  });

  it('answers 404 social_not_available for a callback of an unknown provider', async () => {
    const res = await testApp.app.inject({ method: 'POST', url: '/api/auth/social/github/callback', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('social_not_available');
  });
});
