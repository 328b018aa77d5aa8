import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import type { Client } from 'pg';
import { createFixtureTestApp, visitorHeaders, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';
import { withAdmin } from '../../test/postgresTemplate';
import { testAppOptions } from '../../test/testDatabase';
import { forgetAppPages } from '../access/appPageIndex';
import { hashSessionToken } from '../auth/sessionTokens';
import { buildApp, type AppOptions } from '../buildApp';
import { apps, pages, purchases } from '../db/schema';
import { waitFor } from '../jobs/jobTestSupport';
import { forgetTenantApp } from '../tenancy/createTenantResolver';
import { OUTAGE_SWEEP_MS } from './PeerLink';

jest.setTimeout(60_000);

/** The Redis and Postgres of the test machine; each test file's apps talk on channels of their own. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** LISTEN/NOTIFY needs a Postgres server even when the apps' database is PGlite: any database on it will do. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** What issue 16 allows between a change on one process and every other process deciding by it. */
const WITHIN_MS = 1_000;

interface Transport {
  name: string;
  options(channel: string): Partial<AppOptions>;
  /** Options naming a server nobody answers at. */
  unreachable: Partial<AppOptions>;
  /** Cuts the subscription of the process with this instance id, as a network failure would. */
  cut(instanceId: string): Promise<void>;
  /** The connections on which the process with this instance id is subscribed (ids of the server's own). */
  subscriptions(instanceId: string): Promise<string[]>;
}

async function redisClients(instanceId: string): Promise<{ id: string; subscribed: boolean }[]> {
  const admin = new Redis(REDIS_URL);
  try {
    const list = (await admin.client('LIST')) as string;
    return list
      .split('\n')
      .filter((line) => line.includes(` name=stride-cache-peers-${instanceId} `))
      .map((line) => ({ id: /(?:^|\s)id=(\d+)/.exec(line)![1]!, subscribed: / sub=[1-9]/.test(line) }));
  } finally {
    await admin.quit();
  }
}

const withPostgres = <T>(run: (client: Client) => Promise<T>): Promise<T> => withAdmin(POSTGRES_URL, run);

const TRANSPORTS: Transport[] = [
  {
    name: 'Redis pub/sub',
    options: (channel) => ({ redisUrl: REDIS_URL, cacheInvalidationChannel: `stride-test:${channel}` }),
    unreachable: { redisUrl: 'redis://127.0.0.1:1' },
    async cut(instanceId) {
      const [subscriber] = (await redisClients(instanceId)).filter((client) => client.subscribed);
      const admin = new Redis(REDIS_URL);
      try {
        await admin.client('KILL', 'ID', subscriber!.id);
      } finally {
        await admin.quit();
      }
    },
    subscriptions: async (instanceId) =>
      (await redisClients(instanceId)).filter((client) => client.subscribed).map((client) => client.id),
  },
  {
    name: 'Postgres LISTEN/NOTIFY',
    options: (channel) => ({ databaseUrl: POSTGRES_URL, cacheInvalidationChannel: channel }),
    unreachable: { databaseUrl: 'postgres://root@127.0.0.1:1/test' },
    cut: (instanceId) =>
      withPostgres(async (client) => {
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          `stride-cache-peers-${instanceId}`,
        ]);
      }),
    subscriptions: (instanceId) =>
      withPostgres(async (client) => {
        const { rows } = await client.query<{ pid: number }>(
          "select pid from pg_stat_activity where application_name = $1 and state = 'idle' and query ilike 'listen%'",
          [`stride-cache-peers-${instanceId}`],
        );
        return rows.map((row) => String(row.pid));
      }),
  },
];

