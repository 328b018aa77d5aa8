// N API processes on one database, Redis and data dir, behind HAProxy: supervised, restarted when they die, and
// replaced one at a time on a rolling restart. Used by `npm run cluster`, the scale-out tests and the benchmark.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { BACKEND, DRAIN_MS, findHaproxy, haproxyConfig, INSTALL_HAPROXY } from './haproxyConfig.mjs';

/** Processes listen here only: HAProxy on this machine is their one client. */
const PROCESS_HOST = '127.0.0.1';
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
/** Lines of each process's output kept to explain a failed start. */
const TAIL_LINES = 40;
/** A process that keeps dying is started again after 0.5 s, 1 s, 2 s … at most 30 s. */
const RESTART_DELAY_MS = { first: 500, max: 30_000 };

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function until(what, deadlineMs, check) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

/** Fails with one line when a port is taken, before anything starts. */
function ensurePortFree(host, port) {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', (error) =>
      fail(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use: stop what listens there, or pick other ports (--port, --base-port)`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => done()));
  });
}

/** One command on HAProxy's admin socket; it answers and closes. */
function haproxyCommand(socketPath, command) {
  return new Promise((done, fail) => {
    const socket = net.createConnection(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => done(answer));
    socket.on('error', fail);
  });
}

/** The backend's servers as HAProxy sees them: name → { status: 'UP' | 'DOWN' | 'MAINT' …, current sessions }. */
async function serverStates(socketPath) {
  const [header, ...rows] = (await haproxyCommand(socketPath, 'show stat')).trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const states = new Map();
  for (const row of rows) {
    const values = Object.fromEntries(row.split(',').map((value, index) => [columns[index], value]));
    if (values.pxname === BACKEND && values.svname !== 'BACKEND')
      states.set(values.svname, { status: values.status, sessions: Number(values.scur) });
  }
  return states;
}

function lineReader(stream, onLine) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => pending && onLine(pending));
}

function exitDescription(code, signal) {
  return signal ? `was stopped by ${signal}` : `exited with code ${code}`;
}

/**
 * Trusts the proxy on this machine on top of what the operator trusts (a load balancer in front of HAProxy):
 * an address list gets the loopback address, a hop count one more hop.
 */
function trustProxyBehind(operatorValue) {
  const value = operatorValue?.trim();
  if (!value || value === 'false') return PROCESS_HOST;
  if (/^\d+$/.test(value)) return String(Number(value) + 1);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.includes(PROCESS_HOST) || entries.includes('loopback') ? value : `${value},${PROCESS_HOST}`;
}

/**
 * Starts `processes` API processes (`node --import tsx api/src/server.ts`) on ports `basePort`… (default
 * `port` + 1…), all with `env` on top of this process's environment and the one shared `dataDir`, then HAProxy
 * on `port` in front of them; resolves once HAProxy sees every process healthy. `onOutput(source, stream, line)`
 * gets every line the processes ('api-1' …), HAProxy ('proxy') and the supervisor ('cluster') write.
 */
export async function startCluster({
  repoRoot,
  processes: count = 2,
  port = 3000,
  basePort = port + 1,
  host = '127.0.0.1',
  env = {},
  dataDir: givenDataDir,
  onOutput = () => {},
}) {
  const haproxy = findHaproxy({ ...process.env, ...env });
  if (!haproxy) throw new Error(INSTALL_HAPROXY);
  const dataDir = resolve(repoRoot, givenDataDir ?? env.DATA_DIR ?? process.env.DATA_DIR ?? '.data-cluster');
  const clusterDir = join(dataDir, 'cluster');
  const statsSocket = join(clusterDir, 'haproxy.sock');
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const baseEnv = { ...process.env, ...env };
  const processEnv = {
    ...baseEnv,
    HOST: PROCESS_HOST,
    DATA_DIR: dataDir,
    PUBLIC_URL: baseEnv.PUBLIC_URL ?? `http://localhost:${port}`,
    TRUST_PROXY: trustProxyBehind(baseEnv.TRUST_PROXY),
    SHUTDOWN_DRAIN_MS: baseEnv.SHUTDOWN_DRAIN_MS ?? String(DRAIN_MS),
  };

  const members = Array.from({ length: count }, (_, index) => ({
    name: `api-${index + 1}`,
    port: basePort + index,
    url: `http://${PROCESS_HOST}:${basePort + index}`,
    pid: null,
    child: null,
    tail: [],
    replacing: false,
    crashes: 0,
    restartTimer: null,
  }));
  await ensurePortFree(host, port);
  for (const member of members) await ensurePortFree(PROCESS_HOST, member.port);
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });

  let stopping = null;
  let started = false;
  let rolling = null;
  let proxy = null;
  let resolveClosed;
  const closed = new Promise((done) => (resolveClosed = done));
  const say = (line) => onOutput('cluster', 'stdout', line);

  function spawnMember(member) {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api', 'src', 'server.ts')], {
      cwd: repoRoot,
      env: { ...processEnv, PORT: String(member.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    member.child = child;
    member.pid = child.pid;
    member.tail = [];
    for (const stream of ['stdout', 'stderr'])
      lineReader(child[stream], (line) => {
        member.tail.push(line);
        if (member.tail.length > TAIL_LINES) member.tail.shift();
        onOutput(member.name, stream, line);
      });
    child.once('exit', (code, signal) => {
      if (member.child === child) member.child = null;
      // Started again unless the whole cluster is stopping: Ctrl-C reaches the processes and this one together.
      if (started && !stopping && !member.replacing) restartLater(member, exitDescription(code, signal));
    });
    return child;
  }

  function restartLater(member, why) {
    const delay = Math.min(RESTART_DELAY_MS.max, RESTART_DELAY_MS.first * 2 ** member.crashes);
    member.crashes += 1;
    say(`${member.name} ${why}; starting it again in ${delay} ms`);
    member.restartTimer = setTimeout(() => {
      member.restartTimer = null;
      if (stopping || member.replacing) return;
      spawnMember(member);
      waitHealthy(member).then(
        () => say(`${member.name} is back (pid ${member.pid})`),
        // One that exited is started again by its exit; one that hangs is killed so that it does.
        () => member.child?.kill('SIGKILL'),
      );
    }, delay);
  }

  async function waitHealthy(member) {
    const child = member.child;
    await until(`${member.name} to answer /healthz`, START_TIMEOUT_MS, async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `${member.name} ${exitDescription(child.exitCode, child.signalCode)} while starting:\n${member.tail.join('\n')}`,
        );
      try {
        return (await fetch(`${member.url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false; // not listening yet
      }
    });
    member.crashes = 0;
  }

  function waitExit(child, ms = STOP_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      const force = setTimeout(() => child.kill('SIGKILL'), ms);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
    });
  }

  async function waitProxySees(name, status) {
    await until(`HAProxy to see ${name} ${status}`, START_TIMEOUT_MS, async () => {
      if (proxy.startError) throw proxy.startError;
      try {
        return (await serverStates(statsSocket)).get(name)?.status === status;
      } catch {
        return false; // the socket is not open yet
      }
    });
  }

  function startProxy() {
    const configFile = join(clusterDir, 'haproxy.cfg');
    rmSync(statsSocket, { force: true });
    writeFileSync(
      configFile,
      haproxyConfig({
        bind: `${host}:${port}`,
        servers: members.map(({ name, port: memberPort }) => ({ name, host: PROCESS_HOST, port: memberPort })),
        statsSocket,
      }),
      { mode: 0o600 },
    );
    const tail = [];
    const child = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of ['stdout', 'stderr'])
      lineReader(child[stream], (line) => {
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        onOutput('proxy', stream, line);
      });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const error = new Error(`HAProxy ${exitDescription(code, signal)}:\n${tail.join('\n')}`);
      // Without the proxy the cluster serves nobody: stop the processes too and say why.
      if (started) stopAll(error);
      else child.startError = error;
    });
    return child;
  }

  async function stopAll(reason = null) {
    if (stopping) return stopping;
    stopping = (async () => {
      for (const member of members) clearTimeout(member.restartTimer);
      const children = [proxy, ...members.map((member) => member.child)].filter(Boolean);
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => waitExit(child)));
      rmSync(statsSocket, { force: true });
      resolveClosed(reason);
    })();
    return stopping;
  }

  /** Out of rotation, drained, stopped, started again, back in rotation: no request of its is lost. */
  async function replace(member) {
    await haproxyCommand(statsSocket, `set server ${BACKEND}/${member.name} state maint`);
    await until(`${member.name}'s requests to finish`, STOP_TIMEOUT_MS, async () => {
      return (await serverStates(statsSocket)).get(member.name)?.sessions === 0;
    }).catch(() => say(`${member.name} still has requests after ${STOP_TIMEOUT_MS} ms: stopping it anyway`));
    member.replacing = true;
    try {
      clearTimeout(member.restartTimer);
      if (member.child) {
        member.child.kill('SIGTERM');
        await waitExit(member.child);
      }
      if (stopping) return;
      spawnMember(member);
      await waitHealthy(member);
    } catch (error) {
      if (stopping) return;
      // The new process did not start: the supervisor keeps trying, and HAProxy takes it back once it is healthy.
      if (member.child) {
        member.child.kill('SIGKILL');
        await waitExit(member.child);
      }
      restartLater(member, 'did not start');
      throw error;
    } finally {
      member.replacing = false;
      if (!stopping) await haproxyCommand(statsSocket, `set server ${BACKEND}/${member.name} state ready`);
    }
    await waitProxySees(member.name, 'UP');
  }

  try {
    for (const member of members) spawnMember(member);
    await Promise.all(members.map(waitHealthy));
    proxy = startProxy();
    await Promise.all(members.map(({ name }) => waitProxySees(name, 'UP')));
    started = true;
  } catch (error) {
    await stopAll(error);
    throw error;
  }

  return {
    url,
    dataDir,
    configFile: join(clusterDir, 'haproxy.cfg'),
    haproxyPid: proxy.pid,
    /** Live: a restarted process keeps its entry, with its new pid. */
    processes: members.map((member) => ({
      name: member.name,
      port: member.port,
      url: member.url,
      get pid() {
        return member.pid;
      },
    })),
    /** Resolves when the cluster has stopped: null after stop(), the error when HAProxy died. */
    closed,
    kill(index, signal = 'SIGTERM') {
      const child = members[index]?.child;
      if (!child) throw new Error(`No process ${index} is running`);
      child.kill(signal);
    },
    /** Each process as HAProxy sees it: name → { status: 'UP', 'DOWN', 'MAINT' …, sessions in progress }. */
    proxyStates: () => serverStates(statsSocket),
    rollingRestart() {
      rolling ??= (async () => {
        try {
          for (const member of members) {
            if (stopping) return;
            say(`Rolling restart: replacing ${member.name}`);
            await replace(member);
          }
          say('Rolling restart: done');
        } finally {
          rolling = null;
        }
      })();
      return rolling;
    },
    stop: () => stopAll(),
  };
}
