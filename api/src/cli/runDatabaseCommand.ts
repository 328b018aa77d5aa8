import path from 'node:path';
import { loadServerConfig, type ServerConfig } from '../config/loadServerConfig';
import type { AppDatabase } from '../db/AppDatabase';
import { openDatabase } from '../db/openDatabase';

/**
 * Runs a command-line tool against the database the server would open (DATA_DIR or DATABASE_URL): opens it,
 * runs `command`, closes it, and exits 0, or 1 with the error's first line after `name:` on stderr.
 */
export function runDatabaseCommand(
  name: string,
  command: (db: AppDatabase, config: ServerConfig) => Promise<void>,
): void {
  const run = async () => {
    const config = loadServerConfig(process.env, path.resolve(__dirname, '../../..'));
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await command(database.db, config);
    } finally {
      await database.close();
    }
  };
  run().then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${name}: ${message.split('\n')[0] ?? message}\n`);
      process.exitCode = 1;
    },
  );
}
