import { isApiErrorBody, type RemoteName, type RemoteStatus } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { DatabaseInUseError } from '../db/dataDirLock';
import { openDatabase } from '../db/openDatabase';
import { readOperatorToken, operatorTokenPath } from '../remotes/operatorToken';
import {
  listStatus,
  promote,
  recordRelease,
  rollback,
  setCanary,
  type ChannelState,
  type RecordedRelease,
  type ReleaseRecord,
  type RollbackResult,
} from '../remotes/registryService';

/** What the CLI needs from the registry, either through the running server or the database itself. */
export interface RemotesBackend {
  readonly mode: 'server' | 'direct';
  /** Where the registry was reached, for messages. */
  readonly target: string;
  list(): Promise<RemoteStatus[]>;
  recordRelease(release: ReleaseRecord): Promise<RecordedRelease>;
  setCanary(remote: RemoteName, version: string, percent: number): Promise<ChannelState>;
  promote(remote: RemoteName): Promise<ChannelState>;
  rollback(remote: RemoteName): Promise<RollbackResult>;
  close(): Promise<void>;
}

/** A failure the CLI reports as one line (the API's error message, or why the registry is unreachable). */
export class RemotesCliError extends Error {
  override readonly name = 'RemotesCliError';
}

/** The service functions on an open database: for when no server is running. */
export function directRemotesBackend(
  db: AppDatabase,
  options: { target: string; publicRemotesUrl: string; close: () => Promise<void> },
): RemotesBackend {
  return {
    mode: 'direct',
    target: options.target,
    list: () => listStatus(db, { publicRemotesUrl: options.publicRemotesUrl }),
    recordRelease: (release) => recordRelease(db, release),
    setCanary: (remote, version, percent) => setCanary(db, remote, version, percent),
    promote: (remote) => promote(db, remote),
    rollback: (remote) => rollback(db, remote),
    close: options.close,
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

/** The operator API of a running server (`/api/operator/remotes`), authenticated with the operator token. */
export function httpRemotesBackend(baseUrl: string, token: string): RemotesBackend {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api/operator/remotes${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RemotesCliError(`The server at ${baseUrl} did not answer: ${(error as Error).message}`);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (response.ok) return payload as T;
    if (response.status === 401) {
      throw new RemotesCliError(
        `The server at ${baseUrl} refused the operator token; is it running with the same DATA_DIR as this command?`,
      );
    }
    const message = isApiErrorBody(payload) ? payload.error.message : `HTTP ${response.status}`;
    throw new RemotesCliError(message);
  }

  return {
    mode: 'server',
    target: baseUrl,
    list: async () => (await call<{ remotes: RemoteStatus[] }>('GET', '')).remotes,
    recordRelease: (release) =>
      call('POST', '/release', {
        remote: release.remote,
        version: release.version,
        ...(release.url ? { url: release.url } : {}),
      }),
    setCanary: (remote, version, percent) => call('POST', `/${remote}/canary`, { version, percent }),
    promote: (remote) => call('POST', `/${remote}/promote`),
    rollback: (remote) => call('POST', `/${remote}/rollback`),
    close: async () => {},
  };
}

const PROBE_TIMEOUT_MS = 1_500;

/** True when a Stride server answers its health check at baseUrl. */
export async function serverIsRunning(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** The address a local client uses to reach a server listening on `host`. */
export function localServerUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === 'localhost' || host === '';
  const reachable = wildcard ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * The running server when there is one (PGlite lets only one process own the database, and the
 * server must see changes at once); otherwise the database itself, under the data-dir lock.
 */
export async function connectRemotesBackend(config: {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  publicRemotesUrl: string;
}): Promise<RemotesBackend> {
  const baseUrl = localServerUrl(config.host, config.port);
  if (await serverIsRunning(baseUrl)) {
    const token = await readOperatorToken(config.dataDir);
    if (!token) {
      throw new RemotesCliError(
        `A server answers at ${baseUrl} but ${operatorTokenPath(config.dataDir)} does not exist; run this command with the server's DATA_DIR`,
      );
    }
    return httpRemotesBackend(baseUrl, token);
  }
  try {
    const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    return directRemotesBackend(opened.db, {
      target: config.databaseUrl ? 'DATABASE_URL' : config.dataDir,
      publicRemotesUrl: config.publicRemotesUrl,
      close: () => opened.close(),
    });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new RemotesCliError(
        `The database in ${config.dataDir} is in use by process ${error.pid}, but no server answers at ${baseUrl}/healthz; wait for the server to start, or set PORT to the port it listens on`,
      );
    }
    throw error;
  }
}
