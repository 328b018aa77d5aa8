import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every released build of a remote. Immutable: a version row is never updated. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    /** Content hash of the build (see releaseFiles.ts). */
    version: text('version').notNull(),
    /** Absolute URL of remoteEntry.js when served from another origin; null when the API serves it. */
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);

/** Which released version each device sees: stable, plus an optional canary for a percentage of devices. */
export const remoteChannels = pgTable('remote_channels', {
  remote: text('remote').primaryKey(),
  stableVersion: text('stable_version'),
  canaryVersion: text('canary_version'),
  canaryPercent: integer('canary_percent').notNull().default(0),
  /** Earlier stable versions, most recent last, so rollback can step back more than once. */
  previousStableVersions: jsonb('previous_stable_versions').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A remote version that failed to load or mount on a device (reported by the shell). One row per
 * device and version: a device that reports again is not counted twice, and the row tells the
 * registry to keep that device off the canary (getRegistryForDevice).
 */
export const remoteFailures = pgTable(
  'remote_failures',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    deviceId: text('device_id').notNull(),
    /** The first report's message. */
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the per-version counts of `list` (its leading columns).
  (table) => [uniqueIndex('remote_failures_device_idx').on(table.remote, table.version, table.deviceId)],
);

/**
 * The devices the registry served a canary version to, and from which address (rateLimitAddress): only
 * their failure reports count, so made-up device ids cannot push an operator into a rollback. Rows of a
 * version that is no longer the canary are dropped when the canary changes.
 */
export const remoteCanaryDevices = pgTable(
  'remote_canary_devices',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    deviceId: text('device_id').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.remote, table.version, table.deviceId] }),
    // The per-address bound counts these.
    index('remote_canary_devices_address_idx').on(table.remote, table.version, table.address),
  ],
);
