import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@stride/shared';

export type RemotesCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'release'; remote: RemoteName; dir: string | null; baseUrl: string | null }
  | { command: 'canary'; remote: RemoteName; version: string; percent: number }
  | { command: 'promote'; remote: RemoteName }
  | { command: 'rollback'; remote: RemoteName };

/** Bad command line: the CLI prints the message and the usage hint, and exits non-zero. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const REMOTES_USAGE = `Usage: npm run remotes -- <command>

Commands:
  release <remote> [--dir <build dir>] [--url <base URL>]
      Copy a build (default <repo>/<remote>/dist) into an immutable versioned folder and record it.
      The version id is a hash of the build's content. With --url, the build is served from that
      base URL (a CDN or another origin) and the registry points at <base URL>/remoteEntry.js.
  canary <remote> <version> --percent <0-100>
      Serve <version> to that percentage of devices (by a stable hash of the device id).
  promote <remote>    Make the canary the stable version.
  rollback <remote>   Drop the canary if there is one; otherwise go back to the previous stable version.
  list                Show every remote: stable, canary, released versions and their failures.

Remotes: ${REMOTE_NAMES.join(', ')}
Environment: DATA_DIR (default .data), PORT (default 3000), DATABASE_URL.
The CLI talks to the running server on 127.0.0.1:PORT if there is one, else opens the database itself.`;

interface SplitArgs {
  positionals: string[];
  options: Map<string, string>;
}

const VALUE_OPTIONS = new Set(['dir', 'url', 'percent']);

function splitArgs(argv: readonly string[]): SplitArgs {
  const positionals: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (!VALUE_OPTIONS.has(name)) throw new UsageError(`Unknown option --${name}`);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i += 1;
    }
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    if (options.has(name)) throw new UsageError(`--${name} given twice`);
    options.set(name, value);
  }
  return { positionals, options };
}

function parseRemote(value: string | undefined, command: string): RemoteName {
  if (value === undefined) throw new UsageError(`${command} needs a remote name (${REMOTE_NAMES.join(', ')})`);
  if (!isRemoteName(value))
    throw new UsageError(`Unknown remote "${value}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  return value;
}

function parsePercent(value: string | undefined): number {
  if (value === undefined) throw new UsageError('canary needs --percent <0-100>');
  if (!/^\d{1,3}$/.test(value) || Number(value) > 100) {
    throw new UsageError(`--percent must be a whole number from 0 to 100, not "${value}"`);
  }
  return Number(value);
}

function parseBaseUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(
      `--url must be an absolute URL such as https://cdn.example.com/mfe-content/abc, not "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError('--url must be an http(s) URL');
  if (url.search || url.hash) throw new UsageError('--url is a base URL: no query string or fragment');
  return url.href.replace(/\/+$/, '');
}

function expectArgs(split: SplitArgs, command: string, count: number, allowed: string[]): void {
  if (split.positionals.length > count + 1) {
    throw new UsageError(`Unexpected argument "${split.positionals[count + 1]}" for ${command}`);
  }
  for (const name of split.options.keys()) {
    if (!allowed.includes(name)) throw new UsageError(`${command} does not take --${name}`);
  }
}

/** Parses the CLI's arguments (after `remotes`), or throws UsageError. */
export function parseRemotesArgs(argv: readonly string[]): RemotesCommand {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    return { command: 'help' };
  }
  const split = splitArgs(argv);
  const [command, first, second] = split.positionals;
  switch (command) {
    case 'list':
      expectArgs(split, 'list', 0, []);
      return { command: 'list' };
    case 'release':
      expectArgs(split, 'release', 1, ['dir', 'url']);
      return {
        command: 'release',
        remote: parseRemote(first, 'release'),
        dir: split.options.get('dir') ?? null,
        baseUrl: parseBaseUrl(split.options.get('url')),
      };
    case 'canary': {
      expectArgs(split, 'canary', 2, ['percent']);
      const remote = parseRemote(first, 'canary');
      if (second === undefined) throw new UsageError('canary needs a version (see `list`)');
      return { command: 'canary', remote, version: second, percent: parsePercent(split.options.get('percent')) };
    }
    case 'promote':
    case 'rollback':
      expectArgs(split, command, 1, []);
      return { command, remote: parseRemote(first, command) };
    case undefined:
      throw new UsageError('Missing command');
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}
