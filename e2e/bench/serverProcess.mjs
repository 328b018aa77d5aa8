// Starts the real API server (as `npm start` runs it) on a port and data dir of its own, for the benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `dataDir`: an existing data dir (kept on stop); by default a new one, removed on stop. */
export async function startServer({ repoRoot, port, env = {}, dataDir: givenDataDir }) {
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'stride-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
