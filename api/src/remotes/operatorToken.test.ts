import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
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

  it('reads no token when no server ever started with this data dir', async () => {
    expect(await readOperatorToken(dataDir)).toBeNull();
  });
});

describe('tokensMatch', () => {
  it('accepts only the exact token', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abd', 'abc')).toBe(false);
    expect(tokensMatch('ab', 'abc')).toBe(false);
    expect(tokensMatch('', 'abc')).toBe(false);
  });
});
