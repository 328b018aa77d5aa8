import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * Whether a member row is someone other members can meet (find in the directory, open the profile of, block):
 * a passwordless sign-up that has not finished setup (no password, no provider, or no name yet) is not.
 * The SQL twin of `!isPasswordless(row)`; directory, profile and block lookups all take it from here.
 */
export function canBeMet(): SQL {
  return sql`(btrim(${users.name}) <> '' and (${users.passwordHash} is not null or ${users.authProvider} is not null))`;
}
