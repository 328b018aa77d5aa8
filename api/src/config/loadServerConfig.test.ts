import path from 'node:path';
import { startServer } from '../startup';
import { checkServerCanStart, loadServerConfig, ServerConfigError } from './loadServerConfig';

const root = '/srv/stride';

describe('loadServerConfig', () => {
  it('uses working defaults when nothing is set', () => {
    expect(loadServerConfig({}, root)).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve(root, '.data'),
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      nodeEnv: 'development',
      publicRemotesUrl: '',
      repoRoot: root,
      shellDistDir: path.resolve(root, 'shell', 'dist'),
      logLevel: 'info',
      smtpUrl: null,
      mailFrom: 'Stride <no-reply@stride.localhost>',
      socialProviders: {},
      trustProxy: false,
      redisUrl: null,
      pageBuilderOrigins: [],
      unsafeSkipFsync: false,
      payments: { kind: 'sandbox' },
      apple: null,
      realtime: { transport: 'local', key: 'stride', secret: null },
      notifications: { vapid: null, vapidSubject: 'mailto:operator@localhost', unsubscribeSecret: null },
      shutdownDrainMs: 0,
    });
  });

  it('drains a stopping server for two seconds in production unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    expect(loadServerConfig({ NODE_ENV: 'production' }, root).shutdownDrainMs).toBe(2000);
    expect(loadServerConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' }, root).shutdownDrainMs).toBe(0);
    expect(loadServerConfig({ SHUTDOWN_DRAIN_MS: '5000' }, root).shutdownDrainMs).toBe(5000);
    for (const value of ['-1', '1.5', '2s', '60001'])
      expect(() => loadServerConfig({ SHUTDOWN_DRAIN_MS: value }, root)).toThrow(
        new ServerConfigError(`SHUTDOWN_DRAIN_MS must be milliseconds from 0 to 60000, got "${value}"`),
      );
  });

  it('shares realtime channels through REDIS_URL, and refuses a half-set Pusher app naming its variables', () => {
    expect(loadServerConfig({ REDIS_URL: 'redis://cache:6379/0' }, root).realtime).toEqual({
      transport: 'redis',
      redisUrl: 'redis://cache:6379/0',
      key: 'stride',
      secret: null,
    });
    expect(() => loadServerConfig({ PUSHER_KEY: 'k' }, root)).toThrow(ServerConfigError);
    expect(() => loadServerConfig({ PUSHER_KEY: 'k' }, root)).toThrow(/PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET/);
  });

  it('takes payments with Stripe when its keys are set, and never with the sandbox in production', () => {
    const stripe = loadServerConfig(
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' },
      root,
    );
    expect(stripe.payments).toEqual({
      kind: 'stripe',
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        publishableKey: null,
        apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      },
    });
    expect(() => loadServerConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, root)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadServerConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x' }, root).payments).toEqual({ kind: 'none' });
    expect(loadServerConfig({ PAYMENTS_SANDBOX: 'off' }, root).payments).toEqual({ kind: 'none' });
  });

  it('reads PAGE_BUILDER_ORIGINS as a list of origins and refuses one with a path', () => {
    const config = loadServerConfig(
      { PAGE_BUILDER_ORIGINS: 'https://builder.example.com, http://localhost:4000/' },
      root,
    );
    expect(config.pageBuilderOrigins).toEqual(['https://builder.example.com', 'http://localhost:4000']);
    expect(() => loadServerConfig({ PAGE_BUILDER_ORIGINS: 'https://builder.example.com/edit' }, root)).toThrow(
      new ServerConfigError(
        'PAGE_BUILDER_ORIGINS lists origins like https://builder.example.com, got "https://builder.example.com/edit"',
      ),
    );
    expect(() => loadServerConfig({ PAGE_BUILDER_ORIGINS: 'builder.example.com' }, root)).toThrow(
      /PAGE_BUILDER_ORIGINS must be an absolute URL/,
    );
  });

  it('reads every variable and resolves a relative DATA_DIR against the repository root', () => {
    const config = loadServerConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        PUBLIC_URL: 'https://app.example.com/',
        DATABASE_URL: 'postgres://u@db:5432/stride',
        NODE_ENV: 'production',
        REMOTES_PUBLIC_URL: 'https://cdn.example.com',
        SHELL_DIST_DIR: 'e2e/bench/monolith/dist',
        LOG_LEVEL: 'warn',
        REDIS_URL: 'redis://cache:6379/0',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/stride/var/data',
      publicUrl: 'https://app.example.com',
      databaseUrl: 'postgres://u@db:5432/stride',
      nodeEnv: 'production',
      publicRemotesUrl: 'https://cdn.example.com',
      shellDistDir: '/srv/stride/e2e/bench/monolith/dist',
      logLevel: 'warn',
      redisUrl: 'redis://cache:6379/0',
    });
  });

  it('rejects a REDIS_URL that is not a redis:// or rediss:// URL', () => {
    expect(() => loadServerConfig({ REDIS_URL: 'cache:6379' }, root)).toThrow(/REDIS_URL must use redis or rediss/);
    expect(() => loadServerConfig({ REDIS_URL: 'not a url' }, root)).toThrow(/REDIS_URL must be a URL/);
  });

  it('keeps an absolute DATA_DIR and listens on every interface in production', () => {
    const config = loadServerConfig({ DATA_DIR: '/data', NODE_ENV: 'production' }, root);
    expect(config.dataDir).toBe('/data');
    expect(config.host).toBe('0.0.0.0');
  });

  it('accepts every pino level in any case', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(loadServerConfig({ LOG_LEVEL: level.toUpperCase() }, root).logLevel).toBe(level);
    }
  });

  it('rejects an unknown LOG_LEVEL, listing the levels it accepts', () => {
    expect(() => loadServerConfig({ LOG_LEVEL: 'verbose' }, root)).toThrow(
      new ServerConfigError('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'),
    );
  });

  it('treats empty values as unset', () => {
    expect(loadServerConfig({ PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' }, root)).toMatchObject({
      port: 3000,
      databaseUrl: null,
      logLevel: 'info',
    });
  });

  it("configures a social provider from its client id and secret, with the provider's own issuer by default", () => {
    const config = loadServerConfig(
      {
        SSO_GOOGLE_CLIENT_ID: 'google-id',
        SSO_GOOGLE_CLIENT_SECRET: 'google-secret',
        SSO_APPLE_ISSUER: 'http://127.0.0.1:4400/',
        SSO_APPLE_CLIENT_ID: 'com.example.web',
        SSO_APPLE_CLIENT_SECRET: 'apple-secret-jwt',
      },
      root,
    );
    expect(config.socialProviders).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'google-id', clientSecret: 'google-secret' },
      apple: { issuer: 'http://127.0.0.1:4400', clientId: 'com.example.web', clientSecret: 'apple-secret-jwt' },
    });
  });

  it('leaves a provider without client id and secret unconfigured, whatever its issuer', () => {
    const config = loadServerConfig(
      { SSO_GOOGLE_ISSUER: 'https://accounts.example.com', SSO_APPLE_CLIENT_ID: ' ' },
      root,
    );
    expect(config.socialProviders).toEqual({});
  });

  it.each([
    [{ SSO_GOOGLE_CLIENT_ID: 'id' }, /SSO_GOOGLE_CLIENT_ID and SSO_GOOGLE_CLIENT_SECRET/],
    [{ SSO_APPLE_CLIENT_SECRET: 'secret' }, /SSO_APPLE_CLIENT_ID and SSO_APPLE_CLIENT_SECRET/],
    [{ SSO_GOOGLE_CLIENT_ID: 'id', SSO_GOOGLE_CLIENT_SECRET: 's', SSO_GOOGLE_ISSUER: 'accounts' }, /SSO_GOOGLE_ISSUER/],
    [
      { SSO_GOOGLE_CLIENT_ID: 'id', SSO_GOOGLE_CLIENT_SECRET: 's', SSO_GOOGLE_ISSUER: 'http://idp.example.com' },
      /SSO_GOOGLE_ISSUER must use https/,
    ],
  ])('rejects an incomplete or insecure social provider %p', (env, message) => {
    expect(() => loadServerConfig(env, root)).toThrow(ServerConfigError);
    expect(() => loadServerConfig(env, root)).toThrow(message);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ REMOTES_PUBLIC_URL: 'ftp://cdn' }, /REMOTES_PUBLIC_URL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ REALTIME_KEY: 'a/b' }, /REALTIME_KEY/],
  ])('rejects %p with a message naming the variable', (env, message) => {
    expect(() => loadServerConfig(env, root)).toThrow(ServerConfigError);
    expect(() => loadServerConfig(env, root)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadServerConfig({ TRUST_PROXY: value }, root).trustProxy;

  it('trusts no proxy for false, 0 or nothing', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy(' ')).toBe(false);
  });

  it('refuses a bare true, saying what to write instead: it would let any client pick its address', () => {
    for (const value of ['true', 'TRUE']) {
      expect(() => trustProxy(value)).toThrow(ServerConfigError);
      expect(() => trustProxy(value)).toThrow(
        /TRUST_PROXY=true trusts any client.*addresses or CIDR ranges.*hop count/,
      );
    }
  });

  it('trusts a number of proxy hops in front of the server', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('trusts the proxies at the listed addresses, CIDR ranges and reserved range names', () => {
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,fd00::/8 ,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each([['proxy.internal'], ['10.0.0.0/33'], ['::1/129'], ['10.0.0.1/8/8'], [','], ['-1'], ['1.5']])(
    'refuses %p with a message naming the variable',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ServerConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('starting the server', () => {
  it('refuses production without SMTP_URL: members could never receive their sign-in emails', async () => {
    const production = loadServerConfig({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/stride' }, root);
    expect(() => checkServerCanStart(production)).toThrow(ServerConfigError);
    await expect(startServer(production, { logger: false })).rejects.toThrow(/SMTP_URL/);
  });

  it('starts in production with SMTP_URL, and anywhere else without', () => {
    const withSmtp = loadServerConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }, root);
    expect(() => checkServerCanStart(withSmtp)).not.toThrow();
    expect(() => checkServerCanStart(loadServerConfig({}, root))).not.toThrow();
  });

  it('refuses UNSAFE_SKIP_FSYNC in production, where a saved write must already be on disk', async () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587', DATA_DIR: '/nonexistent/stride' };
    const production = loadServerConfig({ ...smtp, NODE_ENV: 'production', UNSAFE_SKIP_FSYNC: 'true' }, root);
    expect(production.unsafeSkipFsync).toBe(true);
    await expect(startServer(production, { logger: false })).rejects.toThrow(
      /UNSAFE_SKIP_FSYNC is for measurements only/,
    );
    expect(() => checkServerCanStart(loadServerConfig({ UNSAFE_SKIP_FSYNC: 'true' }, root))).not.toThrow();
    expect(loadServerConfig({}, root).unsafeSkipFsync).toBe(false);
  });
});
