import { preparePgliteDump } from './pgliteDump';
import { preparePostgresTemplate } from './postgresTemplate';

/**
 * Migrates once for the whole api run: a PGlite dump every test file loads in memory, or on Postgres a
 * template database every test file's database is copied from.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await preparePostgresTemplate(serverUrl);
  else await preparePgliteDump();
}
