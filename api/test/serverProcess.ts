import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves once the server printed its banner (it listens); rejects when it exits first. */
  ready: Promise<void>;
  exit: Promise<ServerExit>;
}

/**
 * `npm start`'s server process (`api/src/server.ts`) on `dataDir` and `port`, leading its own process group
 * as a terminal's foreground job would. Nothing from the test run's environment leaks in but `env`.
 */
export function startServerProcess(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'REMOTES_PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'LOG_LEVEL'])
    delete childEnv[name];
  Object.assign(childEnv, { LOG_LEVEL: 'warn' }, env);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Stride is running at')) resolve();
    });
    child.once('exit', () => reject(new Error(`the server exited before it was ready: ${stderr}`)));
  });
  ready.catch(() => undefined);
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, ready, exit };
}
