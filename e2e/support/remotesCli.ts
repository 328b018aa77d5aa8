import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { E2E } from './e2eEnv';

/** Runs `npm run remotes -- …` against the e2e server's data dir, as an operator would. */
export function remotesCli(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(E2E.repoRoot, 'api', 'src', 'cli', 'remotes.ts'), ...args],
    {
      cwd: E2E.repoRoot,
      encoding: 'utf8',
      env: { ...process.env, PORT: String(E2E.port), DATA_DIR: E2E.dataDir },
    },
  );
  if (result.status !== 0) {
    throw new Error(`remotes ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** The version id `release` printed (the content hash it gave the build). */
export function releasedVersion(output: string): string {
  const match = /\b([0-9a-f]{12})\b/.exec(output);
  if (!match?.[1]) throw new Error(`No version id in release output: ${output}`);
  return match[1];
}
