import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import { handleError } from '../errors/errorHandler';
import { registerRateLimits } from '../http/registerRateLimits';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { ensureOperatorToken, operatorTokenPath } from '../remotes/operatorToken';
import { computeBuildVersion } from '../remotes/releaseFiles';
import { getRegistryForDevice, listStatus, recordFailure } from '../remotes/registryService';
import { remotesPlugin } from '../remotes/remotesPlugin';
import { seedMigratedDataDir } from '../../test/pgliteDump';
import { cliRunner, freePort } from '../../test/runCli';

// Each run is a fresh Node process; in direct mode it also opens PGlite in the (pre-migrated) data dir.
jest.setTimeout(240_000);

/** `npm run remotes` with these arguments. */
const runCli = cliRunner('remotes.ts');

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'stride-cli-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A fake remote build: what webpack would leave in <remote>/dist. */
async function fakeBuild(name: string, entry: string): Promise<{ dir: string; version: string }> {
  const dir = path.join(work, name);
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), entry);
  await writeFile(path.join(dir, 'chunks', '1.js'), `chunk of ${name}`);
  return { dir, version: await computeBuildVersion(dir) };
}

function versionLine(stdout: string, version: string): string {
  return stdout.split('\n').find((line) => line.trim().startsWith(version)) ?? '';
}

