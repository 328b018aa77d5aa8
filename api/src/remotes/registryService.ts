import { and, countDistinct, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REMOTE_NAMES,
  isRemoteName,
  type RemoteFailureReport,
  type RemoteLocation,
  type RemoteName,
  type RemoteRegistry,
  type RemoteStatus,
} from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { isCanaryDevice } from './deviceBucket';
import { REMOTE_ENTRY_FILE } from './releaseFiles';
import { remoteCanaryDevices, remoteChannels, remoteFailures, remoteVersions } from './remotesSchema';

export interface RegistryUrlOptions {
  /**
   * Origin (and optional path) the API's own released remotes are served under, e.g. a CDN in front
   * of the API. Empty: root-relative URLs on the API's origin.
   */
  publicRemotesUrl?: string;
}

/** Where a version served by the API itself lives, relative to publicRemotesUrl. */
export function servedRemoteUrl(remote: RemoteName, version: string, publicRemotesUrl = ''): string {
  return `${publicRemotesUrl.replace(/\/+$/, '')}/remotes/${remote}/${version}/${REMOTE_ENTRY_FILE}`;
}

function location(
  remote: RemoteName,
  version: string,
  recordedUrl: string | null,
  options: RegistryUrlOptions,
): RemoteLocation {
  return { version, url: recordedUrl ?? servedRemoteUrl(remote, version, options.publicRemotesUrl) };
}

export interface RegistryForDeviceOptions extends RegistryUrlOptions {
  /** The caller's address (rateLimitAddress of request.ip): the canary devices it may add are bounded. */
  address?: string;
}

/**
 * How many devices booting from one address count as served a canary version. Reports from others
 * there are dropped: one machine inventing device ids cannot outvote real devices. An office or a
 * carrier's NAT may hide more devices than this; the operator's signal then undercounts it, which is
 * the safe way round.
 */
export const CANARY_DEVICES_PER_ADDRESS = 10;

/**
 * Remembers that the registry served `version` (the canary) to `deviceId`, unless its address already
 * has CANARY_DEVICES_PER_ADDRESS devices on that version. Only a device's first canary boot writes.
 */
async function recordCanaryDevice(
  db: AppDatabase,
  remote: RemoteName,
  version: string,
  deviceId: string,
  address: string,
): Promise<void> {
  const sameAddress = and(
    eq(remoteCanaryDevices.remote, remote),
    eq(remoteCanaryDevices.version, version),
    eq(remoteCanaryDevices.address, address),
  );
  await db.execute(sql`
    insert into ${remoteCanaryDevices} (remote, version, device_id, address)
    select ${remote}, ${version}, ${deviceId}, ${address}
    where (select count(*) from ${remoteCanaryDevices} where ${sameAddress}) < ${CANARY_DEVICES_PER_ADDRESS}
    on conflict do nothing`);
}

/**
 * The registry one device sees. Devices whose bucket falls under a remote's canary percentage get
 * the canary, with the stable version as the fallback the shell loads if the canary fails (and the
 * device is remembered as served it: only such devices' failure reports count). A device that has
 * reported the canary as failing gets stable from then on (it would only fail again), and without a
 * device id everyone gets stable.
 */
export async function getRegistryForDevice(
  db: AppDatabase,
  deviceId: string | null | undefined,
  options: RegistryForDeviceOptions = {},
): Promise<RemoteRegistry> {
  const stable = alias(remoteVersions, 'stable');
  const canary = alias(remoteVersions, 'canary');
  const rows = await db
    .select({
      remote: remoteChannels.remote,
      stableVersion: stable.version,
      stableUrl: stable.url,
      canaryVersion: canary.version,
      canaryUrl: canary.url,
      canaryPercent: remoteChannels.canaryPercent,
      canaryFailedHere: remoteFailures.id,
      canaryServedHere: remoteCanaryDevices.deviceId,
    })
    .from(remoteChannels)
    .innerJoin(stable, and(eq(stable.remote, remoteChannels.remote), eq(stable.version, remoteChannels.stableVersion)))
    .leftJoin(canary, and(eq(canary.remote, remoteChannels.remote), eq(canary.version, remoteChannels.canaryVersion)))
    // At most one row per remote: failures are unique per (remote, version, device).
    .leftJoin(
      remoteFailures,
      and(
        eq(remoteFailures.remote, remoteChannels.remote),
        eq(remoteFailures.version, remoteChannels.canaryVersion),
        eq(remoteFailures.deviceId, deviceId ?? ''),
      ),
    )
    .leftJoin(
      remoteCanaryDevices,
      and(
        eq(remoteCanaryDevices.remote, remoteChannels.remote),
        eq(remoteCanaryDevices.version, remoteChannels.canaryVersion),
        eq(remoteCanaryDevices.deviceId, deviceId ?? ''),
      ),
    );

  const registry: RemoteRegistry = { remotes: {} };
  for (const row of rows) {
    if (!isRemoteName(row.remote)) continue;
    const stableLocation = location(row.remote, row.stableVersion, row.stableUrl, options);
    const failedHere = row.canaryFailedHere !== null;
    if (row.canaryVersion !== null && !failedHere && deviceId && isCanaryDevice(deviceId, row.canaryPercent)) {
      registry.remotes[row.remote] = {
        ...location(row.remote, row.canaryVersion, row.canaryUrl, options),
        channel: 'canary',
        fallback: stableLocation,
      };
      if (row.canaryServedHere === null)
        await recordCanaryDevice(db, row.remote, row.canaryVersion, deviceId, options.address ?? '');
    } else {
      registry.remotes[row.remote] = { ...stableLocation, channel: 'stable' };
    }
  }
  return registry;
}

