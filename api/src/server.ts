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
  const config = loadServerConfig(process.env, REPO_ROOT);
  const started = await startServer(config, { logger: true });
  process.stdout.write(`\n${banner(started, config.publicUrl, config.dataDir, devOutboxHint(config))}\n\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    started.app.log.info({ signal }, 'shutting down');
    started.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack trace.
  if (error instanceof ServerConfigError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
