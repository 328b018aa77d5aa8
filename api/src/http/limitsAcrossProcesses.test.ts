import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { addMember, call, createAuthTestApp, type AuthTestApp } from '../../test/authTestSupport';
import { testAppOptions } from '../../test/testDatabase';
import { buildApp } from '../buildApp';
import { handleError } from '../errors/errorHandler';
import { registerRateLimits } from './registerRateLimits';

// Two apps built per file (each a second or more on a loaded machine), past Jest's 5 s hook timeout.
jest.setTimeout(60_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('request rate limits with REDIS_URL, in two API processes', () => {
  // Each run counts under keys of its own: runs at the same time, or earlier ones, share no counter.
  const nameSpace = `stride-test:rate-limit:${randomBytes(6).toString('hex')}:`;
  const processes: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      const app = Fastify();
      app.setErrorHandler(handleError);
      await registerRateLimits(app, { redisUrl: REDIS_URL, nameSpace });
      app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
      await app.ready();
      processes.push(app);
    }
  });
  afterAll(async () => {
    for (const app of processes) await app.close();
  });

  it('give a client its limit once, however the proxy spreads its requests', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await processes[n % 2]!.inject({ url: '/limited', remoteAddress: '198.51.100.7' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('wrong passwords, in two API processes on one database', () => {
  let t: AuthTestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createAuthTestApp();
    other = await buildApp(testAppOptions(t.db, t.dataDir));
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('count for the account once: the sixth guess waits, whichever process the proxy sends it to', async () => {
    await addMember(t.db, t.alphaId, 'target@example.com', { password: 'right password' });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const response = await call(n % 2 === 0 ? t : { ...t, app: other }, 'POST', '/auth/login', {
        body: { email: 'target@example.com', password: `guess ${n}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
