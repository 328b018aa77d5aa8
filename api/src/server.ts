import path from 'node:path';
import { loadServerConfig, ServerConfigError } from './config/loadServerConfig';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PRIVATE_DEMO_APP_SLUG } from './content/seedDemoApp';
import { appPublicUrl } from './tenancy/appPublicUrl';
import { DatabaseInUseError } from './db/dataDirLock';
import { devOutboxHint } from './email/devOutboxHint';
import { startServer, type StartedServer } from './startup';

const REPO_ROOT = path.resolve(__dirname, '../..');

function banner(started: StartedServer, url: string, dataDir: string, emailHint: string | null): string {
  const lines = [`Stride is running at ${url}`];
  lines.push(
    started.database.kind === 'pglite'
      ? `Database: embedded, in ${path.join(dataDir, 'db')}`
      : 'Database: Postgres (DATABASE_URL)',
  );
  if (started.released.length > 0) {
    lines.push(`Released built remotes: ${started.released.map((r) => `${r.remote}@${r.version}`).join(', ')}`);
  }
  if (emailHint) lines.push(emailHint);
  if (started.demoAvailable) {
    lines.push('Demo accounts (password "' + DEMO_PASSWORD + '"):');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email}  (${account.role})`);
    const privateUrl = appPublicUrl(url, { slug: PRIVATE_DEMO_APP_SLUG, isDefault: false });
    lines.push(`Private demo app (members only; member@demo.test can sign in): ${privateUrl}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  // Whatever the server writes into DATA_DIR (uploads, released remotes, the lock, the operator token) is
  // its owner's alone, whatever umask the shell or container started it with.
  process.umask(0o077);
  const config = loadServerConfig(process.env, REPO_ROOT);
  const started = await startServer(config, { logger: true });
  // Ctrl-C reaches this process twice: from the terminal, which signals the whole process group, and from
  // `npm start` passing it on. Signals that arrive while closing change nothing: the server and the database
  // close once, the data-dir lock is released and the exit code is 0. A rolling restart's SIGTERM stops the
  // same way: the health check fails first for SHUTDOWN_DRAIN_MS while requests are still served.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    started.app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    started.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Only once Ctrl-C is handled: whoever reads the banner and stops the server at once gets a clean close.
  process.stdout.write(`\n${banner(started, config.publicUrl, config.dataDir, devOutboxHint(config))}\n\n`);
}

/** The one line an operator needs when the port is taken, instead of a stack trace. */
function portInUse(error: unknown): string | null {
  const { code, address, port } = error as { code?: unknown; address?: unknown; port?: unknown };
  if (code !== 'EADDRINUSE') return null;
  return `Port ${String(port)} on ${String(address)} is already in use: stop the other server or set PORT to a free port.`;
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack trace.
  if (error instanceof ServerConfigError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error(portInUse(error) ?? error);
  process.exit(1);
});
