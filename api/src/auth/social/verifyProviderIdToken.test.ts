import { createSign, generateKeyPairSync } from 'node:crypto';
import { startOidcTestProvider, type OidcTestProvider } from '../../../test/oidc/oidcTestProvider';
import { AppError } from '../../errors/AppError';
import { createOidcClientCache } from './oidcProviderClient';
import type { SocialProviderSettings } from './socialProviderSettings';
import { isRecentlyIssued, verifyProviderIdToken } from './verifyProviderIdToken';

let provider: OidcTestProvider;
let providers: SocialProviderSettings;
/** One app's clients: discovery runs once for the file, as it does once per app. */
const clients = createOidcClientCache();

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: ['http://localhost:3000/api/auth/social/google/callback'] });
  providers = { google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } };
}, 30_000);
afterAll(() => provider?.stop());

const account = { sub: 'google-123', email: 'Ada@Example.test', name: 'Ada Lovelace' };

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('verifyProviderIdToken', () => {
  it('accepts an ID token the provider issued to this client and returns its identity', async () => {
    const idToken = await provider.idTokenFor(account);
    await expect(verifyProviderIdToken(clients, providers, 'google', idToken)).resolves.toEqual({
      provider: 'google',
      subject: 'google-123',
      email: 'Ada@Example.test',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
  });

  it('reports an unverified email as such', async () => {
    const idToken = await provider.idTokenFor({
      sub: 'google-unverified',
      email: 'x@example.test',
      emailVerified: false,
    });
    await expect(verifyProviderIdToken(clients, providers, 'google', idToken)).resolves.toMatchObject({
      email: 'x@example.test',
      emailVerified: false,
      name: null,
    });
  });

  it('rejects a token whose claims were changed after the provider signed it', async () => {
    const [header, payload, signature] = (await provider.idTokenFor(account)).split('.');
    const tampered = [header, encodePart({ ...decodePart(payload), sub: 'someone-else' }), signature].join('.');
    await expect(verifyProviderIdToken(clients, providers, 'google', tampered)).resolves.toBeNull();
  });

  it('rejects a token with the right claims signed by a key that is not the provider’s', async () => {
    const [header, payload] = (await provider.idTokenFor(account)).split('.');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
    await expect(
      verifyProviderIdToken(clients, providers, 'google', `${header}.${payload}.${signature}`),
    ).resolves.toBeNull();
  });

  it('rejects an unsigned token (alg none)', async () => {
    const payload = decodePart((await provider.idTokenFor(account)).split('.')[1]);
    const unsigned = `${encodePart({ alg: 'none', typ: 'JWT' })}.${encodePart(payload)}.`;
    await expect(verifyProviderIdToken(clients, providers, 'google', unsigned)).resolves.toBeNull();
  });

  it('rejects a token issued to another client', async () => {
    const idToken = await provider.idTokenFor(account);
    const otherClient = { google: { ...providers.google!, clientId: 'another-client' } };
    await expect(verifyProviderIdToken(clients, otherClient, 'google', idToken)).resolves.toBeNull();
  });

  it('rejects a token once it has expired', async () => {
    const idToken = await provider.idTokenFor({ ...account, idTokenTtlSeconds: 1 });
    // Checked as of 2.1 s later rather than after waiting that long: no real wait to stretch on a loaded machine.
    const afterExpiry = new Date(Date.now() + 2_100);
    await expect(verifyProviderIdToken(clients, providers, 'google', idToken, afterExpiry)).resolves.toBeNull();
  });

  it('rejects a token issued more than ten minutes ago, though it has not expired', async () => {
    const idToken = await provider.idTokenFor(account);
    const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await expect(verifyProviderIdToken(clients, providers, 'google', idToken, minutesLater(9))).resolves.toMatchObject({
      subject: 'google-123',
    });
    await expect(verifyProviderIdToken(clients, providers, 'google', idToken, minutesLater(11))).resolves.toBeNull();
  });

  it('rejects a token issued more than a minute ahead of this server’s clock', async () => {
    const idToken = await provider.idTokenFor(account);
    const secondsEarlier = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await expect(
      verifyProviderIdToken(clients, providers, 'google', idToken, secondsEarlier(30)),
    ).resolves.toMatchObject({
      subject: 'google-123',
    });
    await expect(verifyProviderIdToken(clients, providers, 'google', idToken, secondsEarlier(120))).resolves.toBeNull();
  });

  it('answers null for a provider the server has no client for', async () => {
    const idToken = await provider.idTokenFor(account);
    await expect(verifyProviderIdToken(clients, providers, 'apple', idToken)).resolves.toBeNull();
  });

  it.each(['', 'not-a-jwt', 'a.b.c', 'x'.repeat(20_000)])('answers null for the malformed token %#', async (token) => {
    await expect(verifyProviderIdToken(clients, providers, 'google', token)).resolves.toBeNull();
  });

  it('fails with service_unavailable when the provider cannot be reached', async () => {
    const idToken = await provider.idTokenFor(account);
    const unreachable = { google: { ...providers.google!, issuer: 'http://127.0.0.1:1' } };
    const failure = verifyProviderIdToken(clients, unreachable, 'google', idToken);
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});

describe('isRecentlyIssued', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const seconds = now.getTime() / 1000;

  it('accepts an iat of the last ten minutes, or up to a minute ahead', () => {
    expect(isRecentlyIssued(seconds, now)).toBe(true);
    expect(isRecentlyIssued(seconds - 600, now)).toBe(true);
    expect(isRecentlyIssued(seconds + 60, now)).toBe(true);
  });

  it.each([
    ['older than ten minutes', seconds - 601],
    ['more than a minute ahead', seconds + 61],
    ['that is missing', undefined],
    ['that is a string', String(seconds)],
    ['that is not finite', Number.POSITIVE_INFINITY],
  ])('refuses an iat %s', (_case, iat) => {
    expect(isRecentlyIssued(iat, now)).toBe(false);
  });
});
