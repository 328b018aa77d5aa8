import path from 'node:path';
import { loadServerConfig } from '../config/loadServerConfig';
import { formatOutboxEmails } from '../email/formatOutboxEmails';
import { OUTBOX_USAGE, OutboxUsageError, parseOutboxArgs } from '../email/parseOutboxArgs';
import { readOutboxEmails } from '../email/readOutboxEmails';

/** `npm run outbox [-- --to <email>] [--limit N]`: the dev outbox's recent emails, newest first. */
async function main(argv: readonly string[]): Promise<void> {
  const command = parseOutboxArgs(argv);
  if (command.command === 'help') {
    process.stdout.write(`${OUTBOX_USAGE}\n`);
    return;
  }
  const config = loadServerConfig(process.env, path.resolve(__dirname, '../../..'));
  const { emails, source } = await readOutboxEmails(config, { to: command.to, limit: command.limit });
  process.stdout.write(`${formatOutboxEmails({ emails, to: command.to, source })}\n`);
}

/** One line for the operator: usage mistakes point at --help; everything else is its message. */
function describeFailure(error: unknown): string {
  if (error instanceof OutboxUsageError) return `${error.message} (see --help)`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

main(process.argv.slice(2)).then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    process.stderr.write(`outbox: ${describeFailure(error)}\n`);
    process.exitCode = error instanceof OutboxUsageError ? 2 : 1;
  },
);
