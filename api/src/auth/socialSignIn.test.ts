import { eq } from 'drizzle-orm';
import { apps, users } from '../db/schema';
import {
  addMember,
  call,
  clearRateLimits,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
} from '../../test/authTestSupport';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc/oidcTestProvider';
import { freezeWallClock } from '../../test/freezeWallClock';

afterEach(() => jest.useRealTimers());

// Real ID tokens from an OIDC provider the test starts (oidc-provider), verified for real.
let provider: OidcTestProvider;
let t: AuthTestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: ['http://localhost:3000/api/auth/social/google/callback'] });
  const google = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret };
  t = await createAuthTestApp({ socialProviders: { google } });
  // Before the first request, so the tenant cache reads these settings.
  await t.db
    .update(apps)
    .set({ access: { sso_google_enabled: true, sso_apple_enabled: true } })
    .where(eq(apps.id, t.alphaId));
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
beforeEach(() => clearRateLimits(t.db));

/** An ID token the provider signs for this account. */
function idToken(account: { subject: string; email?: string; emailVerified?: boolean }): Promise<string> {
  return provider.idTokenFor({ sub: account.subject, email: account.email, emailVerified: account.emailVerified });
}

const login = (body: unknown, app = 'alpha') => call(t, 'POST', '/auth/login', { app, body });

