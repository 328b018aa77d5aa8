import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_LINK_PARAMS,
  HEADERS,
  appSlugFromHost,
  isSocialProvider,
  type SocialErrorCode,
  type SocialProvider,
} from '@stride/shared';
import type { AppDatabase } from '../../db/AppDatabase';
import type { AppRow } from '../../db/schema';
import type { Mailer } from '../../email/Mailer';
import { AppError } from '../../errors/AppError';
import { firstHeaderValue } from '../../http/firstHeaderValue';
import { appPublicUrl } from '../../tenancy/appPublicUrl';
import type { TenantResolver } from '../../tenancy/createTenantResolver';
import { sendWelcomeEmail } from '../authEmails';
import { emailLocale } from '../emailLocale';
import { createSession } from '../sessionTokens';
import { loadOpenidClient, oidcProviderClient, type OidcProviderClient } from './oidcProviderClient';
import { resolveSocialMember } from './resolveSocialMember';
import {
  isSocialLoginStateExpired,
  saveSocialLoginState,
  takeSocialLoginState,
  type SocialLoginState,
} from './socialLoginStates';
import { offeredSocialProvider, type OidcClientSettings, type SocialProviderSettings } from './socialProviderSettings';
import { socialReturnPath } from './socialReturnPath';
import { setSocialSessionCookie } from './socialSessionCookie';
import { clearSocialStateCookie, setSocialStateCookie, socialStateCookieMatches } from './socialStateCookie';
import { providerIdentity, type ProviderIdentity } from './verifyProviderIdToken';

/** Every answer is a redirect back to the app (or on to the provider), with a Location. */
const redirectSchema = z.unknown().describe('Redirect: no body, a Location header');

export interface SocialAuthRoutesOptions {
  db: AppDatabase;
  publicUrl: string;
  providers: SocialProviderSettings;
  /** Sends the welcome email to a member the callback signed up. */
  mailer: Mailer;
  /** The API's tenant resolver; these routes are browser navigations, which name their app by host. */
  resolveTenant: TenantResolver;
}

/** Apple sends `name email` claims only with these scopes, and then only by form_post. */
const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', apple: 'openid name email' };

const providerParamsSchema = z.object({ provider: z.string() });
const startQuerySchema = z.object({ return_to: z.string().optional() });
/** Whatever the provider sends back is read leniently: every failure ends in a redirect with an error code. */
const callbackFieldsSchema = z.record(z.string(), z.unknown());

/** The callback URL registered at each provider: built from PUBLIC_URL, never from request headers. */
export function socialRedirectUri(appOrigin: string, provider: SocialProvider): string {
  return `${appOrigin}/api/auth/social/${provider}/callback`;
}

function isUnavailable(error: unknown): boolean {
  return error instanceof AppError && error.code === 'service_unavailable';
}

/** The string fields of the provider's answer (query or form), in order. */
function callbackFields(fields: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}

/** Apple sends the person's name only in the `user` form field of their first sign-in. */
function appleUserName(user: string | null): string | null {
  if (!user) return null;
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [name?.firstName, name?.lastName].filter((p): p is string => typeof p === 'string' && !!p.trim());
    return parts.length ? parts.map((p) => p.trim()).join(' ') : null;
  } catch {
    return null;
  }
}

/**
 * Social sign-in by redirect (authorization code + PKCE + nonce + state), under /api:
 * GET /auth/social/:provider/start?return_to=<path> sends the browser to the provider; the provider sends it
 * back to GET (or, for Apple's form_post, POST) /auth/social/:provider/callback, which signs the member in
 * (or up), sets the shell's session cookie and redirects to return_to. Failures redirect to return_to with
 * `social_error=<code>#auth` (a SocialErrorCode), which the auth modal explains in the member's language.
 * /start sets a cookie bound to the state, and the callback signs in only the browser that holds it.
 */
