import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';

export function operatorTokenPath(dataDir: string): string {
  return path.join(dataDir, OPERATOR_TOKEN_FILE);
}

async function readToken(file: string): Promise<string | null> {
  try {
    const token = (await readFile(file, 'utf8')).trim();
    return token === '' ? null : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The token the operator API accepts and the CLI sends. Stored in the data dir, readable only by
 * the user running the server, so anyone who can run the CLI on this machine (and no one else) is
 * an operator. Created on first start.
 */
export async function ensureOperatorToken(dataDir: string): Promise<string> {
  return ensureSecretFile(operatorTokenPath(dataDir));
}

/**
 * A random secret kept in `file` (readable only by the user running the server), created by the first process
 * that asks; every later one, and every process on the same data dir, reads the same.
 */
export async function ensureSecretFile(file: string): Promise<string> {
  const existing = await readToken(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const token = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${token}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readToken(file);
    if (theirs) return theirs;
    throw error;
  }
  // The umask may have widened the mode given to writeFile.
  await chmod(file, 0o600);
  return token;
}

/** The CLI's read: no token file means no server has ever started with this data dir. */
export async function readOperatorToken(dataDir: string): Promise<string | null> {
  return readToken(operatorTokenPath(dataDir));
}

/** Constant-time comparison of a presented token with the expected one. */
export function tokensMatch(presented: string, expected: string): boolean {
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // timingSafeEqual needs equal lengths; compare against itself to spend the same time either way.
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}
