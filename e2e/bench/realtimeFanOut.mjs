// Realtime fan-out: 1,000 Pusher-protocol clients on one private channel of a running API, publish → receive
// latency against a raw `ws` broadcast of the same frame to 1,000 sockets, and the server's memory per connection.
// Runnable alone: `node e2e/bench/realtimeFanOut.mjs`.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../scripts/workspace.mjs';
import { startServer } from './serverProcess.mjs';

// The API's own dependencies: the clients and the baseline use the same ws (and ioredis) the server runs.
const apiRequire = createRequire(join(repoRoot, 'api', 'package.json'));
const { WebSocket } = apiRequire('ws');
const { Redis } = apiRequire('ioredis');

export const FAN_OUT_CLIENTS = Number(process.env.BENCH_FAN_OUT_CLIENTS ?? 1000);
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const FAN_OUT_P99_GOAL_MS = 50;
export const FAN_OUT_RATIO_GOAL = 0.7;
/** Publishes measured (after a warm-up), one at a time: each is received by every client before the next. */
const ROUNDS = 200;
const WARMUP_ROUNDS = 20;
/** Messages a member sends through the API (durable writes, within the send rate limit). */
const SEND_ROUNDS = 30;
const ROUND_TIMEOUT_MS = 5000;
const CONNECT_BATCH = 50;
const PASSWORD = 'demo-password';
/** Every frame of an app event starts so; pings and protocol frames do not. */
const EVENT_PREFIX = '{"event":"message-created"';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Null when Redis at `url` answers a PING, else why not. */
export async function redisReachable(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    redis.disconnect();
  }
}

async function login(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  return { id: body.user.id, headers: { 'x-user-email': body.user.email, 'x-user-token': body.authentication_token } };
}

async function postJson(url, headers, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * One socket of a measured run: `onEvent` is told the moment an app event arrives. A protocol client answers
 * the server's pings, as pusher-js does.
 */
function openSocket(url, onEvent) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    // Protocol frames (the handshake may arrive before anyone asks for it), and who waits for the next one.
    const frames = [];
    let waiting = null;
    ws.on('message', (data) => {
      if (data.toString('latin1', 0, EVENT_PREFIX.length) === EVENT_PREFIX) {
        onEvent();
        return;
      }
      const frame = JSON.parse(data.toString());
      if (frame.event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":{}}');
      else if (waiting) waiting(frame);
      else frames.push(frame);
      waiting = null;
    });
    ws.once('error', reject);
    const nextFrame = () =>
      frames.length > 0 ? Promise.resolve(frames.shift()) : new Promise((next) => (waiting = next));
    ws.once('open', () => resolve({ ws, nextFrame }));
  });
}

/**
 * The measured clients: `connect(onEvent)` opens (and subscribes) one; every app event a client receives during a
 * round is one latency sample, from the round's start.
 */
async function connectClients(count, connect) {
  const latencies = [];
  let round = null;
  const onEvent = () => {
    if (!round) return;
    latencies.push(performance.now() - round.started);
    round.remaining -= 1;
    if (round.remaining === 0) round.done();
  };
  const sockets = [];
  let closed = null;
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + CONNECT_BATCH); i += 1) batch.push(connect(onEvent));
    sockets.push(...(await Promise.all(batch)));
  }
  return {
    /** Runs `publish` `rounds` times, each time waiting for every client; the samples of the last `measured`. */
    async measure(publish, rounds, measured) {
      latencies.length = 0;
      for (let n = 0; n < rounds; n += 1) {
        if (n === rounds - measured) latencies.length = 0;
        let timer;
        const received = new Promise((resolve, reject) => {
          round = { started: performance.now(), remaining: count, done: resolve };
          timer = setTimeout(
            () => reject(new Error(`only ${count - round.remaining} of ${count} received`)),
            ROUND_TIMEOUT_MS,
          );
        });
        await publish(n);
        await received.finally(() => clearTimeout(timer));
        round = null;
        // A gap between publishes, as messages in a conversation have.
        await pause(5);
      }
      return summary(latencies);
    },
    /** Closes every client (once: later calls wait for the same). */
    close() {
      closed ??= Promise.all(
        sockets.map(
          ({ ws }) =>
            new Promise((resolve) => {
              ws.once('close', resolve);
              ws.terminate();
            }),
        ),
      );
      return closed;
    },
  };
}

/** A Pusher-protocol client of the API: handshake, a signature from the auth endpoint, subscribe. */
async function protocolClient(api, channel, headers, onEvent) {
  const socket = await openSocket(
    `${api.wsUrl}/app/${api.key}?protocol=7&client=js&version=8.6.0&flash=false`,
    onEvent,
  );
  const established = await socket.nextFrame();
  if (established.event !== 'pusher:connection_established') throw new Error(`connect: ${JSON.stringify(established)}`);
  const { socket_id: socketId } = JSON.parse(established.data);
  const { auth } = await postJson(`${api.url}/api/realtime/auth`, headers, {
    socket_id: socketId,
    channel_name: channel,
  });
  const succeeded = socket.nextFrame();
  socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  const frame = await succeeded;
  if (frame.event !== 'pusher_internal:subscription_succeeded') throw new Error(`subscribe: ${JSON.stringify(frame)}`);
  return socket;
}

