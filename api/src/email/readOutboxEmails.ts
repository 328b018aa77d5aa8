import { localServerUrl, serverIsRunning } from '../cli/remotesBackend';
import { DatabaseInUseError } from '../db/dataDirLock';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase';
import { DEV_OUTBOX_API_PATH } from './devOutboxRoutes';
import { devOutboxResponseSchema, toDevOutboxEmail, type DevOutboxEmail } from './devOutboxSchemas';
import { listOutboxEmails, type OutboxQuery } from './outboxRepository';
import { readOperatorToken } from '../remotes/operatorToken';

/** Why the outbox could not be read, in one line for the operator. */
export class OutboxReadError extends Error {
  override readonly name = 'OutboxReadError';
}

export interface OutboxRead {
  emails: DevOutboxEmail[];
  /** Where they were read, for the listing's header. */
  source: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

async function readFromServer(baseUrl: string, dataDir: string, query: OutboxQuery): Promise<OutboxRead> {
  const url = new URL(DEV_OUTBOX_API_PATH, baseUrl);
  url.searchParams.set('limit', String(query.limit));
  if (query.to !== null) url.searchParams.set('to', query.to);
  // The operator token lets the CLI read a server that listens on a LAN address (not loopback) too.
  const token = await readOperatorToken(dataDir);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OutboxReadError(`The server at ${baseUrl} did not answer: ${(error as Error).message}`);
  }
  if (response.status === 404) {
    await response.arrayBuffer();
    throw new OutboxReadError(
      `The server at ${baseUrl} has no dev outbox: it sends emails over SMTP_URL, or runs with NODE_ENV=production`,
    );
  }
  const parsed = devOutboxResponseSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    throw new OutboxReadError(`The server at ${baseUrl} answered ${url.pathname} with HTTP ${response.status}`);
  }
  return { emails: parsed.data.emails, source: `the server at ${baseUrl}` };
}

/**
 * The running server's outbox when one answers (PGlite lets only one process open the database);
 * otherwise the database itself, under the data-dir lock, as `npm run remotes` does.
 */
export async function readOutboxEmails(
  config: { host: string; port: number; dataDir: string; databaseUrl: string | null },
  query: OutboxQuery,
): Promise<OutboxRead> {
  const baseUrl = localServerUrl(config.host, config.port);
  if (await serverIsRunning(baseUrl)) return readFromServer(baseUrl, config.dataDir, query);

  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new OutboxReadError(
        `The database in ${config.dataDir} is in use by process ${error.pid}, but no server answers at ${baseUrl}/healthz; wait for the server to start, or set PORT to the port it listens on`,
      );
    }
    throw error;
  }
  try {
    const rows = await listOutboxEmails(opened.db, query);
    return {
      emails: rows.map(toDevOutboxEmail),
      source: config.databaseUrl ? 'the database at DATABASE_URL' : `the database in ${config.dataDir}`,
    };
  } finally {
    await opened.close();
  }
}