export interface ReleaseRecord {
  remote: RemoteName;
  version: string;
  /** Absolute URL of remoteEntry.js on another origin; absent when the API serves the files. */
  url?: string | null;
}

export interface RecordedRelease {
  remote: RemoteName;
  version: string;
  /** The same build was recorded before: nothing changed. */
  alreadyReleased: boolean;
  /** The remote had no stable version, so this release became it. */
  becameStable: boolean;
}

/**
 * Records a released version. A remote's first release becomes its stable version, so a fresh
 * install serves something; later releases go live only through canary/promote.
 */
export async function recordRelease(db: AppDatabase, release: ReleaseRecord): Promise<RecordedRelease> {
  const url = release.url ?? null;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(remoteVersions)
      .values({ remote: release.remote, version: release.version, url })
      .onConflictDoNothing()
      .returning({ version: remoteVersions.version });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ url: remoteVersions.url })
        .from(remoteVersions)
        .where(and(eq(remoteVersions.remote, release.remote), eq(remoteVersions.version, release.version)));
      if (existing && existing.url !== url) {
        throw new AppError(
          'version_conflict',
          `${release.remote}@${release.version} was already released ${existing.url ? `at ${existing.url}` : 'on this server'}; released versions are immutable`,
        );
      }
    }
    const createdChannel = await tx
      .insert(remoteChannels)
      .values({ remote: release.remote, stableVersion: release.version })
      .onConflictDoNothing()
      .returning({ remote: remoteChannels.remote });
    let becameStable = createdChannel.length > 0;
    if (!becameStable) {
      const claimed = await tx
        .update(remoteChannels)
        .set({ stableVersion: release.version, updatedAt: new Date() })
        .where(and(eq(remoteChannels.remote, release.remote), isNull(remoteChannels.stableVersion)))
        .returning({ remote: remoteChannels.remote });
      becameStable = claimed.length > 0;
    }
    return { remote: release.remote, version: release.version, alreadyReleased: inserted.length === 0, becameStable };
  });
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
type ChannelRow = typeof remoteChannels.$inferSelect;

/** The remote's channel row, locked for the rest of the transaction so concurrent changes serialise. */
async function lockChannel(tx: Transaction, remote: RemoteName): Promise<ChannelRow> {
  const [channel] = await tx.select().from(remoteChannels).where(eq(remoteChannels.remote, remote)).for('update');
  if (!channel) throw new AppError('unknown_remote', `${remote} has no release yet; release it first`);
  return channel;
}

async function assertReleased(tx: Transaction, remote: RemoteName, version: string): Promise<void> {
  const [row] = await tx
    .select({ version: remoteVersions.version })
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  if (!row) throw new AppError('unknown_version', `${remote}@${version} was never released (see \`list\`)`);
}

export interface ChannelState {
  remote: RemoteName;
  stable: string | null;
  canary: string | null;
  canaryPercent: number;
}

function toState(remote: RemoteName, channel: ChannelRow): ChannelState {
  return { remote, stable: channel.stableVersion, canary: channel.canaryVersion, canaryPercent: channel.canaryPercent };
}

/** Serves `version` to `percent`% of devices (0 keeps it set but reaches no one). */
export async function setCanary(
  db: AppDatabase,
  remote: RemoteName,
  version: string,
  percent: number,
): Promise<ChannelState> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new AppError('invalid_input', 'percent must be a whole number from 0 to 100', { field: 'percent' });
  }
  return db.transaction(async (tx) => {
    const channel = await lockChannel(tx, remote);
    await assertReleased(tx, remote, version);
    if (channel.stableVersion === version) {
      throw new AppError('canary_is_stable', `${remote}@${version} is already the stable version`);
    }
    const [updated] = await tx
      .update(remoteChannels)
      .set({ canaryVersion: version, canaryPercent: percent, updatedAt: new Date() })
      .where(eq(remoteChannels.remote, remote))
      .returning();
    await forgetEndedCanaries(tx, remote, version);
    return toState(remote, updated ?? channel);
  });
}

/** The canary becomes stable for everyone; the old stable is kept for rollback. */
export async function promote(db: AppDatabase, remote: RemoteName): Promise<ChannelState> {
  return db.transaction(async (tx) => {
    const channel = await lockChannel(tx, remote);
    if (channel.canaryVersion === null) throw new AppError('no_canary', `${remote} has no canary to promote`);
    const history =
      channel.stableVersion === null
        ? channel.previousStableVersions
        : [...channel.previousStableVersions, channel.stableVersion];
    const [updated] = await tx
      .update(remoteChannels)
      .set({
        stableVersion: channel.canaryVersion,
        canaryVersion: null,
        canaryPercent: 0,
        previousStableVersions: history,
        updatedAt: new Date(),
      })
      .where(eq(remoteChannels.remote, remote))
      .returning();
    await forgetEndedCanaries(tx, remote, null);
    return toState(remote, updated ?? channel);
  });
}

