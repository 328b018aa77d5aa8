/**
 * Two apps at once, each on its own database: the api environment readies both before any hook runs.
 * @apiTestDatabases 2
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  AUTH_LINK_PARAMS,
  HEADERS,
  SESSION_COOKIE,
  decodeSessionCookie,
  socialStartPath,
  type SocialProvider,
} from '@stride/shared';
import { RecordingMailer } from '../../../test/authTestSupport';
import { importFixtureApp } from '../../../test/contentFixtures';
import { startOidcTestProvider, type OidcCallback, type OidcTestProvider } from '../../../test/oidc/oidcTestProvider';
import { createTestApp, type TestApp } from '../../../test/testDatabase';
import { socialLoginStates, users } from '../../db/schema';
import type { OidcClientSettings } from './socialProviderSettings';
import { SOCIAL_STATE_COOKIE } from './socialStateCookie';

const PUBLIC_URL = 'http://localhost:3000';
const BETA_URL = 'http://beta.localhost:3000';
/** A private app: only members its owner added may sign in. */
const DELTA_URL = 'http://delta.localhost:3000';
/** A private app sold by subscription: anyone may sign up to buy. */
const EPSILON_URL = 'http://epsilon.localhost:3000';

let provider: OidcTestProvider;
let testApp: TestApp;
const mailer = new RecordingMailer();
/** The same server without Apple and with a Google that cannot be reached. */
let otherServer: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({
    redirectUris: [
      `${PUBLIC_URL}/api/auth/social/google/callback`,
      `${PUBLIC_URL}/api/auth/social/apple/callback`,
      `${BETA_URL}/api/auth/social/google/callback`,
      `${DELTA_URL}/api/auth/social/google/callback`,
      `${EPSILON_URL}/api/auth/social/google/callback`,
    ],
  });
  const settings: OidcClientSettings = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  };
  testApp = await createTestApp({
    publicUrl: PUBLIC_URL,
    mailer,
    socialProviders: { google: settings, apple: settings },
  });
  const sso = { sso_google_enabled: true, sso_apple_enabled: true };
  await importFixtureApp(testApp.db, 'alpha', { isDefault: true, access: sso });
  await importFixtureApp(testApp.db, 'beta', { access: { sso_google_enabled: true } });
  await importFixtureApp(testApp.db, 'gamma');
  await importFixtureApp(testApp.db, 'delta', { access: { is_private: true, sso_google_enabled: true } });
  await importFixtureApp(testApp.db, 'epsilon', {
    access: { is_private: true, is_subscriber_only: true, sso_google_enabled: true },
  });

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

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

function setCookieNamed(res: LightMyRequestResponse, name: string): string | undefined {
  return setCookies(res).find((cookie) => cookie.startsWith(`${name}=`));
}

/** The shell's session cookie the callback set, if it signed the browser in. */
function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return setCookieNamed(res, SESSION_COOKIE);
}

/** A sign-in one browser started: where /start sent it, and the Cookie header it now sends to the callback. */
interface StartedSignIn {
  url: URL;
  cookie: string;
}

async function beginSignIn(options: StartOptions = {}): Promise<StartedSignIn> {
  const res = await start(options);
  expect(res.statusCode).toBe(302);
  const stateCookie = setCookieNamed(res, SOCIAL_STATE_COOKIE);
  expect(stateCookie).toBeDefined();
  return { url: new URL(res.headers.location as string), cookie: stateCookie!.split(';')[0]! };
}

async function authorizeUrl(options: StartOptions = {}): Promise<URL> {
  return (await beginSignIn(options)).url;
}

interface DeliverOptions {
  /** The browser's Cookie header; none for a browser that did not start the sign-in. */
  cookie?: string;
  host?: string;
}

/** Delivers the provider's answer to the API as the browser would (GET, or POST for form_post). */
function deliver(callback: OidcCallback, { cookie, host = new URL(callback.url).host }: DeliverOptions = {}) {
  const url = new URL(callback.url);
  const path = `${url.pathname}${url.search}`;
  const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}) };
  if (!callback.form) return testApp.app.inject({ url: path, headers });
  return testApp.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: callback.form.toString(),
  });
}

/** The whole journey in one browser: /start, the provider's sign-in form, the callback with the browser's cookie. */
async function signInThroughProvider(
  account: Parameters<OidcTestProvider['signIn']>[1],
  options: StartOptions = {},
): Promise<{ location: URL; sessionCookie: string | undefined; res: LightMyRequestResponse }> {
  const started = await beginSignIn(options);
  const callback = await provider.signIn(started.url.toString(), account);
  const res = await deliver(callback, { cookie: started.cookie });
  expect(res.statusCode).toBe(302);
  return { location: new URL(res.headers.location as string), sessionCookie: sessionCookieOf(res), res };
}

