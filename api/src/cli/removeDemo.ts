import path from 'node:path';
import { loadServerConfig } from '../config/loadServerConfig';
import { removeDevelopmentDemo } from '../content/developmentDemo';
import { openDatabase } from '../db/openDatabase';

/**
 * `npm run demo:remove`: deletes the development demo apps (those whose demo accounts still sign in with
 * the demo password) from the database the server would open, so that it may start in production.
 */
async function main(): Promise<void> {
  const config = loadServerConfig(process.env, path.resolve(__dirname, '../../..'));
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const removed = await removeDevelopmentDemo(database.db);
    process.stdout.write(
      removed.length === 0
        ? 'No demo accounts with the demo password: nothing to remove.\n'
        : `Removed the demo apps ${removed.map((app) => app.slug).join(', ')} and everything in them.\n`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`demo:remove: ${message.split('\n')[0] ?? message}\n`);
    process.exitCode = 1;
  },
);
