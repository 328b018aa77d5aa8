import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureOperatorToken, operatorTokenPath, readOperatorToken, tokensMatch } from './operatorToken';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'stride-token-')), 'data');
});
afterEach(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

describe('ensureOperatorToken', () => {
  it('creates a 32-byte hex token readable only by its owner', async () => {
    const token = await ensureOperatorToken(dataDir);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const info = await stat(operatorTokenPath(dataDir));
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('returns the same token on every later start, and the CLI reads that token', async () => {
    const token = await ensureOperatorToken(dataDir);
    expect(await ensureOperatorToken(dataDir)).toBe(token);
    expect(await readOperatorToken(dataDir)).toBe(token);
  });

  it('keeps a token an operator wrote into the file', async () => {
    await ensureOperatorToken(dataDir);
    await writeFile(operatorTokenPath(dataDir), 'chosen-by-operator\n');
    expect(await ensureOperatorToken(dataDir)).toBe('chosen-by-operator');
  });

  // Six Node processes loading TypeScript: seconds on a loaded machine.
  it('gives every process on a shared data dir the same token when they all create it at once', async () => {
    const tokens = await inProcesses(
      6,
      `require(${JSON.stringify(require.resolve('./operatorToken'))})
      .ensureOperatorToken(${JSON.stringify(dataDir)}).then((token) => process.stdout.write(token))`,
    );
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(await readOperatorToken(dataDir));
    expect(await readdir(dataDir)).toEqual(['operator-token']);
  }, 60_000);

  it('reads no token when no server ever started with this data dir', async () => {
    expect(await readOperatorToken(dataDir)).toBeNull();
  });
});

/**
 * Runs `script` in `count` Node processes at once: each says it is ready, and all are told to go together, so
 * their file operations overlap. Answers what each printed after that.
 */
async function inProcesses(count: number, script: string): Promise<string[]> {
  const children = Array.from({ length: count }, () =>
    spawn(
      process.execPath,
      ['--import', 'tsx', '-e', `process.stdin.once('data', () => { ${script}; }); process.stdout.write('ready\\n');`],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    ),
  );
  const outputs = children.map((child) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (out.startsWith('ready\n')) resolve();
      });
      child.once('exit', () => reject(new Error('exited before it was ready')));
    });
    const done = new Promise<string>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(out.slice('ready\n'.length)) : reject(new Error(`exited with ${code}`)),
      );
    });
    return { child, ready, done };
  });
  await Promise.all(outputs.map((output) => output.ready));
  for (const { child } of outputs) child.stdin.end('go\n');
  return Promise.all(outputs.map((output) => output.done));
}

describe('tokensMatch', () => {
  it('accepts only the exact token', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abd', 'abc')).toBe(false);
    expect(tokensMatch('ab', 'abc')).toBe(false);
    expect(tokensMatch('', 'abc')).toBe(false);
  });
});