/**
 * A server in a process of its own (`node -e script`): it prints its port, and answers each line on its stdin with
 * its memory (process.memoryUsage() as JSON) after a full garbage collection.
 */
async function startChild(nodeFlags, script, args) {
  const child = spawn(process.execPath, [...nodeFlags, '-e', script, ...args], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = [];
  let waiting = null;
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (waiting) waiting(line);
      else lines.push(line);
      waiting = null;
    }
  });
  const nextLine = () =>
    lines.length > 0
      ? Promise.resolve(lines.shift())
      : new Promise((resolve, reject) => {
          waiting = resolve;
          child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
        });
  const port = Number(await nextLine());
  return {
    url: `ws://127.0.0.1:${port}`,
    async memory() {
      child.stdin.write('memory\n');
      return JSON.parse(await nextLine());
    },
    async stop() {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** What a child answers on stdin: its memory after a full collection. */
const REPORT_MEMORY = `
  require('node:readline').createInterface({ input: process.stdin }).on('line', () => {
    gc();
    process.stdout.write(JSON.stringify(process.memoryUsage()) + '\\n');
  });
`;

/** The API's protocol server (PusherProtocolServer and its hub, as registerRealtime wires them) alone. */
function startProtocolServer(key, secret) {
  const script = `
    const { PusherProtocolServer } = require(process.argv[1]);
    const { RealtimeHub } = require(process.argv[2]);
    const server = require('node:http').createServer();
    const log = { debug() {} };
    new PusherProtocolServer({ key: process.argv[3], secret: process.argv[4], hub: new RealtimeHub(), log }).attach(server);
    server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
    ${REPORT_MEMORY}
  `;
  const source = (name) => join(repoRoot, 'api', 'src', 'realtime', `${name}.ts`);
  return startChild(['--expose-gc', '--import', 'tsx'], script, [
    source('PusherProtocolServer'),
    source('RealtimeHub'),
    key,
    secret,
  ]);
}

/**
 * The baseline: raw `ws`, broadcasting each message of a Redis channel (when given) to every socket, nothing more.
 */
function startRawBroadcast(redisUrl = '', redisChannel = '') {
  const script = `
    const apiRequire = require('node:module').createRequire(process.argv[1]);
    const { WebSocketServer } = apiRequire('ws');
    const { Redis } = apiRequire('ioredis');
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    const ready = () => process.stdout.write(wss.address().port + '\\n');
    if (process.argv[2]) {
      const subscriber = new Redis(process.argv[2]);
      subscriber.on('messageBuffer', (_channel, message) => {
        for (const client of wss.clients) client.send(message, { binary: false });
      });
      wss.on('listening', () => subscriber.subscribe(process.argv[3]).then(ready));
    } else {
      wss.on('listening', ready);
    }
    ${REPORT_MEMORY}
  `;
  return startChild(['--expose-gc'], script, [join(repoRoot, 'api', 'package.json'), redisUrl, redisChannel]);
}

/** The live memory (JS heap and buffers, after a full collection) a server holds for each of `count` clients. */
async function memoryPerConnection(server, count, connect) {
  const live = ({ heapUsed, external }) => heapUsed + external;
  const before = live(await server.memory());
  const clients = await connectClients(count, connect);
  const after = live(await server.memory());
  await clients.close();
  return (after - before) / count;
}

/** A protocol client that signs its own subscription (it knows the secret), as the auth endpoint would. */
async function signedClient(url, key, secret, channel, onEvent) {
  const socket = await openSocket(`${url}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`, onEvent);
  const { socket_id: socketId } = JSON.parse((await socket.nextFrame()).data);
  const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  const succeeded = socket.nextFrame();
  socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${key}:${signature}` } }));
  if ((await succeeded).event !== 'pusher_internal:subscription_succeeded') throw new Error('subscribe refused');
  return socket;
}

/** Memory per connection of the protocol server (each client subscribed to one private channel) and of raw ws. */
async function measureMemory(count) {
  const key = 'memory';
  const secret = randomBytes(16).toString('hex');
  const ours = await startProtocolServer(key, secret);
  const raw = await startRawBroadcast();
  try {
    return {
      bytesPerConnection: await memoryPerConnection(ours, count, (onEvent) =>
        signedClient(ours.url, key, secret, 'private-thread-memory', onEvent),
      ),
      rawBytesPerConnection: await memoryPerConnection(raw, count, (onEvent) => openSocket(raw.url, onEvent)),
    };
  } finally {
    await Promise.all([ours.stop(), raw.stop()]);
  }
}

/**
 * The memory per connection of the protocol server against raw ws; then an API (sharing channels through Redis
 * when BENCH_REDIS_URL answers), a direct chat between the demo member and pro@demo.test, and FAN_OUT_CLIENTS
 * protocol clients of pro's on its channel, each authorised by the auth endpoint. Measures a member's message
 * sent through the API to every client, and, with Redis, a publish of the same frame (as another API process
 * publishes) against the raw broadcast of it.
 */
export async function measureRealtimeFanOut({ port, clients: count = FAN_OUT_CLIENTS } = {}) {
  const memory = await measureMemory(count);
  const redisProblem = await redisReachable(BENCH_REDIS_URL);
  const key = `bench-${randomBytes(4).toString('hex')}`;
  const env = { REALTIME_KEY: key, ...(redisProblem === null ? { REDIS_URL: BENCH_REDIS_URL } : {}) };
  const server = await startServer({ repoRoot, port, env });
  const result = { clients: count, redisProblem, ...memory };
  try {
    const api = { url: server.url, wsUrl: server.url.replace(/^http/, 'ws'), key };
    const member = await login(server.url, 'member@demo.test');
    const pro = await login(server.url, 'pro@demo.test');
    const { thread } = await postJson(`${server.url}/api/threads`, member.headers, { subscriber_id: pro.id });
    const channel = thread.channel_id;

    const ours = await connectClients(count, (onEvent) => protocolClient(api, channel, pro.headers, onEvent));
    let frame = null;
    try {
      result.sent = await ours.measure(
        async (n) => {
          const { messages } = await postJson(`${server.url}/api/threads/${thread.id}/messages`, member.headers, {
            data: { type: 'send', messages: [{ client_id: `bench-${n}`, message: `Fan-out message ${n}` }] },
          });
          frame ??= JSON.stringify({
            event: 'message-created',
            channel,
            data: JSON.stringify({ thread_id: thread.id, message_ts: messages[0].message_ts, message: messages[0] }),
          });
        },
        SEND_ROUNDS,
        SEND_ROUNDS - 5,
      );
      if (redisProblem !== null) return result;
      const publisher = new Redis(BENCH_REDIS_URL);
      try {
        // The Redis channel API processes of this key share (RedisTransport's default prefix).
        const redisChannel = `stride:realtime:${key}:${channel}`;
        result.frameBytes = Buffer.byteLength(frame);
        result.published = await ours.measure(
          () => publisher.publish(redisChannel, frame),
          WARMUP_ROUNDS + ROUNDS,
          ROUNDS,
        );
        await ours.close();
        const raw = await startRawBroadcast(BENCH_REDIS_URL, redisChannel);
        try {
          const baseline = await connectClients(count, (onEvent) => openSocket(raw.url, onEvent));
          result.raw = await baseline.measure(
            () => publisher.publish(redisChannel, frame),
            WARMUP_ROUNDS + ROUNDS,
            ROUNDS,
          );
          await baseline.close();
        } finally {
          await raw.stop();
        }
      } finally {
        publisher.disconnect();
      }
    } finally {
      await ours.close();
    }
    return result;
  } finally {
    await server.stop();
  }
}

/** The bench's lines for a result of measureRealtimeFanOut. */
export function printRealtimeFanOut(result) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `member sends through the API → ${result.clients} clients: p50 ${ms(result.sent.p50)}, p99 ${ms(result.sent.p99)} ` +
      `(${result.sent.samples} deliveries; a durable write, then the fan-out)`,
  );
  if (!result.published) {
    console.log(`fan-out vs raw ws: not measured, Redis unreachable at ${BENCH_REDIS_URL}: ${result.redisProblem}`);
  } else {
    const { published, raw } = result;
    console.log(
      `publish through Redis (a ${result.frameBytes} B frame, as an API process publishes) → ${result.clients} ` +
        `clients: p50 ${ms(published.p50)}, ` +
        `p99 ${ms(published.p99)} (goal p99 < ${FAN_OUT_P99_GOAL_MS} ms)`,
    );
    console.log(
      `raw ws broadcast of the same frame: p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)} → ratio raw/ours ` +
        `p50 ${(raw.p50 / published.p50).toFixed(2)}×, p99 ${(raw.p99 / published.p99).toFixed(2)}× ` +
        `(goal ≥ ${FAN_OUT_RATIO_GOAL}×)`,
    );
  }
  console.log(
    `server memory per connection (the API's protocol server, ${result.clients} subscribed sockets; live heap and ` +
      `buffers after a full GC): ` +
      `${kib(result.bytesPerConnection)} (raw ws: ${kib(result.rawBytesPerConnection)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`== Realtime fan-out: ${FAN_OUT_CLIENTS} Pusher-protocol clients on one private channel ==`);
  printRealtimeFanOut(await measureRealtimeFanOut({ port: 3235 }));
}
