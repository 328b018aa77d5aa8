import { workerPglitePool } from './apiTestEnvironment';

/**
 * Closes the PGlite databases a run in band lent from Jest's own process (see apiTestEnvironment). The
 * environment and this hook are loaded by Node's require in that process, so they share the module and
 * its pool; in a run with workers the pool here is empty and each worker's ends with its process.
 */
export default async function globalTeardown(): Promise<void> {
  await workerPglitePool.close();
}