export interface RollbackResult extends ChannelState {
  /** What the rollback undid: a canary, or the last promotion. */
  undid: 'canary' | 'stable';
}

/**
 * Undoes the latest change a device could see: a running canary is dropped (everyone back on
 * stable); without a canary, stable goes back to the version before the last promotion.
 */
export async function rollback(db: AppDatabase, remote: RemoteName): Promise<RollbackResult> {
  return db.transaction(async (tx) => {
    const channel = await lockChannel(tx, remote);
    if (channel.canaryVersion !== null) {
      const [updated] = await tx
        .update(remoteChannels)
        .set({ canaryVersion: null, canaryPercent: 0, updatedAt: new Date() })
        .where(eq(remoteChannels.remote, remote))
        .returning();
      await forgetEndedCanaries(tx, remote, null);
      return { ...toState(remote, updated ?? channel), undid: 'canary' };
    }
    const previous = channel.previousStableVersions.at(-1);
    if (previous === undefined) {
      throw new AppError(
        'nothing_to_roll_back',
        `${remote} has no canary and no earlier stable version to roll back to`,
      );
    }
    const [updated] = await tx
      .update(remoteChannels)
      .set({
        stableVersion: previous,
        previousStableVersions: channel.previousStableVersions.slice(0, -1),
        updatedAt: new Date(),
      })
      .where(eq(remoteChannels.remote, remote))
      .returning();
    return { ...toState(remote, updated ?? channel), undid: 'stable' };
  });
}

/**
 * Records that a version failed to load or mount on a device, once per device: a repeated report
 * changes nothing. Only a device the registry served that version to as a canary counts (see
 * recordCanaryDevice): reports for versions it never got, made-up device ids and reports for the stable
 * version are dropped, so a client can neither fill the table nor push the operator into a rollback.
 * True when the report was counted.
 */
export async function recordFailure(db: AppDatabase, report: RemoteFailureReport, deviceId: string): Promise<boolean> {
  const [served] = await db
    .select({ one: sql`1` })
    .from(remoteCanaryDevices)
    .where(
      and(
        eq(remoteCanaryDevices.remote, report.remote),
        eq(remoteCanaryDevices.version, report.version),
        eq(remoteCanaryDevices.deviceId, deviceId),
      ),
    );
  if (!served) return false;
  await db
    .insert(remoteFailures)
    .values({ remote: report.remote, version: report.version, deviceId, message: report.message })
    .onConflictDoNothing();
  return true;
}

/** Forgets the devices served a canary of `remote` other than `keep` (the canary now running, if any). */
async function forgetEndedCanaries(tx: Transaction, remote: RemoteName, keep: string | null): Promise<void> {
  await tx
    .delete(remoteCanaryDevices)
    .where(
      keep === null
        ? eq(remoteCanaryDevices.remote, remote)
        : and(eq(remoteCanaryDevices.remote, remote), ne(remoteCanaryDevices.version, keep)),
    );
}

/**
 * Every remote (released or not) with its channels and released versions, newest first. A version's
 * `failures` counts the distinct devices that reported it failing.
 */
export async function listStatus(db: AppDatabase, options: RegistryUrlOptions = {}): Promise<RemoteStatus[]> {
  const [channels, versions, failures] = await Promise.all([
    db.select().from(remoteChannels),
    db.select().from(remoteVersions).orderBy(desc(remoteVersions.createdAt), desc(remoteVersions.version)),
    db
      .select({
        remote: remoteFailures.remote,
        version: remoteFailures.version,
        failures: countDistinct(remoteFailures.deviceId),
      })
      .from(remoteFailures)
      .groupBy(remoteFailures.remote, remoteFailures.version),
  ]);
  const failureCount = new Map(failures.map((row) => [`${row.remote}@${row.version}`, Number(row.failures)]));
  return REMOTE_NAMES.map((remote) => {
    const channel = channels.find((row) => row.remote === remote);
    return {
      remote,
      stable: channel?.stableVersion ?? null,
      canary: channel?.canaryVersion ?? null,
      canaryPercent: channel?.canaryVersion ? channel.canaryPercent : 0,
      versions: versions
        .filter((row) => row.remote === remote)
        .map((row) => ({
          version: row.version,
          url: location(remote, row.version, row.url, options).url,
          createdAt: row.createdAt.toISOString(),
          failures: failureCount.get(`${remote}@${row.version}`) ?? 0,
        })),
    };
  });
}

/** The stable version of a remote, or null before its first release. */
export async function stableVersionOf(db: AppDatabase, remote: RemoteName): Promise<string | null> {
  const [channel] = await db
    .select({ stable: remoteChannels.stableVersion })
    .from(remoteChannels)
    .where(eq(remoteChannels.remote, remote));
  return channel?.stable ?? null;
}
