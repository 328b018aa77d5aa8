// Issue 15's figures: GET /schedule for a month of 200 items, PUT /activity throughput, and how late 1,000
// reminders due in the same minute reach the push service.
import autocannon from 'autocannon';
import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startServer } from './serverProcess.mjs';

export const SCHEDULE_ITEMS = 200;
export const REMINDERS = 1000;
const ZONE = 'Europe/London';
/** Every item goes on a page any member may open. */
const SCHEDULED_PAGE = '/articles/how-to-build-a-habit';

const pad = (n) => String(n).padStart(2, '0');
const isoDay = (date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

async function pageId(apiUrl, path) {
  const response = await fetch(`${apiUrl}/api/__${path}/index.json`, { headers: { 'x-app-slug': 'demo' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()).page.id;
}

/** Runs `tasks` (functions returning promises) `concurrency` at a time. */
async function pool(tasks, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function call(apiUrl, session, method, path, body) {
  const response = await fetch(`${apiUrl}/api${path}`, {
    method,
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * GET /schedule of next month (whole weeks, as the month view asks) for a member with `SCHEDULE_ITEMS` items on
 * it, timed ones, spread over the month: the endpoint for compareWithRaw.
 */
export async function scheduleEndpoint(apiUrl, session) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  const page = await pageId(apiUrl, SCHEDULED_PAGE);
  const tasks = Array.from({ length: SCHEDULE_ITEMS }, (_, i) => async () => {
    const day = new Date(first.getTime() + (i % last.getUTCDate()) * 86_400_000);
    await call(apiUrl, session, 'POST', '/schedule', {
      item_id: page,
      date: `${isoDay(day)}T${pad(6 + (i % 14))}:00`,
      is_all_day: false,
      timezone: ZONE,
    });
  });
  await pool(tasks, 4);
  const query = new URLSearchParams({ calendar_type: 'month', from: isoDay(first), to: isoDay(last), timezone: ZONE });
  return {
    path: `/api/schedule?${query}`,
    request: { method: 'GET', headers: session },
    goal: `p99 ≤ 25 ms, a month of ${SCHEDULE_ITEMS} items`,
  };
}

/**
 * PUT /activity (one report a request) and PUT /activity/batch (25 a request) at 100 connections, each request
 * from its own device and address (TRUST_PROXY names the load generator), as many phones report: reports/s.
 */
export async function activityThroughput({ repoRoot, port }) {
  const server = await startServer({ repoRoot, port, env: { TRUST_PROXY: '127.0.0.1' } });
  try {
    const report = () => ({ activity_type: 'page_viewed', data: { path: '/' }, ts: new Date().toISOString() });
    const measure = (path, body, perRequest) =>
      new Promise((resolve, reject) => {
        let n = 0;
        autocannon(
          {
            url: `${server.url}${path}`,
            connections: 100,
            duration: 5,
            requests: [
              {
                method: 'PUT',
                setupRequest: (request) => {
                  n += 1;
                  return {
                    ...request,
                    headers: {
                      'content-type': 'application/json',
                      'x-app-slug': 'demo',
                      'x-device-id': `bench-device-${n}`,
                      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                    },
                    body: JSON.stringify(body()),
                  };
                },
              },
            ],
          },
          (error, result) =>
            error
              ? reject(error)
              : resolve({
                  reportsPerSecond: result.requests.average * perRequest,
                  p99: result.latency.p99,
                  non2xx: result.non2xx,
                }),
        );
      });
    const single = await measure('/api/activity', report, 1);
    const batch = await measure('/api/activity/batch', () => ({ activities: Array.from({ length: 25 }, report) }), 25);
    return { single, batch };
  } finally {
    await server.stop();
  }
}

/** A browser's Web Push subscription keys (P-256 public key, auth secret), as a push service would be given. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * `REMINDERS` members, each with a web push subscription (a push service on this machine that notes when each
 * push arrives) and one timed item starting in the same minute: the delay from that minute to each push's
 * arrival. The API runs as `npm start` does, on PGlite, with its own job queue.
 */
export async function reminderLateness({ repoRoot, port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-reminders-'));
  const membersFile = join(dataDir, '..', `${basename(dataDir)}-members.json`);
  const arrived = new Map();
  const pushService = createServer((request, response) => {
    arrived.set(request.url, Date.now());
    request.resume();
    response.writeHead(201).end();
  });
  await new Promise((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const pushPort = pushService.address().port;
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'api/src/cli/seedLoadMembers.ts'), String(REMINDERS), membersFile],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }, stdio: 'inherit' },
    );
    const { members } = JSON.parse(readFileSync(membersFile, 'utf8'));
    const server = await startServer({ repoRoot, port, dataDir });
    try {
      const sessions = members.map((member) => ({
        'x-app-slug': 'demo',
        'x-user-email': member.email,
        'x-user-token': member.token,
      }));
      // Only the "starting now" reminder, only by push: what is measured is the queue and the push.
      await pool(
        sessions.map((session, i) => async () => {
          await call(server.url, session, 'PUT', '/notifications', {
            is_15_minute_reminder: false,
            receive_reminders_via_email: false,
          });
          await call(server.url, session, 'PUT', '/notifications/push', {
            provider: 'web',
            status: 'enabled',
            pusher_device_id: `bench-${i}`,
            token: JSON.stringify({ endpoint: `http://localhost:${pushPort}/push/${i}`, keys: subscriptionKeys() }),
          });
        }),
        8,
      );
      const page = await pageId(server.url, SCHEDULED_PAGE);
      // The next whole minute that leaves time to schedule every item first.
      const due = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
      const when = `${isoDay(due)}T${pad(due.getUTCHours())}:${pad(due.getUTCMinutes())}`;
      await pool(
        sessions.map(
          (session) => () =>
            call(server.url, session, 'POST', '/schedule', {
              item_id: page,
              date: when,
              is_all_day: false,
              timezone: 'UTC',
            }),
        ),
        8,
      );
      if (Date.now() >= due.getTime()) throw new Error('scheduling took past the due minute');
      const deadline = due.getTime() + 120_000;
      while (arrived.size < REMINDERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const delays = [...arrived.values()].map((at) => at - due.getTime()).sort((a, b) => a - b);
      const at = (q) => delays[Math.min(delays.length - 1, Math.ceil(q * delays.length) - 1)];
      return { delivered: delays.length, first: delays[0], p50: at(0.5), p99: at(0.99), max: delays.at(-1) };
    } finally {
      await server.stop();
    }
  } finally {
    pushService.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(membersFile, { force: true });
  }
}
