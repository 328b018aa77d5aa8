// `npm run bench`: the performance figures of DESIGN.md, each as a ratio measured in one run on this machine.
import { chromium } from 'playwright-core';
import { build } from '../../scripts/build.mjs';
import { repoRoot } from '../../scripts/workspace.mjs';
import { buildMonolith, MONOLITH_DIST } from './monolith/buildMonolith.mjs';
import { gzipBytesByBuild, measureFirstContent, median, scriptsOfFirstLoad } from './firstContent.mjs';
import { compareRepeatVisits, printRepeatVisits } from './repeatVisit.mjs';
import { compareWithRaw } from './httpThroughput.mjs';
import { startServer } from './serverProcess.mjs';
import { demoMemberSession, demoSession, measureLogin } from './loginLatency.mjs';
import { measureLcp, SLOW_4G } from './largestContentfulPaint.mjs';
import { compareDurableWrites } from './writeLatency.mjs';
import { CAPACITY_P99_MS, serverCapacity } from './memberCapacity.mjs';
import { BENCH_POSTGRES_URL, createScratchDatabase } from './scratchDatabase.mjs';
import { measureConfirmToUnlock, previewEndpoint } from './checkoutLatency.mjs';
import { activityEndpoint, workoutPageScripts } from './workoutLatency.mjs';
import { FAN_OUT_CLIENTS, measureRealtimeFanOut, printRealtimeFanOut } from './realtimeFanOut.mjs';
import { activityThroughput, REMINDERS, reminderLateness, scheduleEndpoint } from './scheduleBench.mjs';
import { CLUSTER_HEADING, measureCluster, printCluster } from './clusterBench.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(0)} ms`;

// Both variants are built from the working tree now, so the comparison is of the same code.
await build();
await buildMonolith();