describe.each(TRANSPORTS)('two API processes on one database, through $name', (transport) => {
  let first: FixtureTestApp;
  let second: FastifyInstance;

  /** As the load balancer would send it: the same app and visitor, to the second process. */
  const onSecond = (method: 'GET' | 'POST', url: string, visitor: Visitor): Promise<LightMyRequestResponse> =>
    second.inject({ method, url: `/api${url}`, headers: visitorHeaders(visitor) });

  beforeAll(async () => {
    const options = transport.options(`stride_cache_test_${randomBytes(6).toString('hex')}`);
    first = await createFixtureTestApp('club', options);
    second = await buildApp({ ...testAppOptions(first.db, first.dataDir), ...options });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Gates a public page of the club in the database, as an owner's access change would: members only. */
  async function requireSignIn(path: string): Promise<void> {
    const inClub = (pagePath: string) => and(eq(pages.appId, first.appId('club')), eq(pages.path, pagePath));
    const [membersOnly] = await first.db
      .select({ access: pages.access })
      .from(pages)
      .where(inClub('/articles/members'));
    await first.db.update(pages).set({ access: membersOnly!.access }).where(inClub(path));
  }

  it('refuses on the second process, within a second, a member who signed out on the first', async () => {
    const member = await first.member(`leaver-${randomBytes(4).toString('hex')}@club.test`);
    expect((await onSecond('POST', '/auth/verify', member)).statusCode).toBe(200);
    expect(second.caches.sessions.get(hashSessionToken(member.token))).toBeDefined();

    expect((await first.call('POST', '/auth/logout', { as: member })).statusCode).toBe(204);
    await waitFor(
      'the second process to refuse the session',
      async () => (await onSecond('POST', '/auth/verify', member)).statusCode === 401,
      WITHIN_MS,
    );
  });

  it('ends on the second process, within a second, the access of a subscription canceled on the first', async () => {
    const member = await first.member(`canceler-${randomBytes(4).toString('hex')}@club.test`, ['premium']);
    const premium = await onSecond('GET', '/__/premium/index.json', member);
    expect(premium.statusCode).toBe(200);
    expect(premium.body).toContain('premium secret words');
    expect(second.caches.sessions.get(hashSessionToken(member.token))?.activeProductIds).toHaveLength(1);
    const [purchase] = await first.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.userId, member.user.id));

    expect((await first.call('DELETE', `/subscriptions/${purchase!.id}`, { as: member })).statusCode).toBe(200);
    await waitFor(
      "the second process to close the canceled member's page",
      async () => (await onSecond('GET', '/__/premium/index.json', member)).statusCode === 403,
      WITHIN_MS,
    );
    expect((await onSecond('POST', '/auth/verify', member)).json().user.activeProductIds).toEqual([]);
  });

  it('enforces on the second process, within a second, a page gated through the first', async () => {
    const guest = first.guest;
    const open = await onSecond('GET', '/__/articles/long/index.json', guest);
    expect(open.statusCode).toBe(200);
    // Kept: the next guest gets the very same answer without a lookup.
    expect((await onSecond('GET', '/__/articles/long/index.json', guest)).body).toBe(open.body);

    await requireSignIn('/articles/long');
    forgetAppPages(first.app.caches, first.appId('club'));
    await waitFor(
      'the second process to gate the page',
      async () => (await onSecond('GET', '/__/articles/long/index.json', guest)).statusCode === 403,
      WITHIN_MS,
    );
  });

  it('applies on the second process, within a second, an app made private through the first', async () => {
    const rivalGuest = { app: 'rival' };
    expect((await onSecond('GET', '/__/index.json', rivalGuest)).statusCode).toBe(200);
    const rivalId = first.appId('rival');
    const [rival] = await first.db.select({ access: apps.access }).from(apps).where(eq(apps.id, rivalId));
    await first.db
      .update(apps)
      .set({ access: { ...rival!.access, is_private: true } })
      .where(eq(apps.id, rivalId));
    forgetTenantApp(first.app.caches, rivalId);
    await waitFor(
      'the second process to close the app to guests',
      async () => (await onSecond('GET', '/__/index.json', rivalGuest)).statusCode === 403,
      WITHIN_MS,
    );
  });

  it('has dropped the caches of a process whose transport reconnected, and hears the others again', async () => {
    const guest = first.guest;
    expect((await onSecond('GET', '/__/articles/short/index.json', guest)).statusCode).toBe(200);
    // Changed behind every process's back (nothing is told): only dropping the page index shows it.
    await requireSignIn('/articles/short');
    const { instanceId } = second.caches.peers;
    const [before] = await transport.subscriptions(instanceId);
    await transport.cut(instanceId);
    await waitFor('the second process to subscribe again', async () => {
      const now = await transport.subscriptions(instanceId);
      return now.length === 1 && now[0] !== before;
    });
    expect((await onSecond('GET', '/__/articles/short/index.json', guest)).statusCode).toBe(403);

    const member = await first.member(`returner-${randomBytes(4).toString('hex')}@club.test`);
    expect((await onSecond('POST', '/auth/verify', member)).statusCode).toBe(200);
    expect((await first.call('POST', '/auth/logout', { as: member })).statusCode).toBe(204);
    await waitFor(
      'the second process to refuse the session after reconnecting',
      async () => (await onSecond('POST', '/auth/verify', member)).statusCode === 401,
      WITHIN_MS,
    );
  });

  it('starts without its transport, and meanwhile keeps no decision much longer than a second', async () => {
    const cutOff = await buildApp({ ...testAppOptions(first.db, first.dataDir), ...transport.unreachable });
    try {
      const guest = first.guest;
      expect(
        (await cutOff.inject({ url: '/api/__/articles/none/index.json', headers: visitorHeaders(guest) })).statusCode,
      ).toBe(200);
      await requireSignIn('/articles/none');
      // Far below the page index's minute: only the sweep of the caches while down can show the change this soon.
      await waitFor(
        'the cut-off process to gate the page',
        async () =>
          (await cutOff.inject({ url: '/api/__/articles/none/index.json', headers: visitorHeaders(guest) }))
            .statusCode === 403,
        10 * OUTAGE_SWEEP_MS,
      );
    } finally {
      await cutOff.close();
    }
  });
});
