import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The one database type the API codes against. Both drivers (PGlite embedded, node-postgres for
 * DATABASE_URL) produce a PgDatabase; typing against the common base keeps every repository
 * driver-agnostic.
 */
export type AppDatabase = PgDatabase<PgQueryResultHKT>;