describe('remotes CLI without a running server (direct database mode)', () => {
  it('releases, sets a canary, promotes and rolls back, and lists the result', async () => {
    const env = { DATA_DIR: path.join(work, 'data'), PORT: await freePort() };
    await seedMigratedDataDir(env.DATA_DIR);
    const v1 = await fakeBuild('build1', 'var one = 1;');
    const v2 = await fakeBuild('build2', 'var two = 2;');

    const first = await runCli(['release', 'mfe-content', '--dir', v1.dir], env);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain(`Released mfe-content@${v1.version}`);
    expect(first.stdout).toContain('stable');
    expect(await readFile(path.join(env.DATA_DIR, 'remotes/mfe-content', v1.version, 'chunks/1.js'), 'utf8')).toBe(
      'chunk of build1',
    );

    const again = await runCli(['release', 'mfe-content', '--dir', v1.dir], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already released');

    expect((await runCli(['release', 'mfe-content', '--dir', v2.dir], env)).code).toBe(0);
    const canary = await runCli(['canary', 'mfe-content', v2.version, '--percent', '50'], env);
    expect(canary.code).toBe(0);
    expect(canary.stdout).toContain('50%');

    const listed = await runCli(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^mfe-content\\s+${v1.version}\\s+${v2.version}@50%$`, 'm'));
    expect(versionLine(listed.stdout, v1.version)).toMatch(/stable .* 0 failures/);
    expect(versionLine(listed.stdout, v2.version)).toMatch(/canary 50%/);

    expect((await runCli(['promote', 'mfe-content'], env)).stdout).toContain(`${v2.version} is now stable`);
    expect((await runCli(['rollback', 'mfe-content'], env)).stdout).toContain(`stable rolled back to ${v1.version}`);
    const afterRollback = await runCli(['list'], env);
    expect(afterRollback.stdout).toMatch(new RegExp(`^mfe-content\\s+${v1.version}\\s+-$`, 'm'));
  });

  it('fails with one line and a non-zero exit for a bad build, a remote with no release or an unknown remote', async () => {
    const env = { DATA_DIR: path.join(work, 'data'), PORT: await freePort() };
    await seedMigratedDataDir(env.DATA_DIR);
    await mkdir(path.join(work, 'empty'));

    const noEntry = await runCli(['release', 'mfe-auth', '--dir', path.join(work, 'empty')], env);
    expect(noEntry.code).not.toBe(0);
    expect(noEntry.stderr).toMatch(/^remotes: .*has no remoteEntry\.js.*$/);
    expect(noEntry.stderr.split('\n')).toHaveLength(1);

    const notReleased = await runCli(['canary', 'mfe-auth', 'abcdef123456', '--percent', '10'], env);
    expect(notReleased.code).not.toBe(0);
    expect(notReleased.stderr).toMatch(/^remotes: mfe-auth has no release yet/);
    expect(notReleased.stderr.split('\n')).toHaveLength(1);

    const unknownRemote = await runCli(['release', 'mfe-nope'], env);
    expect(unknownRemote.code).not.toBe(0);
    expect(unknownRemote.stderr).toBe(
      'remotes: Unknown remote "mfe-nope"; expected one of mfe-content, mfe-auth, mfe-checkout, mfe-messaging, mfe-schedule, mfe-account (see --help)',
    );
  });

  it('prints usage for --help', async () => {
    const help = await runCli(['--help'], { DATA_DIR: path.join(work, 'data'), PORT: await freePort() });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run remotes -- <command>');
  });
});

describe('remotes CLI against a running server (operator API)', () => {
  let database: TestDatabase;
  let db: AppDatabase;
  let server: FastifyInstance;
  let env: { DATA_DIR: string; PORT: number };

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    const dataDir = path.join(work, 'data');
    server = Fastify();
    server.setErrorHandler(handleError);
    server.get('/healthz', async () => ({ status: 'ok' }));
    // As buildApp does: the failure reports' limits come from the rate-limit plugin.
    await registerRateLimits(server, { redisUrl: null });
    await server.register(remotesPlugin, {
      prefix: '/api',
      db,
      dataDir,
      publicRemotesUrl: '',
      operatorToken: await ensureOperatorToken(dataDir),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    env = { DATA_DIR: dataDir, PORT: (server.server.address() as AddressInfo).port };
  });
  afterEach(async () => {
    await server.close();
    await database.close();
  });

  it('releases through the server without touching its database, and the change is live at once', async () => {
    const v1 = await fakeBuild('build1', 'var one = 1;');
    const v2 = await fakeBuild('build2', 'var two = 2;');

    const released = await runCli(['release', 'mfe-messaging', '--dir', v1.dir], env);
    expect(released).toMatchObject({ code: 0, stderr: '' });
    // Went through HTTP: the CLI never opened an embedded database in the server's data dir.
    expect(existsSync(path.join(env.DATA_DIR, 'db'))).toBe(false);
    expect(existsSync(path.join(env.DATA_DIR, 'remotes/mfe-messaging', v1.version, 'remoteEntry.js'))).toBe(true);
    expect((await getRegistryForDevice(db, 'any-device')).remotes['mfe-messaging']).toEqual({
      version: v1.version,
      url: `/remotes/mfe-messaging/${v1.version}/remoteEntry.js`,
      channel: 'stable',
    });

    expect((await runCli(['release', 'mfe-messaging', '--dir', v2.dir], env)).code).toBe(0);
    expect((await runCli(['canary', 'mfe-messaging', v2.version, '--percent', '100'], env)).code).toBe(0);
    expect((await getRegistryForDevice(db, 'any-device')).remotes['mfe-messaging']).toMatchObject({
      version: v2.version,
      channel: 'canary',
      fallback: { version: v1.version },
    });

    // A device whose canary failed reports it; the operator sees it in list.
    await getRegistryForDevice(db, 'dev-1');
    await recordFailure(db, { remote: 'mfe-messaging', version: v2.version, message: 'ChunkLoadError' }, 'dev-1');
    const listed = await runCli(['list'], env);
    expect(listed.code).toBe(0);
    expect(versionLine(listed.stdout, v2.version)).toMatch(/canary 100% .* 1 failure /);

    expect((await runCli(['rollback', 'mfe-messaging'], env)).stdout).toContain('canary dropped');
    expect((await getRegistryForDevice(db, 'any-device')).remotes['mfe-messaging']?.version).toBe(v1.version);
  });

  it('records a release served from another origin at the given base URL', async () => {
    const build = await fakeBuild('cdn', 'var cdn = 1;');
    const base = `https://cdn.example.com/mfe-schedule/${build.version}`;
    const released = await runCli(['release', 'mfe-schedule', '--dir', build.dir, '--url', `${base}/`], env);
    expect(released.code).toBe(0);
    const [status] = (await listStatus(db)).filter((row) => row.remote === 'mfe-schedule');
    expect(status?.versions).toEqual([
      expect.objectContaining({ version: build.version, url: `${base}/remoteEntry.js` }),
    ]);
  });

  it('reports a refused operator token and a server-side error as one line with a non-zero exit', async () => {
    const unknown = await runCli(['promote', 'mfe-account'], env);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toBe('remotes: mfe-account has no release yet; release it first');

    await writeFile(operatorTokenPath(env.DATA_DIR), 'not-the-token\n');
    const refused = await runCli(['list'], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/^remotes: The server at http:\/\/127\.0\.0\.1:\d+ refused the operator token/);
  });
});
