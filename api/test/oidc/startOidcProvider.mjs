// A real OpenID Connect provider (oidc-provider) for tests and local development, run as a child process
// because oidc-provider is ESM-only and heavy. It prints one JSON line `{"issuer": "..."}` on stdout once it
// listens, and exits when its stdin closes (the parent ended, even by a crash) or on SIGTERM.
//
// Environment:
//   OIDC_CLIENT_ID, OIDC_CLIENT_SECRET   the one registered client (defaults: stride-test, stride-test-secret)
//   OIDC_REDIRECT_URIS                   the client's redirect URIs, separated by spaces or commas (required)
//   OIDC_PORT                            port on 127.0.0.1 (default 0: any free port)
//
// Sign-in: the authorization request sends the browser to /interaction/<uid>, a plain HTML form with the
// account to sign in as (sub, email, name, email_verified). Posting it signs that account in, and consent is
// granted at once (a first-party client), so the provider then redirects to the client with a code. A
// `cancel` field finishes the interaction with error=access_denied instead, as when a person cancels.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const clientId = process.env.OIDC_CLIENT_ID || 'stride-test';
const clientSecret = process.env.OIDC_CLIENT_SECRET || 'stride-test-secret';
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '').split(/[\s,]+/).filter(Boolean);
if (redirectUris.length === 0) {
  process.stderr.write('startOidcProvider: set OIDC_REDIRECT_URIS\n');
  process.exit(2);
}

/** Accounts by `sub`, as the interaction form last submitted them: { claims, idTokenTtl }. */
const accounts = new Map();

function escapeHtml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

function interactionPage(uid, clientName) {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body>
  <h1>Sign in to ${escapeHtml(clientName)}</h1>
  <form method="post" action="${escapeHtml(action)}">
    <label>Subject <input name="sub" required></label>
    <label>Email <input name="email" type="email"></label>
    <label>Name <input name="name"></label>
    <label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label>
    <button type="submit">Sign in</button>
    <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
  </form>
</body>
</html>`;
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** GET shows the sign-in form; POST signs the submitted account in (or cancels). */
async function interaction(ctx, provider, uid) {
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  if (details.uid !== uid) ctx.throw(400, 'interaction mismatch');
  if (ctx.method === 'GET') {
    ctx.type = 'html';
    ctx.body = interactionPage(uid, details.params.client_id);
    return;
  }
  if (ctx.method !== 'POST') ctx.throw(405);
  const form = await readForm(ctx.req);
  let result;
  if (form.get('cancel')) {
    result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
  } else {
    const sub = form.get('sub')?.trim();
    if (!sub) ctx.throw(400, 'sub is required');
    const ttl = Number(form.get('id_token_ttl'));
    accounts.set(sub, {
      claims: {
        email: form.get('email')?.trim() || undefined,
        // A checkbox is absent when unticked; the test helper sends 'false' explicitly.
        email_verified: form.get('email_verified') === 'true',
        name: form.get('name')?.trim() || undefined,
      },
      idTokenTtl: Number.isInteger(ttl) && ttl > 0 ? ttl : undefined,
    });
    result = { login: { accountId: sub } };
  }
  // interactionFinished answers the request itself (303 to the authorization resume endpoint).
  ctx.respond = false;
  await provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
}

const server = createServer();
await new Promise((resolve) => server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  features: { devInteractions: { enabled: false } },
  pkce: { required: () => true },
  // Apple's scopes are `name email`; Google's `email profile`. Both map to the same claims here.
  scopes: ['openid', 'email', 'profile', 'name'],
  claims: { email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
  // Like Google and Apple, put the scope's claims into the ID token itself, not only the userinfo endpoint.
  conformIdTokenClaims: false,
  ttl: {
    IdToken: (_ctx, token) => accounts.get(token.available?.sub)?.idTokenTtl ?? 3600,
  },
  // A first-party client: no consent screen, the requested scopes are granted as soon as the person signs in.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope(ctx.oidc.params.scope ?? 'openid');
    await grant.save();
    return grant;
  },
  async findAccount(_ctx, sub) {
    const account = accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      async claims() {
        return { sub, ...account.claims };
      },
    };
  },
});

provider.use(async (ctx, next) => {
  const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
  if (!match) return next();
  return interaction(ctx, provider, decodeURIComponent(match[1]));
});

server.on('request', provider.callback());

function stop() {
  server.close();
  server.closeAllConnections();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