function socialError(location: URL | string): string | null {
  return new URL(location).searchParams.get(AUTH_LINK_PARAMS.socialError);
}

function sessionFromCookie(setCookie: string | undefined) {
  const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(setCookie ?? '');
  return decodeSessionCookie(decodeURIComponent(match?.[1] ?? ''));
}

async function member(db: TestApp['db'], email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

function welcomesTo(email: string) {
  return mailer.sent.filter((sent) => sent.template === 'welcome' && sent.to === email);
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

  it('binds the sign-in to the browser with a ten-minute HttpOnly cookie holding a hash of the state', async () => {
    const res = await start({});
    const state = new URL(res.headers.location as string).searchParams.get('state')!;
    const hash = createHash('sha256').update(state).digest('base64url');
    expect(setCookieNamed(res, SOCIAL_STATE_COOKIE)).toBe(
      `${SOCIAL_STATE_COOKIE}=${hash}; Max-Age=600; Path=/api/auth/social/; HttpOnly; SameSite=Lax`,
    );
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

  it('sends the member back with the code unavailable when the provider cannot be reached', async () => {
    const res = await start({ returnTo: '/members', server: otherServer });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/members`);
    expect(socialError(location)).toBe('unavailable');
    expect(location.hash).toBe('#auth');
    expect(setCookieNamed(res, SOCIAL_STATE_COOKIE)).toBeUndefined();
  });
});

describe('the provider callback', () => {
  it('signs up a new member, sets the session cookie, clears the sign-in cookie and marks the sign-up', async () => {
    const { location, sessionCookie, res } = await signInThroughProvider(
      { sub: 'g-new', email: 'new.person@alpha.test', name: 'New Person' },
      { returnTo: '/members?tab=1' },
    );
    expect(location.toString()).toBe(`${PUBLIC_URL}/members?tab=1&${AUTH_LINK_PARAMS.socialSignedUp}=1`);
    expect(sessionCookie).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(sessionCookie).not.toMatch(/HttpOnly/i);
    expect(setCookieNamed(res, SOCIAL_STATE_COOKIE)).toBe(
      `${SOCIAL_STATE_COOKIE}=; Max-Age=0; Path=/api/auth/social/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    );

    const created = await member(testApp.db, 'new.person@alpha.test');
    expect(created).toMatchObject({
      name: 'New Person',
      authProvider: 'google',
      providerId: 'g-new',
      passwordHash: null,
      timezone: null,
    });

    const session = sessionFromCookie(sessionCookie);
    expect(session?.email).toBe('new.person@alpha.test');
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { [HEADERS.userEmail]: session!.email, [HEADERS.userToken]: session!.token },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.email).toBe('new.person@alpha.test');
  });

  it('sends the new member the welcome email', async () => {
    await signInThroughProvider({ sub: 'g-welcome', email: 'welcome.me@alpha.test', name: 'Wendy Welcome' });
    expect(welcomesTo('welcome.me@alpha.test')).toEqual([
      expect.objectContaining({
        template: 'welcome',
        name: 'Wendy Welcome',
        appName: 'alpha app',
        locale: 'en',
        link: `${PUBLIC_URL}/`,
      }),
    ]);
  });

  it('still signs the new member up when the welcome email cannot be sent', async () => {
    mailer.failing = true;
    try {
      const { location, sessionCookie } = await signInThroughProvider({
        sub: 'g-no-mail',
        email: 'no.mail@alpha.test',
      });
      expect(location.searchParams.get(AUTH_LINK_PARAMS.socialSignedUp)).toBe('1');
      expect(sessionFromCookie(sessionCookie)?.email).toBe('no.mail@alpha.test');
    } finally {
      mailer.failing = false;
    }
  });

  it('signs the same member in the next time, without marking a sign-up or welcoming them again', async () => {
    await signInThroughProvider({ sub: 'g-again', email: 'again@alpha.test', name: 'Again' });
    const { location, sessionCookie } = await signInThroughProvider({ sub: 'g-again', email: 'again@alpha.test' });
    expect(location.toString()).toBe(`${PUBLIC_URL}/`);
    expect(sessionFromCookie(sessionCookie)?.email).toBe('again@alpha.test');
    const rows = await testApp.db.select().from(users).where(eq(users.providerId, 'g-again'));
    expect(rows).toHaveLength(1);
    expect(welcomesTo('again@alpha.test')).toHaveLength(1);
  });

  it('links the provider to the member who already has the verified email', async () => {
    const { location, sessionCookie } = await signInThroughProvider({ sub: 'g-member', email: 'MEMBER@alpha.test' });
    expect(location.searchParams.has(AUTH_LINK_PARAMS.socialSignedUp)).toBe(false);
    expect(sessionFromCookie(sessionCookie)?.email).toBe('member@alpha.test');
    expect(await member(testApp.db, 'member@alpha.test')).toMatchObject({
      name: 'Member Person',
      authProvider: 'google',
      providerId: 'g-member',
    });
    expect(welcomesTo('member@alpha.test')).toHaveLength(0);
  });

  it('does not link an existing member to an email the provider did not verify', async () => {
    const { location, sessionCookie } = await signInThroughProvider({
      sub: 'g-unverified',
      email: 'owner@alpha.test',
      emailVerified: false,
    });
    expect(sessionCookie).toBeUndefined();
    expect(socialError(location)).toBe('email_taken');
    expect((await member(testApp.db, 'owner@alpha.test'))?.providerId).toBeNull();
  });

  it('does not create a member whose email the provider did not verify', async () => {
    const { location, sessionCookie } = await signInThroughProvider({
      sub: 'g-unverified-new',
      email: 'unverified.new@alpha.test',
      emailVerified: false,
    });
    expect(sessionCookie).toBeUndefined();
    expect(socialError(location)).toBe('email_not_verified');
    expect(location.hash).toBe('#auth');
    expect(await member(testApp.db, 'unverified.new@alpha.test')).toBeUndefined();
    expect(welcomesTo('unverified.new@alpha.test')).toHaveLength(0);
  });

  it('does not create a member when the provider shares no email', async () => {
    const { location, sessionCookie } = await signInThroughProvider({ sub: 'g-no-email' });
    expect(sessionCookie).toBeUndefined();
    expect(socialError(location)).toBe('no_email');
    expect(location.hash).toBe('#auth');
  });

  it('takes Apple’s form_post answer, with the name Apple sends only the first time', async () => {
    const started = await beginSignIn({ provider: 'apple' });
    const callback = await provider.signIn(started.url.toString(), {
      sub: 'apple-001',
      email: 'apple.person@alpha.test',
    });
    expect(callback.form?.get('code')).toBeTruthy();
    callback.form!.set('user', JSON.stringify({ name: { firstName: 'Ann', lastName: 'Apple' } }));
    const res = await deliver(callback, { cookie: started.cookie });
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
    const { location, sessionCookie } = await signInThroughProvider(
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
        [HEADERS.userToken]: sessionFromCookie(sessionCookie)!.token,
      },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('sends the member back to where they started with the code cancelled when they cancel', async () => {
    const started = await beginSignIn({ returnTo: '/paid' });
    const callback = await provider.cancel(started.url.toString());
    expect(new URL(callback.url).searchParams.get('error')).toBe('access_denied');
    const res = await deliver(callback, { cookie: started.cookie });
    expect(res.statusCode).toBe(302);
    expect(sessionCookieOf(res)).toBeUndefined();
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/paid`);
    expect(socialError(location)).toBe('cancelled');
    expect(location.hash).toBe('#auth');
  });

  it('refuses a state that was already used', async () => {
    const started = await beginSignIn();
    const callback = await provider.signIn(started.url.toString(), { sub: 'g-replay', email: 'replay@alpha.test' });
    expect(sessionCookieOf(await deliver(callback, { cookie: started.cookie }))).toBeDefined();
    const replay = await deliver(callback, { cookie: started.cookie });
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(socialError(replay.headers.location as string)).toBe('expired');
  });

  it('refuses a state older than ten minutes, still returning to where the member started', async () => {
    const started = await beginSignIn({ returnTo: '/articles' });
    const callback = await provider.signIn(started.url.toString(), { sub: 'g-slow', email: 'slow@alpha.test' });
    await testApp.db
      .update(socialLoginStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(socialLoginStates.state, started.url.searchParams.get('state')!));
    const res = await deliver(callback, { cookie: started.cookie });
    expect(sessionCookieOf(res)).toBeUndefined();
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/articles');
    expect(socialError(location)).toBe('expired');
    expect(await member(testApp.db, 'slow@alpha.test')).toBeUndefined();
  });

  it('refuses an unknown state', async () => {
    const res = await testApp.app.inject({
      url: '/api/auth/social/google/callback?code=abc&state=unknown',
      headers: { cookie: (await beginSignIn()).cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?${AUTH_LINK_PARAMS.socialError}=expired#auth`);
  });

  it('refuses a state started for another app', async () => {
    const started = await beginSignIn({ host: 'beta.localhost:3000' });
    const callback = await provider.signIn(started.url.toString(), { sub: 'g-cross', email: 'cross@beta.test' });
    const res = await deliver(callback, { cookie: started.cookie, host: 'localhost:3000' });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(socialError(res.headers.location as string)).toBe('expired');
  });

  it('reports a code the provider does not accept as failed', async () => {
    const started = await beginSignIn();
    const state = started.url.searchParams.get('state')!;
    const res = await testApp.app.inject({
      url: `/api/auth/social/google/callback?code=forged&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      headers: { cookie: started.cookie },
    });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(socialError(res.headers.location as string)).toBe('failed');
    const left = await testApp.db.select().from(socialLoginStates).where(eq(socialLoginStates.state, state));
    expect(left).toHaveLength(0);
  });

  it('answers 404 social_not_available for a callback of an unknown provider', async () => {
    const res = await testApp.app.inject({ method: 'POST', url: '/api/auth/social/github/callback', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('social_not_available');
  });
});

describe('the provider callback in a browser that did not start the sign-in (login CSRF)', () => {
  it('does not sign in a callback replayed in another browser, which has no sign-in cookie', async () => {
    const attackers = await beginSignIn({ returnTo: '/paid' });
    const callback = await provider.signIn(attackers.url.toString(), { sub: 'g-csrf', email: 'csrf@alpha.test' });
    const res = await deliver(callback);
    expect(res.statusCode).toBe(302);
    expect(sessionCookieOf(res)).toBeUndefined();
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/`);
    expect(socialError(location)).toBe('expired');
    expect(await member(testApp.db, 'csrf@alpha.test')).toBeUndefined();
  });

  it('does not sign in with the cookie of a sign-in that browser started itself', async () => {
    const attackers = await beginSignIn();
    const victims = await beginSignIn();
    const callback = await provider.signIn(attackers.url.toString(), { sub: 'g-csrf-2', email: 'csrf2@alpha.test' });
    const res = await deliver(callback, { cookie: victims.cookie });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(socialError(res.headers.location as string)).toBe('expired');
    expect(await member(testApp.db, 'csrf2@alpha.test')).toBeUndefined();
  });

  it('leaves the cookie of the browser’s own sign-in in place, so that one still succeeds', async () => {
    const attackers = await beginSignIn();
    const victims = await beginSignIn();
    const forged = await provider.signIn(attackers.url.toString(), { sub: 'g-csrf-3', email: 'csrf3@alpha.test' });
    expect(setCookieNamed(await deliver(forged, { cookie: victims.cookie }), SOCIAL_STATE_COOKIE)).toBeUndefined();
    const own = await provider.signIn(victims.url.toString(), { sub: 'g-victim', email: 'victim@alpha.test' });
    const res = await deliver(own, { cookie: victims.cookie });
    expect(sessionFromCookie(sessionCookieOf(res))?.email).toBe('victim@alpha.test');
  });
});

describe('the provider callback of a private app', () => {
  const delta = { host: 'delta.localhost:3000' };

  it('does not create a member, and says registration is closed', async () => {
    const { location, sessionCookie } = await signInThroughProvider(
      { sub: 'g-stranger', email: 'stranger@delta.test' },
      delta,
    );
    expect(sessionCookie).toBeUndefined();
    expect(`${location.origin}${location.pathname}`).toBe(`${DELTA_URL}/`);
    expect(socialError(location)).toBe('registration_closed');
    expect(await member(testApp.db, 'stranger@delta.test')).toBeUndefined();
    expect(welcomesTo('stranger@delta.test')).toHaveLength(0);
  });

  it('links a member the owner added by verified email, then signs them in by the provider account', async () => {
    const linked = await signInThroughProvider({ sub: 'g-delta', email: 'member@delta.test' }, delta);
    expect(sessionFromCookie(linked.sessionCookie)?.email).toBe('member@delta.test');
    expect(linked.location.searchParams.has(AUTH_LINK_PARAMS.socialSignedUp)).toBe(false);
    // The provider account now names its member, whatever email it shares.
    const again = await signInThroughProvider({ sub: 'g-delta', email: 'renamed@delta.test' }, delta);
    expect(sessionFromCookie(again.sessionCookie)?.email).toBe('member@delta.test');
  });

  it('lets anyone sign up to a private app sold by subscription', async () => {
    const { location, sessionCookie } = await signInThroughProvider(
      { sub: 'g-buyer', email: 'buyer@epsilon.test' },
      { host: 'epsilon.localhost:3000' },
    );
    expect(location.toString()).toBe(`${EPSILON_URL}/?${AUTH_LINK_PARAMS.socialSignedUp}=1`);
    expect(sessionFromCookie(sessionCookie)?.email).toBe('buyer@epsilon.test');
  });
});