export async function socialAuthRoutes(scope: FastifyInstance, options: SocialAuthRoutesOptions): Promise<void> {
  const { caches } = scope;
  const { db, publicUrl, providers, mailer, resolveTenant } = options;
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  // The host rule of the HTML entry (webRoutes): `<slug>.<public host>` names an app.
  const baseHosts = ['localhost', new URL(publicUrl).hostname];

  // Apple posts its answer as a form; only this plugin's routes accept one.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** X-App-Slug when an API client sends one; for a navigation, the app the host names, else the default app. */
  async function tenantOf(request: FastifyRequest): Promise<AppRow> {
    const slug = firstHeaderValue(request, HEADERS.appSlug) ?? appSlugFromHost(request.headers.host, baseHosts);
    const app = await resolveTenant(slug);
    if (!app) throw new AppError('app_not_found');
    return app;
  }

  function knownProvider(value: string): SocialProvider {
    if (!isSocialProvider(value)) throw new AppError('social_not_available');
    return value;
  }

  function redirectTo(reply: FastifyReply, url: URL): FastifyReply {
    return reply.redirect(url.href, 302);
  }

  /** Back to the app with the error code for the auth modal. */
  function fail(reply: FastifyReply, app: AppRow, returnTo: string, code: SocialErrorCode): FastifyReply {
    const url = new URL(`${appPublicUrl(publicUrl, app)}${returnTo}`);
    url.searchParams.set(AUTH_LINK_PARAMS.socialError, code);
    url.hash = 'auth';
    return redirectTo(reply, url);
  }

  routes.get(
    '/auth/social/:provider/start',
    { schema: { response: { 302: redirectSchema }, params: providerParamsSchema, querystring: startQuerySchema } },
    async (request, reply) => {
      const app = await tenantOf(request);
      const provider = knownProvider(request.params.provider);
      const settings = offeredSocialProvider(providers, app.access, provider);
      if (!settings) throw new AppError('social_not_available');
      const returnTo = socialReturnPath(request.query.return_to);

      let client: OidcProviderClient;
      try {
        client = await oidcProviderClient(caches.oidcClients, settings);
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        request.log.warn({ err: error, provider }, 'social sign-in provider unreachable');
        return fail(reply, app, returnTo, 'unavailable');
      }
      const oidc = await loadOpenidClient();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await saveSocialLoginState(db, { state, appId: app.id, provider, codeVerifier, nonce, returnTo });
      const appOrigin = appPublicUrl(publicUrl, app);
      setSocialStateCookie(reply, state, appOrigin.startsWith('https:'));
      const authorizationUrl = oidc.buildAuthorizationUrl(client.config, {
        redirect_uri: socialRedirectUri(appOrigin, provider),
        scope: SCOPES[provider],
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple returns the name and email scopes only to a form_post callback.
        ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
      });
      return redirectTo(reply, authorizationUrl);
    },
  );

  /** The authorization code exchanged (PKCE verifier, state, nonce checked by openid-client) for the ID token's identity. */
  async function exchangeCode(
    settings: OidcClientSettings,
    app: AppRow,
    provider: SocialProvider,
    saved: SocialLoginState,
    fields: URLSearchParams,
  ): Promise<ProviderIdentity | null> {
    const { config } = await oidcProviderClient(caches.oidcClients, settings);
    const oidc = await loadOpenidClient();
    // The URL the provider answered to: our registered redirect URI with the answer's fields as its query.
    const callbackUrl = new URL(socialRedirectUri(appPublicUrl(publicUrl, app), provider));
    for (const [name, value] of fields) {
      if (name !== 'user') callbackUrl.searchParams.append(name, value);
    }
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    return claims ? providerIdentity(provider, claims) : null;
  }

  async function callback(
    request: FastifyRequest,
    reply: FastifyReply,
    providerParam: string,
    fields: URLSearchParams,
  ): Promise<FastifyReply> {
    const app = await tenantOf(request);
    const provider = knownProvider(providerParam);
    const appOrigin = appPublicUrl(publicUrl, app);
    const secure = appOrigin.startsWith('https:');

    // Login CSRF: only the browser that started this sign-in may finish it. Checked before the state is
    // taken, so a callback delivered to another browser cannot spend the state of its rightful one; and
    // that browser's own cookie, which belongs to another sign-in, stays in place.
    const stateValue = fields.get('state');
    if (!stateValue || !socialStateCookieMatches(request, stateValue)) {
      return fail(reply, app, '/', 'expired');
    }
    clearSocialStateCookie(reply, secure);
    const saved = await takeSocialLoginState(db, stateValue);
    if (!saved || saved.appId !== app.id || saved.provider !== provider) return fail(reply, app, '/', 'expired');
    const { returnTo } = saved;
    if (isSocialLoginStateExpired(saved)) return fail(reply, app, returnTo, 'expired');

    const error = fields.get('error');
    if (error) return fail(reply, app, returnTo, error === 'access_denied' ? 'cancelled' : 'failed');
    const settings = offeredSocialProvider(providers, app.access, provider);
    if (!settings) return fail(reply, app, returnTo, 'not_available');

    let identity: ProviderIdentity | null;
    try {
      identity = await exchangeCode(settings, app, provider, saved, fields);
    } catch (exchangeError) {
      request.log.warn({ err: exchangeError, provider }, 'social sign-in code exchange failed');
      return fail(reply, app, returnTo, isUnavailable(exchangeError) ? 'unavailable' : 'failed');
    }
    if (!identity) return fail(reply, app, returnTo, 'failed');

    const result = await resolveSocialMember(db, caches, app, {
      ...identity,
      name: identity.name ?? (provider === 'apple' ? appleUserName(fields.get('user')) : null),
    });
    if ('failure' in result) return fail(reply, app, returnTo, result.failure);

    const { user, signedUp } = result;
    if (signedUp) {
      const context = { mailer, publicUrl, app, to: user.email, locale: emailLocale(user, request) };
      await sendWelcomeEmail(context, user.name, request.log);
    }
    const { token } = await createSession(db, app.id, user.id);
    const target = new URL(`${appOrigin}${returnTo}`);
    if (signedUp) target.searchParams.set(AUTH_LINK_PARAMS.socialSignedUp, '1');
    setSocialSessionCookie(reply, { email: user.email, token }, secure);
    return redirectTo(reply, target);
  }

  routes.get(
    '/auth/social/:provider/callback',
    { schema: { response: { 302: redirectSchema }, params: providerParamsSchema, querystring: callbackFieldsSchema } },
    (request, reply) => callback(request, reply, request.params.provider, callbackFields(request.query)),
  );
  routes.post(
    '/auth/social/:provider/callback',
    {
      schema: {
        response: { 302: redirectSchema },
        params: providerParamsSchema,
        body: callbackFieldsSchema.optional(),
      },
    },
    (request, reply) => callback(request, reply, request.params.provider, callbackFields(request.body)),
  );
}