describe('POST /api/auth/login with a provider', () => {
  it('links a member found by the verified email, then signs in by the provider account', async () => {
    await addMember(t.db, t.alphaId, 'gina@alpha.test', { name: 'Gina' });
    const token = await idToken({ subject: 'google-gina', email: 'Gina@alpha.test' });
    const first = await login({ email: 'gina@alpha.test', provider: 'google', provider_id: token });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'gina@alpha.test', auth_provider: 'google', passwordless: false });
    const again = await login({ email: 'GINA@alpha.test', provider: 'google', provider_id: token });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
    const fetched = await call(t, 'POST', '/auth/fetch', { body: { email: 'gina@alpha.test' } });
    expect(fetched.json()).toEqual({ exists: true, current_provider: 'google', has_password: false });
  });

  it('answers a token that does not verify with 401 invalid_provider_token', async () => {
    const res = await login({ email: 'gina@alpha.test', provider: 'google', provider_id: 'forged' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_provider_token');
  });

  it('refuses a token for another email', async () => {
    const token = await idToken({ subject: 'google-gina', email: 'someone@else.test' });
    const res = await login({ email: 'gina@alpha.test', provider: 'google', provider_id: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_provider_token');
  });

  it('sends a member linked to another provider account to their own way in', async () => {
    const token = await idToken({ subject: 'google-impostor', email: 'gina@alpha.test' });
    const res = await login({ email: 'gina@alpha.test', provider: 'google', provider_id: token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('provider_mismatch');
  });

  it('does not link by an email the provider has not verified', async () => {
    await addMember(t.db, t.alphaId, 'unverified@alpha.test');
    const token = await idToken({ subject: 'google-unverified', email: 'unverified@alpha.test', emailVerified: false });
    const res = await login({ email: 'unverified@alpha.test', provider: 'google', provider_id: token });
    expect(res.statusCode).toBe(409);
  });

  it('answers an email with no member with 401 invalid_credentials', async () => {
    const token = await idToken({ subject: 'google-nobody', email: 'nobody@alpha.test' });
    const res = await login({ email: 'nobody@alpha.test', provider: 'google', provider_id: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
  });

  it('answers 404 social_not_available when the app or the server does not offer the provider', async () => {
    const token = await idToken({ subject: 'google-gina', email: 'gina@alpha.test' });
    const beta = await login({ email: 'gina@alpha.test', provider: 'google', provider_id: token }, 'beta');
    expect(beta.statusCode).toBe(404);
    expect(beta.json().error.code).toBe('social_not_available');
    const apple = await login({ email: 'gina@alpha.test', provider: 'apple', provider_id: token });
    expect(apple.statusCode).toBe(404);
  });

  it('counts forged tokens towards the waits of the account', async () => {
    freezeWallClock();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ email: 'gina@alpha.test', provider: 'google', provider_id: 'forged' })).statusCode).toBe(
        401,
      );
    }
    const res = await login({
      email: 'gina@alpha.test',
      provider: 'google',
      provider_id: await idToken({ subject: 'google-gina', email: 'gina@alpha.test' }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});

describe('POST /api/auth/login with a provider against brute force', () => {
  it('resets the failures of the member it signs in, not those of the email typed', async () => {
    // A provider account whose (unverified) email is someone else's, linked to the attacker's own member.
    await addMember(t.db, t.alphaId, 'victim@alpha.test', { name: 'Victim', password: 'victim password' });
    const attacker = await addMember(t.db, t.alphaId, 'attacker@alpha.test', { name: 'Attacker' });
    await t.db
      .update(users)
      .set({ authProvider: 'google', providerId: 'google-attacker' })
      .where(eq(users.id, attacker.id));
    const guess = (n: number) => login({ email: 'victim@alpha.test', password: `guess ${n}` });
    for (let n = 1; n <= 4; n += 1) expect((await guess(n)).statusCode).toBe(401);

    const token = await idToken({ subject: 'google-attacker', email: 'victim@alpha.test', emailVerified: false });
    const signedIn = await login({ email: 'victim@alpha.test', provider: 'google', provider_id: token });
    expect(signedIn.json().user.id).toBe(attacker.id);

    expect((await guess(5)).statusCode).toBe(401);
    expect((await guess(6)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/sign_up with a provider', () => {
  it('creates a member who signs in with the provider and has no password', async () => {
    const token = await idToken({ subject: 'google-sam', email: 'sam@alpha.test' });
    const res = await call(t, 'POST', '/auth/sign_up', {
      body: { email: 'sam@alpha.test', name: 'Sam Social', provider: 'google', provider_id: token, timezone: 'UTC' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'sam@alpha.test',
      name: 'Sam Social',
      auth_provider: 'google',
      passwordless: false,
      timezone: 'UTC',
    });
    const again = await login({ email: 'sam@alpha.test', provider: 'google', provider_id: token });
    expect(again.json().user.id).toBe(res.json().user.id);
    expect(t.mailer.last('sam@alpha.test', 'welcome')).toBeDefined();
  });

  it('answers a provider account that already has a member with 409 email_taken', async () => {
    const token = await idToken({ subject: 'google-sam', email: 'sam.other@alpha.test' });
    const res = await call(t, 'POST', '/auth/sign_up', {
      body: { email: 'sam.other@alpha.test', name: 'Sam Again', provider: 'google', provider_id: token },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
  });

  it('refuses an email the provider has not verified', async () => {
    const token = await idToken({ subject: 'google-x', email: 'x@alpha.test', emailVerified: false });
    const res = await call(t, 'POST', '/auth/sign_up', {
      body: { email: 'x@alpha.test', name: 'Ex Person', provider: 'google', provider_id: token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_provider_token');
  });
});

describe('GET /api/auth/provider', () => {
  it('answers the provider of the member with that email', async () => {
    const res = await call(t, 'GET', '/auth/provider', { query: { email: 'sam@alpha.test' } });
    expect(res.json()).toEqual({ current_provider: 'google' });
  });

  it('finds the member by a verified provider token when the email is the provider relay one', async () => {
    const token = await idToken({ subject: 'google-sam', email: 'relay-123@privaterelay.test' });
    const res = await call(t, 'GET', '/auth/provider', {
      query: { email: 'relay-123@privaterelay.test', provider: 'google', provider_id: token },
    });
    expect(res.json()).toEqual({ current_provider: 'google' });
    const forged = await call(t, 'GET', '/auth/provider', {
      query: { email: 'relay-123@privaterelay.test', provider: 'google', provider_id: 'forged' },
    });
    expect(forged.json()).toEqual({ current_provider: null });
  });
});

describe('PUT /api/auth/provider', () => {
  it('links the provider to the signed-in member, who can then log in with it', async () => {
    const member = await addMember(t.db, t.alphaId, 'linker@alpha.test', { name: 'Linker', password: 'long enough' });
    const session = await sessionFor(t.db, member);
    const token = await idToken({ subject: 'google-linker', email: 'linker@alpha.test' });
    const res = await call(t, 'PUT', '/auth/provider', {
      session,
      body: { email: 'Linker@alpha.test', provider: 'google', provider_id: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ current_provider: 'google' });
    const social = await login({ email: 'linker@alpha.test', provider: 'google', provider_id: token });
    expect(social.json().user).toMatchObject({ id: member.id, auth_provider: 'google' });
    // The password still works too.
    const fetched = await call(t, 'POST', '/auth/fetch', { body: { email: 'linker@alpha.test' } });
    expect(fetched.json()).toEqual({ exists: true, current_provider: 'google', has_password: true });
  });

  it('refuses a provider account linked to another member, another email, and a forged token', async () => {
    const member = await addMember(t.db, t.alphaId, 'second@alpha.test', { name: 'Second', password: 'long enough' });
    const session = await sessionFor(t.db, member);
    const taken = await call(t, 'PUT', '/auth/provider', {
      session,
      body: {
        email: 'second@alpha.test',
        provider: 'google',
        provider_id: await idToken({ subject: 'google-linker', email: 'second@alpha.test' }),
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('conflict');

    const someoneElse = await call(t, 'PUT', '/auth/provider', {
      session,
      body: {
        email: 'linker@alpha.test',
        provider: 'google',
        provider_id: await idToken({ subject: 'google-second', email: 'second@alpha.test' }),
      },
    });
    expect(someoneElse.statusCode).toBe(403);

    const forged = await call(t, 'PUT', '/auth/provider', {
      session,
      body: { email: 'second@alpha.test', provider: 'google', provider_id: 'forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('invalid_provider_token');
  });
});
