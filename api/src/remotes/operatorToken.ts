import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFileExclusive } from '../db/createFileExclusive';

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
 * that asks; every later one, and every process sharing the data dir (started at the same moment or not, under
 * one database's start-up lock or not), reads the same.
 */
export async function ensureSecretFile(file: string): Promise<string> {
  const existing = await readToken(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const token = randomBytes(32).toString('hex');
  if (await createFileExclusive(file, `${token}\n`)) return token;
  // Another process created it first: use theirs (whole, see createFileExclusive).
  const theirs = await readToken(file);
  if (!theirs) throw new Error(`${file} is empty: delete it to generate a new secret`);
  return theirs;
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
