// Scale-out: mixed member traffic through HAProxy for 1, 2 and 4 API processes on one Postgres and Redis (req/s,
// p99, the factor over one process), and how long a sign-out on one process takes to be refused on another.
// Runnable alone: `node e2e/bench/clusterBench.mjs`.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { findHaproxy, INSTALL_HAPROXY } from '../../scripts/haproxyConfig.mjs';
import { startCluster } from '../../scripts/startCluster.mjs';
import { repoRoot } from '../../scripts/workspace.mjs';
import { median } from './firstContent.mjs';
import { discoverSite, nextAction, requestFor, seedLoadMembers } from './memberCapacity.mjs';
import { BENCH_REDIS_URL, redisReachable } from './realtimeFanOut.mjs';
import { BENCH_POSTGRES_URL, createScratchDatabase } from './scratchDatabase.mjs';

export const CLUSTER_SIZES = [1, 2, 4];
/** Members browsing at once, each sending its next request as soon as the last is answered. */
export const CLUSTER_CONNECTIONS = 50;
const DURATION_S = 5;
const ROUNDS = 3;
/** Members the traffic picks from at random (their sessions and entitlements are cached per process). */
const TRAFFIC_MEMBERS = 200;
export const INVALIDATION_ROUNDS = 60;
export const INVALIDATION_GOAL_MS = 1000;
const REFUSAL_TIMEOUT_MS = 10_000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sessionHeaders = (member) => ({
  'x-app-slug': member.slug,
  'x-user-email': member.email,
  'x-user-token': member.token,
});

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The capacity figure's mix (page JSON, access tree, my content, workouts, verify, a completion or bookmark). */
function mixedTraffic(url, members, site) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CLUSTER_CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            setupRequest: (request) => {
              const [method, path] = requestFor(nextAction(), site);
              return { ...request, method, path, headers: { ...request.headers, ...sessionHeaders(pick(members)) } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function throughput(url, members, site) {
  await mixedTraffic(url, members, site); // warm-up: JIT, caches, HAProxy's connections
  // The load generator shares the cores with the processes and HAProxy: the median of a few rounds.
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await mixedTraffic(url, members, site));
  return {
    rps: median(runs.map((run) => run.requests.average)),
    p99: median(runs.map((run) => run.latency.p99)),
    errors: runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  };
}

/**
 * Per round, a member's own session: read once on process B (now cached there), signed out on process A, then read
 * on B again and again until B refuses it. The time from A's answer to B's first refusal.
 */
async function invalidationLatency(a, b, members) {
  const latencies = [];
  let unrefused = 0;
  for (const member of members) {
    const headers = sessionHeaders(member);
    const warm = await fetch(`${b.url}/api/my-content`, { headers });
    await warm.arrayBuffer();
    if (warm.status !== 200) throw new Error(`${b.name} answered ${warm.status} for a fresh session`);
    const logout = await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers });
    if (logout.status !== 204) throw new Error(`logout on ${a.name} answered ${logout.status}`);
    const signedOutAt = performance.now();
    for (;;) {
      const answer = await fetch(`${b.url}/api/my-content`, { headers });
      await answer.arrayBuffer();
      if (answer.status === 401) {
        latencies.push(performance.now() - signedOutAt);
        break;
      }
      if (performance.now() - signedOutAt > REFUSAL_TIMEOUT_MS) {
        // Counted as never: it weighs on the percentiles instead of leaving them.
        latencies.push(Infinity);
        unrefused += 1;
        break;
      }
    }
  }
  latencies.sort((x, y) => x - y);
  return {
    rounds: members.length,
    unrefused,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

/**
 * One scratch database and data dir for every size: members seeded once, then a cluster of each size in turn on
 * `port` (processes on the ports after it). The invalidation latency is measured on the 2-process cluster.
 */
export async function measureCluster({ port }) {
  if (!findHaproxy()) return { skipped: INSTALL_HAPROXY };
  const redisProblem = await redisReachable(BENCH_REDIS_URL);
  if (redisProblem) return { skipped: `Redis unreachable at ${BENCH_REDIS_URL}: ${redisProblem}` };
  const database = await createScratchDatabase();
  if (!database.url) return { skipped: `Postgres unreachable at ${BENCH_POSTGRES_URL}: ${database.reason}` };
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-cluster-bench-'));
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: BENCH_REDIS_URL,
    REALTIME_KEY: `bench_${process.pid}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  try {
    const members = seedLoadMembers({ repoRoot, dataDir, env, count: TRAFFIC_MEMBERS + INVALIDATION_ROUNDS });
    const traffic = members.slice(0, TRAFFIC_MEMBERS);
    const signingOut = members.slice(TRAFFIC_MEMBERS);
    const steps = [];
    let site = null;
    let invalidation = null;
    for (const processes of CLUSTER_SIZES) {
      const cluster = await startCluster({ repoRoot, processes, port, dataDir, env });
      try {
        site ??= await discoverSite(cluster.url, traffic[0]);
        steps.push({ processes, ...(await throughput(cluster.url, traffic, site)) });
        if (processes === 2)
          invalidation = await invalidationLatency(cluster.processes[0], cluster.processes[1], signingOut);
      } finally {
        await cluster.stop();
      }
    }
    return { steps, invalidation };
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printCluster(result) {
  if (result.skipped) {
    console.log(`not measured: ${result.skipped}`);
    return;
  }
  const [one] = result.steps;
  for (const step of result.steps)
    console.log(
      `${String(step.processes).padStart(2)} process${step.processes === 1 ? ' ' : 'es'}: ` +
        `${step.rps.toFixed(0)} req/s, p99 ${step.p99} ms, ${step.errors} errors → ` +
        `${(step.rps / one.rps).toFixed(2)}× one process`,
    );
  const { invalidation: i } = result;
  console.log(
    `sign-out on api-1 → refused on api-2 (${i.rounds} rounds): p50 ${i.p50.toFixed(0)} ms, p99 ${i.p99.toFixed(0)} ms, ` +
      `max ${i.max.toFixed(0)} ms${i.unrefused ? `, ${i.unrefused} still accepted after ${REFUSAL_TIMEOUT_MS} ms` : ''} ` +
      `(goal p99 ≤ ${INVALIDATION_GOAL_MS} ms)`,
  );
}

export const CLUSTER_HEADING =
  `== Scale-out: API processes behind HAProxy on one Postgres and Redis; mixed member traffic at ` +
  `${CLUSTER_CONNECTIONS} connections (the capacity mix), the load generator on the same cores ==`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(CLUSTER_HEADING);
  printCluster(await measureCluster({ port: 3240 }));
}
