// Capacity of one API process: how many simulated members, each browsing like a person, it serves with
// p99 ≤ 250 ms and no error. Members are seeded straight into the database (api/src/cli/seedLoadMembers.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './serverProcess.mjs';

export const CAPACITY_P99_MS = 250;
const THINK_MS = { min: 1000, max: 3000 };
const WARMUP_MS = 4000;
const MEASURE_MS = 16000;
const REQUEST_TIMEOUT_MS = 10000;

/** What a member does next, by weight: reading dominates, writes are rare (a completion, a bookmark). */
const ACTIONS = [
  { name: 'page JSON', weight: 40 },
  { name: 'access tree', weight: 15 },
  { name: 'my content', weight: 15 },
  { name: 'workouts', weight: 10 },
  { name: 'verify', weight: 10 },
  { name: 'complete', weight: 5 },
  { name: 'bookmark', weight: 5 },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

// One keep-alive agent: a member's requests reuse a socket as a browser would; concurrency is what is in flight.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(baseUrl, member, method, path) {
  const url = new URL(path, baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: { 'x-app-slug': member.slug, 'x-user-email': member.email, 'x-user-token': member.token },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    request.end();
  });
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** A member's next request, drawn by ACTIONS' weights (the cluster benchmark sends the same mix). */
export function nextAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action.name;
  }
  return ACTIONS[0].name;
}

/** [method, path] of `action` on one of `site`'s pages (discoverSite). */
export function requestFor(action, site) {
  const page = pick(site.pages);
  switch (action) {
    case 'page JSON':
      return ['GET', `/api/__${page.path === '/' ? '' : page.path}/index.json`];
    case 'access tree':
      return ['GET', '/api/pages/tree'];
    case 'my content':
      return ['GET', '/api/my-content'];
    case 'workouts':
      return ['GET', '/api/content/workouts'];
    case 'verify':
      return ['POST', '/api/auth/verify'];
    case 'complete':
      return ['POST', `/api/pages/${pick(site.completable).id}/complete`];
    default:
      return ['POST', `/api/pages/${page.id}/bookmarks/toggle`];
  }
}

/** The pages a member reads (200 for the first member) and those they may complete. */
export async function discoverSite(baseUrl, member) {
  const tree = await call(baseUrl, member, 'GET', '/api/pages/tree');
  if (tree.status !== 200) throw new Error(`access tree answered ${tree.status}`);
  const pages = [];
  const completable = [];
  for (const node of JSON.parse(tree.body).nodes) {
    const json = await call(baseUrl, member, 'GET', `/api/__${node.path === '/' ? '' : node.path}/index.json`);
    if (json.status !== 200) continue;
    pages.push(node);
    const done = await call(baseUrl, member, 'POST', `/api/pages/${node.id}/complete`);
    if (done.status === 200) {
      completable.push(node);
      await call(baseUrl, member, 'DELETE', `/api/pages/${node.id}/complete`);
    }
  }
  if (pages.length === 0 || completable.length === 0) throw new Error('the demo has no page a member may complete');
  return { pages, completable };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `count` members for WARMUP_MS + MEASURE_MS, each waiting 1–3 s (2 s on average) between requests, starting
 * spread over the first think time. Only requests started in the measured window count.
 */
export async function runMembers(baseUrl, members, site, count) {
  const startedAt = performance.now();
  const windowStart = startedAt + WARMUP_MS;
  const windowEnd = windowStart + MEASURE_MS;
  const latencies = [];
  const errors = new Map();
  const statuses = new Map();
  const think = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  async function member(index) {
    const who = members[index % members.length];
    await sleep(Math.random() * THINK_MS.max);
    while (performance.now() < windowEnd) {
      const [method, path] = requestFor(nextAction(), site);
      const sentAt = performance.now();
      const result = await call(baseUrl, who, method, path);
      if (sentAt >= windowStart && sentAt < windowEnd) {
        latencies.push(result.ms);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status !== 200) {
          const key = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} → ${result.status || result.error}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
      await sleep(think());
    }
  }

  await Promise.all(Array.from({ length: count }, (_, index) => member(index)));
  latencies.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  return {
    members: count,
    requests: latencies.length,
    rps: latencies.length / (MEASURE_MS / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: errorCount,
    errorKinds: [...errors.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3),
    ok: errorCount === 0 && percentile(latencies, 99) <= CAPACITY_P99_MS,
  };
}

/**
 * Steps through `levels` (members) until one fails p99 ≤ 250 ms with no error; the capacity is the last that
 * passed. `onStep` sees each level's result.
 */
export async function measureCapacity(baseUrl, members, levels, onStep = () => {}) {
  const site = await discoverSite(baseUrl, members[0]);
  let best = 0;
  for (const count of levels) {
    if (count > members.length) break;
    const step = await runMembers(baseUrl, members, site, count);
    onStep(step);
    if (!step.ok) break;
    best = count;
  }
  return { best, tried: levels.filter((count) => count <= members.length) };
}

/** Members seeded for the capacity figure: the largest level tried. */
export const CAPACITY_LEVELS = [250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000];

/**
 * Seeds CAPACITY_LEVELS' largest count of members into a new data dir (and, with `databaseUrl`, that Postgres
 * database), starts the server on it and steps through the levels.
 */
export async function serverCapacity({ repoRoot, port, databaseUrl = null, onStep }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-capacity-'));
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  try {
    const members = seedLoadMembers({ repoRoot, dataDir, env, count: Math.max(...CAPACITY_LEVELS) });
    const server = await startServer({ repoRoot, port, dataDir, env });
    try {
      return await measureCapacity(server.url, members, CAPACITY_LEVELS, onStep);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Seeds the demo app and `count` members with a session each into the database of `dataDir` (or `env`'s
 * DATABASE_URL), before a server starts on it: [{ email, token, slug }].
 */
export function seedLoadMembers({ repoRoot, dataDir, env = {}, count }) {
  const membersFile = join(dataDir, '..', `${basename(dataDir)}-members.json`);
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'api/src/cli/seedLoadMembers.ts'), String(count), membersFile],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...env }, stdio: 'inherit' },
    );
    const seeded = JSON.parse(readFileSync(membersFile, 'utf8'));
    return seeded.members.map((member) => ({ ...member, slug: seeded.slug }));
  } finally {
    rmSync(membersFile, { force: true });
  }
}
