import { parseArgs } from 'node:util';
import { DEV_OUTBOX_MAX_LIMIT } from './devOutboxSchemas';

export type OutboxCommand = { command: 'help' } | { command: 'list'; to: string | null; limit: number };

/** Bad command line: the CLI prints the message with a pointer to --help and exits with 2. */
export class OutboxUsageError extends Error {
  override readonly name = 'OutboxUsageError';
}

export const OUTBOX_DEFAULT_LIMIT = 10;

export const OUTBOX_USAGE = `Usage: npm run outbox [-- --to <email>] [--limit <n>]

Prints the most recent emails of the dev outbox, newest first: the emails the server keeps instead of
sending them while SMTP_URL is not set (sign-in links and codes, password resets, welcomes).

Options:
  --to <email>   Only emails to this address (case-insensitive).
  --limit <n>    How many emails (default ${OUTBOX_DEFAULT_LIMIT}, at most ${DEV_OUTBOX_MAX_LIMIT}).
  -h, --help     Show this help.

Environment: DATA_DIR (default .data), PORT (default 3000), DATABASE_URL.
The CLI reads the running server's /api/__dev/outbox on 127.0.0.1:PORT if there is one, else opens the
database itself. The page <PUBLIC_URL>/__dev/outbox shows the same emails in a browser.`;

function parseLimit(value: string | undefined): number {
  if (value === undefined) return OUTBOX_DEFAULT_LIMIT;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > DEV_OUTBOX_MAX_LIMIT) {
    throw new OutboxUsageError(`--limit must be a whole number from 1 to ${DEV_OUTBOX_MAX_LIMIT}, not "${value}"`);
  }
  return limit;
}

/** `npm run outbox` arguments; throws OutboxUsageError for anything it does not know. */
export function parseOutboxArgs(argv: readonly string[]): OutboxCommand {
  let values: { to?: string; limit?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { to: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // node's messages go on with advice about positionals that does not apply here.
    const message = (error as Error).message;
    throw new OutboxUsageError(message.split(/\.?\n|\. /)[0] ?? message);
  }
  if (values.help) return { command: 'help' };
  const to = values.to?.trim();
  if (to === '') throw new OutboxUsageError('--to needs an email address');
  return { command: 'list', to: to ?? null, limit: parseLimit(values.limit) };
}
