import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An App Store purchase whose period has ended. Apple renews or ends it without telling this server (no App Store
 * Server Notifications yet), so its access lasts to the period end the last verified transaction gave, not longer.
 */
export function appStoreLapsed(provider: SQL | AnyPgColumn, periodEnd: SQL | AnyPgColumn): SQL {
  return sql`(${provider} = 'apple' and ${periodEnd} is not null and ${periodEnd} <= now())`;
}
