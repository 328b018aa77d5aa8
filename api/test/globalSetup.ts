import { preparePgliteDump } from './pgliteDump';

/** Migrates PGlite once for the whole api run; every test file then loads the dump in memory. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await preparePgliteDump();
}