const composed = await startServer({ repoRoot, port: 3230 });
const monolith = await startServer({ repoRoot, port: 3231, env: { SHELL_DIST_DIR: MONOLITH_DIST } });
// The embedded database as PGlite runs it by default, commits not synced: only to price durability.
const relaxed = await startServer({ repoRoot, port: 3232, env: { UNSAFE_SKIP_FSYNC: 'true' } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  console.log('== First content of the home page (chromium, 4× CPU throttle, cache off) ==');
  const composedRuns = [];
  const monolithRuns = [];
  for (let run = 0; run < RUNS; run += 1) {
    const a = await measureFirstContent(browser, `${composed.url}/`);
    const b = await measureFirstContent(browser, `${monolith.url}/`);
    composedRuns.push(a.firstContentMs);
    monolithRuns.push(b.firstContentMs);
  }
  const composedMedian = median(composedRuns);
  const monolithMedian = median(monolithRuns);
  console.log(`composed app   median ${ms(composedMedian)}  (runs: ${composedRuns.map(ms).join(', ')})`);
  console.log(`one bundle     median ${ms(monolithMedian)}  (runs: ${monolithRuns.map(ms).join(', ')})`);
  console.log(`ratio composed / one bundle: ${(composedMedian / monolithMedian).toFixed(2)}× (goal ≤ 1.10×)`);

  console.log(
    '\n== Repeat visit of the home page with the service worker (slow 4G and loopback, 4× CPU throttle, HTTP cache off) ==',
  );
  printRepeatVisits(await compareRepeatVisits(browser, `${composed.url}/`, RUNS));

  console.log('\n== JavaScript of the first load of the home page: the scripts its HTML asks for (gzip) ==');
  const byBuild = await gzipBytesByBuild(await scriptsOfFirstLoad(`${composed.url}/`));
  for (const [name, bytes] of Object.entries(byBuild)) console.log(`${name.padEnd(14)} ${kib(bytes)}`);
  const total = Object.values(byBuild).reduce((sum, bytes) => sum + bytes, 0);
  console.log(`total          ${kib(total)} (goal ≤ 180 KiB)`);

  console.log('\n== API: requests/s at 100 connections vs raw node:http serving the same bytes ==');
  const signedIn = await demoMemberSession(composed.url);
  // pro@demo.test owns the strength pack: every request evaluates the gated page's access for this member.
  const owner = await demoSession(composed.url, 'pro@demo.test');
  const endpoints = [
    { path: '/api/__/index.json', goal: 'ratio ≥ 0.85×' },
    {
      path: '/api/__/packs/strength-pack/index.json',
      request: { method: 'GET', headers: owner },
      goal: 'p99 ≤ 25 ms, gated page with access evaluation',
    },
    { path: '/api/auth/verify', request: { method: 'POST', headers: signedIn }, goal: 'p99 ≤ 25 ms' },
    await previewEndpoint(composed.url, signedIn),
    await activityEndpoint(composed.url, signedIn),
    await scheduleEndpoint(composed.url, owner),
  ];
  for (const { path, request, goal } of endpoints) {
    const r = await compareWithRaw(composed.url, path, request);
    console.log(
      `${request?.method ?? 'GET'} ${path}: ${r.apiRps.toFixed(0)} req/s vs raw ${r.rawRps.toFixed(0)} req/s → ` +
        `${r.ratio.toFixed(2)}×; p99 ${r.apiP99} ms (raw ${r.rawP99} ms) (goal ${goal})`,
    );
  }

  console.log(
    `\n== LCP of /showcase (every block type), slow 4G (${SLOW_4G.latency} ms, ` +
      `${((SLOW_4G.downloadThroughput * 8) / 1024).toFixed(0)} Kbps) + 4× CPU, cache off ==`,
  );
  const lcpRuns = [];
  let lcpElement = null;
  for (let run = 0; run < Math.min(RUNS, 5); run += 1) {
    const lcp = await measureLcp(browser, `${composed.url}/showcase`);
    lcpRuns.push(lcp.at);
    lcpElement = lcp.element;
  }
  console.log(
    `LCP median ${ms(median(lcpRuns))} (runs: ${lcpRuns.map(ms).join(', ')}; element ${lcpElement}) (goal ≤ 1800 ms)`,
  );

  console.log('\n== Checkout: card confirmed to the paid page on screen (sandbox, a guest buying, loopback) ==');
  const unlock = await measureConfirmToUnlock(browser, composed.url);
  console.log(`confirm → unlocked page: median ${ms(unlock.median)} (runs: ${unlock.runs.map(ms).join(', ')})`);

  console.log('\n== Workout page: JavaScript a signed-in member downloads until the player can start (gzip) ==');
  // The cookie the shell writes (SESSION_COOKIE of @stride/shared: the email, a colon, the token).
  const cookie = {
    name: 'stride_session',
    value: `${encodeURIComponent(signedIn['x-user-email'])}:${signedIn['x-user-token']}`,
  };
  const workoutJs = await workoutPageScripts(browser, composed.url, cookie);
  for (const [name, bytes] of Object.entries(workoutJs)) console.log(`${name.padEnd(14)} ${kib(bytes)}`);
  console.log(`total          ${kib(Object.values(workoutJs).reduce((sum, bytes) => sum + bytes, 0))}`);

  console.log('\n== Durable writes: bookmark toggle, 10 connections, embedded database ==');
  const writes = await compareDurableWrites(
    { url: composed.url, session: await demoMemberSession(composed.url) },
    { url: relaxed.url, session: await demoMemberSession(relaxed.url) },
  );
  console.log(
    `durable writes: bookmark toggle p99 before ${ms(writes.before)} / after ${ms(writes.after)} ` +
      `(unsynced ${writes.beforeRps.toFixed(0)} req/s, synced ${writes.afterRps.toFixed(0)} req/s)`,
  );

  console.log(
    `\n== Realtime fan-out: ${FAN_OUT_CLIENTS} Pusher-protocol clients on one private channel, ` +
      `a server of its own (Redis pub/sub when it answers) ==`,
  );
  printRealtimeFanOut(await measureRealtimeFanOut({ port: 3235 }));

  console.log('\n== PUT /activity: reports/s at 100 connections, each request from another device and address ==');
  const activity = await activityThroughput({ repoRoot, port: 3236 });
  for (const [kind, r] of Object.entries(activity))
    console.log(
      `${kind.padEnd(6)} ${r.reportsPerSecond.toFixed(0)} reports/s, p99 ${r.p99} ms, ${r.non2xx} answers not 2xx`,
    );

  console.log(`\n== Reminders: ${REMINDERS} due in the same minute, due time → push at the push service ==`);
  const lateness = await reminderLateness({ repoRoot, port: 3237 });
  console.log(
    `${lateness.delivered} delivered; first ${ms(lateness.first)}, p50 ${ms(lateness.p50)}, ` +
      `p99 ${ms(lateness.p99)}, max ${ms(lateness.max)} (goal p99 ≤ 5000 ms)`,
  );

  console.log(
    `\n== Capacity of one API process: simulated members (page JSON, access tree, my content, workouts, verify, ` +
      `now and then a completion or bookmark; one request per 2 s each), p99 ≤ ${CAPACITY_P99_MS} ms and 0 errors ==`,
  );
  // The three servers above idle from here on; each capacity run has a server and database of its own.
  const printStep = (step) =>
    console.log(
      `  ${String(step.members).padStart(5)} members: ${step.rps.toFixed(0)} req/s, p50 ${ms(step.p50)}, ` +
        `p99 ${ms(step.p99)}, ${step.errors} errors${step.errorKinds.length ? ` (${step.errorKinds.map(([k, n]) => `${n}× ${k}`).join('; ')})` : ''}` +
        `${step.ok ? '' : ' ✗'}`,
    );
  const capacityLine = (kind, result) =>
    console.log(
      `capacity (${kind}): ${result.best} members per process` +
        `${result.best === result.tried.at(-1) ? ' (the most tried)' : ''} (goal ≥ 1000)`,
    );
  console.log('PGlite (embedded, durable):');
  capacityLine('PGlite', await serverCapacity({ repoRoot, port: 3233, onStep: printStep }));
  const postgres = await createScratchDatabase();
  if (postgres.url) {
    try {
      console.log(`Postgres (${new URL(BENCH_POSTGRES_URL).host}):`);
      capacityLine(
        'Postgres',
        await serverCapacity({ repoRoot, port: 3234, databaseUrl: postgres.url, onStep: printStep }),
      );
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`capacity (Postgres): not measured, ${BENCH_POSTGRES_URL} unreachable: ${postgres.reason}`);
  }

  console.log(`\n${CLUSTER_HEADING}`);
  printCluster(await measureCluster({ port: 3240 }));

  console.log('\n== Log in (password hashing is deliberately slow: scrypt N=2^17) ==');
  const login = await measureLogin(composed.url, 15);
  console.log(
    `POST /api/auth/login, one at a time: median ${ms(login.median)}, max ${ms(login.max)} (${login.runs} runs)`,
  );
} finally {
  await browser.close();
  await composed.stop();
  await monolith.stop();
  await relaxed.stop();
}
