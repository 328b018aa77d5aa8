import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleError } from '../errors/errorHandler';
import { registerLoadShedding, SHED_RETRY_AFTER_S } from './registerLoadShedding';

/** A server whose /work requests finish only when the test lets them, one at a time, in the order they started. */
async function gatedServer(options: { maxConcurrent: number; maxWaitMs: number }) {
  const app: FastifyInstance = Fastify();
  app.setErrorHandler(handleError);
  const arrived: string[] = [];
  app.addHook('onRequest', async (request) => {
    arrived.push(new URL(request.url, 'http://x').searchParams.get('id') ?? '');
  });
  registerLoadShedding(app, options);
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  app.get<{ Querystring: { id: string } }>('/work', async (request) => {
    started.push(request.query.id);
    await new Promise<void>((resolve) => finishers.push(resolve));
    return { id: request.query.id };
  });
  app.get('/health', { config: { shedLoad: false } }, async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const startedCount = async (count: number) => {
    while (started.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { app, base, arrived, started, finishNext: () => finishers.shift()?.(), startedCount };
}

const get = (url: string) => fetch(url).then(async (response) => ({ response, body: await response.json() }));

describe('load shedding', () => {
  let server: Awaited<ReturnType<typeof gatedServer>>;
  afterEach(async () => {
    server.app.server.closeAllConnections();
    await server.app.close();
  });

  it('answers 503 server_busy with Retry-After to a request that waited too long, and never runs its handler', async () => {
    server = await gatedServer({ maxConcurrent: 1, maxWaitMs: 50 });
    const first = get(`${server.base}/work?id=first`);
    await server.startedCount(1);
    const refused = await get(`${server.base}/work?id=second`);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_S));
    expect(refused.body.error.code).toBe('server_busy');
    server.finishNext();
    expect((await first).body).toEqual({ id: 'first' });
    expect(server.started).toEqual(['first']);
  });

  it('runs waiting requests one at a time, in the order they arrived, as running ones finish', async () => {
    server = await gatedServer({ maxConcurrent: 1, maxWaitMs: 60_000 });
    const answers = ['a', 'b', 'c'].map((id) => get(`${server.base}/work?id=${id}`));
    await server.startedCount(1);
    expect(server.started).toHaveLength(1);
    for (let done = 1; done <= 3; done += 1) {
      server.finishNext();
      if (done < 3) await server.startedCount(done + 1);
    }
    await Promise.all(answers);
    expect(server.started).toEqual(server.arrived);
  });

  it('frees the slot of a request whose client went away, so the next one runs', async () => {
    server = await gatedServer({ maxConcurrent: 1, maxWaitMs: 60_000 });
    const abandoned = http.get(`${server.base}/work?id=abandoned`);
    abandoned.on('error', () => {});
    await server.startedCount(1);
    abandoned.destroy();
    const next = get(`${server.base}/work?id=next`);
    await server.startedCount(2);
    server.finishNext();
    server.finishNext();
    expect((await next).body).toEqual({ id: 'next' });
  });

  it('leaves a route marked shedLoad: false alone when every slot is taken', async () => {
    server = await gatedServer({ maxConcurrent: 1, maxWaitMs: 50 });
    const first = get(`${server.base}/work?id=first`);
    await server.startedCount(1);
    const health = await get(`${server.base}/health`);
    expect(health.response.status).toBe(200);
    server.finishNext();
    await first;
  });
});
