import path from 'node:path';
import { loadServerConfig } from '../config/loadServerConfig';
import { parseRemotesArgs, REMOTES_USAGE, UsageError } from './parseRemotesArgs';
import { connectRemotesBackend } from './remotesBackend';
import { runRemotesCommand } from './runRemotesCommand';

/** `npm run remotes -- <command>`: releases, canaries, promotion and rollback of remotes. */
async function main(argv: readonly string[]): Promise<number> {
  const command = parseRemotesArgs(argv);
  if (command.command === 'help') {
    process.stdout.write(`${REMOTES_USAGE}\n`);
    return 0;
  }
  const repoRoot = path.resolve(__dirname, '../../..');
  const config = loadServerConfig(process.env, repoRoot);
  const backend = await connectRemotesBackend(config);
  try {
    const output = await runRemotesCommand(command, backend, {
      dataDir: config.dataDir,
      repoRoot,
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
    process.stdout.write(`${output}\n`);
    return 0;
  } finally {
    await backend.close();
  }
}

/** One line for the operator: usage mistakes point at --help; everything else is its message. */
function describeFailure(error: unknown): string {
  if (error instanceof UsageError) return `${error.message} (see --help)`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`remotes: ${describeFailure(error)}\n`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
