import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { E2E } from './e2eEnv';

const run = promisify(execFile);

/**
 * Runs `npm run remotes -- …` against the e2e server's data dir, as an operator would. Asynchronous on
 * purpose: a synchronous spawn blocks the test's event loop for seconds, so fetch's pooled keep-alive socket
 * misses the server closing it and the next request fails with "other side closed".
 */
export async function remotesCli(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', join(E2E.repoRoot, 'api', 'src', 'cli', 'remotes.ts'), ...args],
      { cwd: E2E.repoRoot, encoding: 'utf8', env: { ...process.env, PORT: String(E2E.port), DATA_DIR: E2E.dataDir } },
    );
    return stdout;
  } catch (error) {
    const { code, stderr, stdout } = error as { code?: number; stderr?: string; stdout?: string };
    throw new Error(`remotes ${args.join(' ')} failed (${code}): ${stderr ?? ''}${stdout ?? ''}`);
  }
}

/** The version id `release` printed (the content hash it gave the build). */
export function releasedVersion(output: string): string {
  const match = /\b([0-9a-f]{12})\b/.exec(output);
  if (!match?.[1]) throw new Error(`No version id in release output: ${output}`);
  return match[1];
}
