import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedMigratedDataDir } from '../test/pgliteDump';
import { freePort } from '../test/runCli';
import { startServerProcess } from '../test/serverProcess';

// Each test starts the real server in its own Node process: seconds of CPU on a loaded machine.
jest.setTimeout(120_000);

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
