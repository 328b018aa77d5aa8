import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedMigratedDataDir } from '../test/pgliteDump';
import { freePort } from '../test/runCli';

const REPO_ROOT = path.resolve(__dirname, '../..');

// Each test starts the real server in its own Node process: seconds of CPU on a loaded machine.
jest.setTimeout(120_000);

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `npm start`'s server process, leading its own process group as a terminal's foreground job would. */
function startServerProcess(
  dataDir: string,
  port: number,
): { child: ChildProcess; ready: Promise<void>; exit: Promise<Exit> } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'REMOTES_PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'LOG_LEVEL'])
    delete env[name];
  env.LOG_LEVEL = 'warn';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env,
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
  const exit = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, ready, exit };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-server-'));
  await seedMigratedDataDir(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('closes once, releases the data-dir lock and exits 0 when Ctrl-C reaches it twice', async () => {
    const server = startServerProcess(dataDir, await freePort());
    await server.ready;
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    // The terminal signals the whole group; `npm start` passes the same signal on a moment later.
    process.kill(-server.child.pid!, 'SIGINT');
    process.kill(server.child.pid!, 'SIGINT');
    const exit = await server.exit;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.stderr).not.toContain('Shutdown failed');
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  describe('when its port is taken', () => {
    let occupier: Server;
    let port: number;
    beforeEach(async () => {
      port = await freePort();
      occupier = createServer();
      await new Promise<void>((resolve) => occupier.listen(port, '127.0.0.1', resolve));
    });
    afterEach(() => new Promise<void>((resolve) => occupier.close(() => resolve())));

    it('says so in one line, without a stack trace, and leaves no lock behind', async () => {
      const exit = await startServerProcess(dataDir, port).exit;
      expect(exit.code).toBe(1);
      expect(exit.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT to a free port.`,
      );
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    });
  });
});
