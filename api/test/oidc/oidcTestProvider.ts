import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The account the test provider signs in as; its claims go into the ID token. */
export interface OidcTestAccount {
  sub: string;
  /** Omitted: the provider shares no email (as when a person hides it). */
  email?: string;
  /** Default true. */
  emailVerified?: boolean;
  name?: string;
  /** Lifetime of the ID tokens issued to this account (default one hour); short to test expiry. */
  idTokenTtlSeconds?: number;
}

/**
 * Where the provider sent the browser back to the client: a GET to `url` (response_mode query), or, for
 * response_mode form_post, a POST of `form` (application/x-www-form-urlencoded) to `url`.
 */
export interface OidcCallback {
  url: string;
  form: URLSearchParams | null;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows the provider's redirects from an authorization URL, signs `account` in through the sign-in
   * form, and returns the callback the provider sends the browser to, without requesting it.
   */
  signIn(authorizeUrl: string, account: OidcTestAccount): Promise<OidcCallback>;
  /** Like signIn, but the person cancels on the sign-in form: the callback carries error=access_denied. */
  cancel(authorizeUrl: string): Promise<OidcCallback>;
  /** A real ID token for `account`, issued to this client by a full authorization code flow with PKCE. */
  idTokenFor(account: OidcTestAccount): Promise<string>;
  stop(): Promise<void>;
}

export interface StartOidcTestProviderOptions {
  /** Redirect URIs registered for the client; the first one is used by idTokenFor. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

const SCRIPT = path.join(__dirname, 'startOidcProvider.mjs');
const START_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 20;

/** Cookies of one browser session at the provider (one host): name → value. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', attributeValue = ''] = a.split('=');
        const attribute = key.trim().toLowerCase();
        if (attribute === 'max-age') return Number(attributeValue) <= 0;
        if (attribute === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function decodeHtml(value: string): string {
  return value.replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos);/gi, (entity: string, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (code[0] !== '#') return named[code.toLowerCase()] ?? entity;
    return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeHtml(match[1] ?? '') : null;
}

/** The auto-submitting form oidc-provider answers with for response_mode=form_post. */
function parseFormPost(html: string, pageUrl: string): OidcCallback | null {
  const form = /<form\b[^>]*method="post"[^>]*>/i.exec(html)?.[0];
  const action = form ? attribute(form, 'action') : null;
  if (!action) return null;
  const fields = new URLSearchParams();
  for (const [input] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (name) fields.append(name, attribute(input, 'value') ?? '');
  }
  return { url: new URL(action, pageUrl).toString(), form: fields };
}

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

function accountForm(account: OidcTestAccount): URLSearchParams {
  const form = new URLSearchParams({ sub: account.sub, email_verified: String(account.emailVerified ?? true) });
  if (account.email !== undefined) form.set('email', account.email);
  if (account.name !== undefined) form.set('name', account.name);
  if (account.idTokenTtlSeconds !== undefined) form.set('id_token_ttl', String(account.idTokenTtlSeconds));
  return form;
}

/**
 * Walks the browser's path through the provider: redirects, then the sign-in form (posted with `form`),
 * then redirects again until the provider sends the browser to one of `redirectUris`.
 */
async function runAuthorization(
  issuer: string,
  redirectUris: string[],
  authorizeUrl: string,
  form: URLSearchParams,
): Promise<OidcCallback> {
  const callbacks = new Set(redirectUris.map(withoutQuery));
  const jar = new CookieJar();
  let url = authorizeUrl;
  let body: URLSearchParams | null = null;
  for (let step = 0; step < MAX_REDIRECTS; step += 1) {
    if (callbacks.has(withoutQuery(url))) return { url, form: null };
    if (new URL(url).origin !== new URL(issuer).origin) throw new Error(`The provider redirected away to ${url}`);
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body?.toString(),
    });
    jar.store(response);
    body = null;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`The provider answered ${response.status} at ${url}: ${html}`);
    const formPost = parseFormPost(html, url);
    if (formPost && callbacks.has(withoutQuery(formPost.url))) return formPost;
    if (new URL(url).pathname.startsWith('/interaction/')) {
      body = form;
      continue;
    }
    throw new Error(`Unexpected page from the provider at ${url}: ${html.slice(0, 500)}`);
  }
  throw new Error('Too many redirects at the test provider');
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/**
 * Starts a real OpenID Connect provider (oidc-provider, in a child process) on 127.0.0.1 with one client
 * registered for `redirectUris` (authorization code, PKCE S256, client_secret_post). Plain functions and
 * no test-runner globals: usable from Jest and from end-to-end tests. Call stop() when done.
 */
export async function startOidcTestProvider(options: StartOidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'stride-test';
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URIS: options.redirectUris.join(' '),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Kept for the error message if the provider fails to start; read continuously so the pipe never fills.
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The test OIDC provider did not start within ${START_TIMEOUT_MS} ms:\n${stderr}`));
    }, START_TIMEOUT_MS);
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { issuer: string }).issuer);
      } catch {
        reject(new Error(`Unexpected output from the test OIDC provider: ${line}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test OIDC provider exited (${code}) before it was ready:\n${stderr}`));
    });
  });

  const signIn = (authorizeUrl: string, account: OidcTestAccount) =>
    runAuthorization(issuer, options.redirectUris, authorizeUrl, accountForm(account));

  async function idTokenFor(account: OidcTestAccount): Promise<string> {
    const redirectUri = options.redirectUris[0]!;
    const verifier = base64url(randomBytes(32));
    const authorizeUrl = new URL('/auth', issuer);
    authorizeUrl.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: base64url(randomBytes(16)),
      nonce: base64url(randomBytes(16)),
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    const callback = await signIn(authorizeUrl.toString(), account);
    const code = new URL(callback.url).searchParams.get('code');
    if (!code) throw new Error(`No code in the callback ${callback.url}`);
    const response = await fetch(new URL('/token', issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
    const tokens = (await response.json()) as { id_token?: string };
    if (!response.ok || !tokens.id_token) throw new Error(`Token request failed: ${JSON.stringify(tokens)}`);
    return tokens.id_token;
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    cancel: (authorizeUrl) =>
      runAuthorization(issuer, options.redirectUris, authorizeUrl, new URLSearchParams({ cancel: '1' })),
    idTokenFor,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
