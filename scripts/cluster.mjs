// `npm run cluster [-- --processes N --port P --base-port B]`: N API processes on one Postgres (DATABASE_URL),
// one Redis (REDIS_URL) and one data dir, behind HAProxy on PORT. Ctrl-C stops all; SIGHUP restarts them in turn.
import { parseArgs } from 'node:util';
import { buildWhatIsMissing } from './build.mjs';
import { findHaproxy, INSTALL_HAPROXY } from './haproxyConfig.mjs';
import { startCluster } from './startCluster.mjs';
import { repoRoot } from './workspace.mjs';

const USAGE = 'Usage: npm run cluster -- [--processes N] [--port PORT] [--base-port PORT] [--host ADDRESS]';

function fail(message) {
  console.error(message);
  process.exit(1);
}

function portOption(name, value) {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535)
    fail(`--${name} must be a port from 1 to 65535, got "${value}"`);
  return port;
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      processes: { type: 'string', short: 'n', default: '2' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      'base-port': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const processes = Number(options.processes);
if (!/^\d+$/.test(options.processes) || processes < 1 || processes > 64)
  fail(`--processes must be a number from 1 to 64, got "${options.processes}"`);
const port = portOption('port', options.port);
const basePort = options['base-port'] === undefined ? port + 1 : portOption('base-port', options['base-port']);

// Every process must see the same data: the embedded database and in-memory counters belong to one process.
const missingEnv = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]?.trim());
if (missingEnv.length)
  fail(
    `Set ${missingEnv.join(' and ')}: every process of the cluster shares one Postgres and one Redis, e.g. ` +
      'DATABASE_URL=postgres://user@127.0.0.1:5432/stride REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );

if (!findHaproxy()) fail(INSTALL_HAPROXY);

await buildWhatIsMissing();

/**
 * Each process's log lines, prefixed with its name. Their own banners (plain text on stdout, each naming the proxy's
 * address) are left out: the cluster prints one for all.
 */
function printOutput(source, stream, line) {
  if (source === 'cluster') return console.log(line);
  if (source !== 'proxy' && stream === 'stdout' && !line.startsWith('{')) return;
  (stream === 'stderr' ? process.stderr : process.stdout).write(`${source.padEnd(6)} | ${line}\n`);
}

let cluster;
try {
  cluster = await startCluster({
    repoRoot,
    processes,
    port,
    basePort,
    host: options.host ?? process.env.HOST ?? (process.env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    // Warnings and errors only: at info every request is logged, the proxy's health checks (4 a second) too.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    onOutput: printOutput,
  });
} catch (error) {
  fail(error.message);
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const lines = [
  `Stride cluster is running at ${publicUrl} (HAProxy on ${cluster.url}, round robin)`,
  `Processes: ${cluster.processes.map((p) => `${p.name} on ${p.url} (pid ${p.pid})`).join(', ')}`,
  `Database: Postgres (DATABASE_URL); Redis: REDIS_URL; shared data dir: ${cluster.dataDir}`,
  `Proxy config: ${cluster.configFile}`,
  `Rolling restart: kill -HUP ${process.pid}; stop: Ctrl-C`,
];
if (process.env.NODE_ENV !== 'production')
  lines.push(
    'Demo accounts (password "demo-password"): owner@demo.test, member@demo.test, pro@demo.test, lapsed@demo.test',
    `Dev outbox (no SMTP_URL): ${cluster.processes[0].url}/__dev/outbox (a process's own port: the outbox refuses proxied requests)`,
  );
console.log(`\n${lines.join('\n')}\n`);

process.on('SIGHUP', () => {
  cluster.rollingRestart().catch((error) => console.error(`Rolling restart failed: ${error.message}`));
});
// Ctrl-C reaches the processes and HAProxy from the terminal as well; stop() waits for every one of them.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster.stop());
const reason = await cluster.closed;
if (reason) fail(reason.message);
process.exit(0);
