import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { createTestDatabase } from '../../test/testDatabase';
import { deviceBucket } from './deviceBucket';
import {
  getRegistryForDevice,
  listStatus,
  promote,
  recordFailure,
  recordRelease,
  rollback,
  setCanary,
} from './registryService';
import { remoteCanaryDevices, remoteChannels, remoteFailures, remoteVersions } from './remotesSchema';

let db: AppDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  await db.delete(remoteFailures);
  await db.delete(remoteCanaryDevices);
  await db.delete(remoteChannels);
  await db.delete(remoteVersions);
});

/** The first generated device id whose bucket satisfies `test`, so tests do not depend on luck. */
function deviceWhere(test: (bucket: number) => boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `device-${i}`;
    if (test(deviceBucket(id))) return id;
  }
}
const canaryDevice = deviceWhere((bucket) => bucket < 50);
const stableDevice = deviceWhere((bucket) => bucket >= 50);

async function expectAppError(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe('recordRelease', () => {
  it('makes the first release of a remote its stable version, and later ones not', async () => {
    expect(await recordRelease(db, { remote: 'mfe-content', version: 'v1' })).toEqual({
      remote: 'mfe-content',
      version: 'v1',
      alreadyReleased: false,
      becameStable: true,
    });
    expect(await recordRelease(db, { remote: 'mfe-content', version: 'v2' })).toMatchObject({
      alreadyReleased: false,
      becameStable: false,
    });
    const registry = await getRegistryForDevice(db, canaryDevice);
    expect(registry.remotes['mfe-content']).toEqual({
      version: 'v1',
      url: '/remotes/mfe-content/v1/remoteEntry.js',
      channel: 'stable',
    });
  });

  it('treats the same version again as already released, and refuses it with another URL', async () => {
    await recordRelease(db, { remote: 'mfe-auth', version: 'v1', url: 'https://cdn.example.com/a/remoteEntry.js' });
    expect(
      await recordRelease(db, { remote: 'mfe-auth', version: 'v1', url: 'https://cdn.example.com/a/remoteEntry.js' }),
    ).toMatchObject({ alreadyReleased: true, becameStable: false });
    await expectAppError(recordRelease(db, { remote: 'mfe-auth', version: 'v1' }), 'version_conflict');
  });
});

describe('getRegistryForDevice', () => {
  it('lists only released remotes, with root-relative URLs by default', async () => {
    expect(await getRegistryForDevice(db, 'any')).toEqual({ remotes: {} });
    await recordRelease(db, { remote: 'mfe-auth', version: 'abc' });
    const registry = await getRegistryForDevice(db, 'any');
    expect(Object.keys(registry.remotes)).toEqual(['mfe-auth']);
    expect(registry.remotes['mfe-auth']?.url).toBe('/remotes/mfe-auth/abc/remoteEntry.js');
  });

  it('uses publicRemotesUrl for versions the API serves, and the recorded URL for others', async () => {
    await recordRelease(db, { remote: 'mfe-auth', version: 'abc' });
    await recordRelease(db, { remote: 'mfe-checkout', version: 'def', url: 'https://other.example/c/remoteEntry.js' });
    const registry = await getRegistryForDevice(db, 'any', { publicRemotesUrl: 'https://cdn.example.com/' });
    expect(registry.remotes['mfe-auth']?.url).toBe('https://cdn.example.com/remotes/mfe-auth/abc/remoteEntry.js');
    expect(registry.remotes['mfe-checkout']?.url).toBe('https://other.example/c/remoteEntry.js');
  });

  it('with a 50% canary gives devices in different buckets different versions, each sticky', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'stable1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'canary1' });
    await setCanary(db, 'mfe-content', 'canary1', 50);

    for (let visit = 0; visit < 3; visit += 1) {
      const onCanary = await getRegistryForDevice(db, canaryDevice);
      const onStable = await getRegistryForDevice(db, stableDevice);
      expect(onCanary.remotes['mfe-content']).toEqual({
        version: 'canary1',
        url: '/remotes/mfe-content/canary1/remoteEntry.js',
        channel: 'canary',
        fallback: { version: 'stable1', url: '/remotes/mfe-content/stable1/remoteEntry.js' },
      });
      expect(onStable.remotes['mfe-content']).toEqual({
        version: 'stable1',
        url: '/remotes/mfe-content/stable1/remoteEntry.js',
        channel: 'stable',
      });
    }
  });

  it('keeps a device that reported the canary failing on stable, without a fallback, from then on', async () => {
    const otherCanaryDevice = deviceWhere((bucket) => bucket < 50 && bucket !== deviceBucket(canaryDevice));
    await recordRelease(db, { remote: 'mfe-content', version: 'stable1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'canary1' });
    await recordRelease(db, { remote: 'mfe-auth', version: 'auth1' });
    await recordRelease(db, { remote: 'mfe-auth', version: 'auth2' });
    await setCanary(db, 'mfe-content', 'canary1', 50);
    await setCanary(db, 'mfe-auth', 'auth2', 100);
    await getRegistryForDevice(db, canaryDevice);
    await recordFailure(db, { remote: 'mfe-content', version: 'canary1', message: 'ChunkLoadError' }, canaryDevice);

    for (let visit = 0; visit < 2; visit += 1) {
      const registry = await getRegistryForDevice(db, canaryDevice);
      expect(registry.remotes['mfe-content']).toEqual({
        version: 'stable1',
        url: '/remotes/mfe-content/stable1/remoteEntry.js',
        channel: 'stable',
      });
      // Only the remote whose canary failed there: the device stays on the other canaries.
      expect(registry.remotes['mfe-auth']).toMatchObject({ version: 'auth2', channel: 'canary' });
    }
    expect((await getRegistryForDevice(db, otherCanaryDevice)).remotes['mfe-content']).toMatchObject({
      version: 'canary1',
      channel: 'canary',
    });
  });

  it('offers a new canary again to a device whose earlier canary failed', async () => {
    for (const version of ['stable1', 'canary1', 'canary2'])
      await recordRelease(db, { remote: 'mfe-content', version });
    await setCanary(db, 'mfe-content', 'canary1', 100);
    await getRegistryForDevice(db, canaryDevice);
    await recordFailure(db, { remote: 'mfe-content', version: 'canary1', message: 'boom' }, canaryDevice);
    await recordFailure(db, { remote: 'mfe-content', version: 'stable1', message: 'flaky' }, canaryDevice);
    expect((await getRegistryForDevice(db, canaryDevice)).remotes['mfe-content']?.channel).toBe('stable');
    await setCanary(db, 'mfe-content', 'canary2', 100);
    expect((await getRegistryForDevice(db, canaryDevice)).remotes['mfe-content']).toMatchObject({
      version: 'canary2',
      channel: 'canary',
      fallback: { version: 'stable1' },
    });
  });

  it('gives everyone stable when there is no device id or the canary is at 0%', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'stable1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'canary1' });
    await setCanary(db, 'mfe-content', 'canary1', 100);
    expect((await getRegistryForDevice(db, null)).remotes['mfe-content']?.version).toBe('stable1');
    expect((await getRegistryForDevice(db, canaryDevice)).remotes['mfe-content']?.version).toBe('canary1');
    expect((await getRegistryForDevice(db, stableDevice)).remotes['mfe-content']?.version).toBe('canary1');
    await setCanary(db, 'mfe-content', 'canary1', 0);
    expect((await getRegistryForDevice(db, canaryDevice)).remotes['mfe-content']?.version).toBe('stable1');
  });
});

describe('setCanary', () => {
  beforeEach(async () => {
    await recordRelease(db, { remote: 'mfe-schedule', version: 's1' });
    await recordRelease(db, { remote: 'mfe-schedule', version: 's2' });
  });

  it('accepts only released versions of that remote', async () => {
    await expectAppError(setCanary(db, 'mfe-schedule', 'never', 10), 'unknown_version');
    await recordRelease(db, { remote: 'mfe-account', version: 'a1' });
    await expectAppError(setCanary(db, 'mfe-schedule', 'a1', 10), 'unknown_version');
  });

  it('refuses a remote that was never released, the stable version, and a percent outside 0–100', async () => {
    await expectAppError(setCanary(db, 'mfe-messaging', 's1', 10), 'unknown_remote');
    await expectAppError(setCanary(db, 'mfe-schedule', 's1', 10), 'canary_is_stable');
    await expectAppError(setCanary(db, 'mfe-schedule', 's2', 101), 'invalid_input');
    await expectAppError(setCanary(db, 'mfe-schedule', 's2', -1), 'invalid_input');
    await expectAppError(setCanary(db, 'mfe-schedule', 's2', 2.5), 'invalid_input');
  });

  it('returns the new channel state', async () => {
    expect(await setCanary(db, 'mfe-schedule', 's2', 30)).toEqual({
      remote: 'mfe-schedule',
      stable: 's1',
      canary: 's2',
      canaryPercent: 30,
    });
  });
});

describe('promote and rollback', () => {
  beforeEach(async () => {
    for (const version of ['v1', 'v2', 'v3']) await recordRelease(db, { remote: 'mfe-content', version });
  });

  it('promote makes the canary stable for every device and clears the canary', async () => {
    await setCanary(db, 'mfe-content', 'v2', 10);
    expect(await promote(db, 'mfe-content')).toEqual({
      remote: 'mfe-content',
      stable: 'v2',
      canary: null,
      canaryPercent: 0,
    });
    expect((await getRegistryForDevice(db, canaryDevice)).remotes['mfe-content']).toMatchObject({
      version: 'v2',
      channel: 'stable',
    });
    await expectAppError(promote(db, 'mfe-content'), 'no_canary');
  });

  it('rollback with a canary running drops the canary and keeps stable', async () => {
    await setCanary(db, 'mfe-content', 'v2', 100);
    expect(await rollback(db, 'mfe-content')).toMatchObject({ stable: 'v1', canary: null, undid: 'canary' });
    expect((await getRegistryForDevice(db, canaryDevice)).remotes['mfe-content']?.version).toBe('v1');
  });

  it('rollback after promotes steps back through earlier stable versions, then refuses', async () => {
    await setCanary(db, 'mfe-content', 'v2', 50);
    await promote(db, 'mfe-content');
    await setCanary(db, 'mfe-content', 'v3', 50);
    await promote(db, 'mfe-content');
    expect(await rollback(db, 'mfe-content')).toMatchObject({ stable: 'v2', undid: 'stable' });
    expect(await rollback(db, 'mfe-content')).toMatchObject({ stable: 'v1', undid: 'stable' });
    expect((await getRegistryForDevice(db, stableDevice)).remotes['mfe-content']?.version).toBe('v1');
    await expectAppError(rollback(db, 'mfe-content'), 'nothing_to_roll_back');
  });

  it('refuses to promote or roll back a remote that was never released', async () => {
    await expectAppError(promote(db, 'mfe-auth'), 'unknown_remote');
    await expectAppError(rollback(db, 'mfe-auth'), 'unknown_remote');
  });
});

describe('failures and listStatus', () => {
  it('lists every remote with stable, canary@percent and each version newest first', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'v1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'v2', url: 'https://cdn.example.com/v2/remoteEntry.js' });
    await setCanary(db, 'mfe-content', 'v2', 20);
    const list = await listStatus(db);
    expect(list.map((row) => row.remote)).toEqual([
      'mfe-content',
      'mfe-auth',
      'mfe-checkout',
      'mfe-messaging',
      'mfe-schedule',
      'mfe-account',
    ]);
    const content = list[0];
    expect(content).toMatchObject({ stable: 'v1', canary: 'v2', canaryPercent: 20 });
    expect(content?.versions.map((v) => [v.version, v.url])).toEqual([
      ['v2', 'https://cdn.example.com/v2/remoteEntry.js'],
      ['v1', '/remotes/mfe-content/v1/remoteEntry.js'],
    ]);
    expect(content?.versions[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(list[1]).toEqual({ remote: 'mfe-auth', stable: null, canary: null, canaryPercent: 0, versions: [] });
  });

  it('counts the failures of devices served the canary, per version, once each, keeping the first message', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'v1' });
    await recordRelease(db, { remote: 'mfe-content', version: 'v2' });
    await setCanary(db, 'mfe-content', 'v2', 50);
    const otherCanaryDevice = deviceWhere((bucket) => bucket < 50 && bucket !== deviceBucket(canaryDevice));
    for (const device of [canaryDevice, otherCanaryDevice, stableDevice]) await getRegistryForDevice(db, device);
    for (const message of ['boom', 'again'])
      expect(await recordFailure(db, { remote: 'mfe-content', version: 'v2', message }, canaryDevice)).toBe(true);
    expect(await recordFailure(db, { remote: 'mfe-content', version: 'v2', message: 'x' }, otherCanaryDevice)).toBe(
      true,
    );
    // Never served v2, and v1 is stable: neither counts.
    expect(await recordFailure(db, { remote: 'mfe-content', version: 'v2', message: 'x' }, stableDevice)).toBe(false);
    expect(await recordFailure(db, { remote: 'mfe-content', version: 'v1', message: 'x' }, stableDevice)).toBe(false);

    const rows = await db.select().from(remoteFailures);
    expect(rows.map((row) => [row.deviceId, row.version, row.message]).sort()).toEqual(
      [
        [canaryDevice, 'v2', 'boom'],
        [otherCanaryDevice, 'v2', 'x'],
      ].sort(),
    );
    expect((await listStatus(db))[0]?.versions.map((v) => [v.version, v.failures])).toEqual([
      ['v2', 2],
      ['v1', 0],
    ]);
  });

  it('forgets the devices served a canary once it is promoted, replaced or rolled back', async () => {
    for (const version of ['v1', 'v2', 'v3']) await recordRelease(db, { remote: 'mfe-content', version });
    await setCanary(db, 'mfe-content', 'v2', 100);
    await getRegistryForDevice(db, canaryDevice);
    expect(await db.select().from(remoteCanaryDevices)).toHaveLength(1);
    await setCanary(db, 'mfe-content', 'v3', 100);
    expect(await db.select().from(remoteCanaryDevices)).toEqual([]);
    await getRegistryForDevice(db, canaryDevice);
    await rollback(db, 'mfe-content');
    expect(await db.select().from(remoteCanaryDevices)).toEqual([]);
    expect(await recordFailure(db, { remote: 'mfe-content', version: 'v3', message: 'x' }, canaryDevice)).toBe(false);
  });

  it('refuses a second row for the same remote, version and device at the database', async () => {
    const row = { remote: 'mfe-content', version: 'v1', deviceId: 'device-a', message: 'x' };
    await db.insert(remoteFailures).values(row);
    await expect(db.insert(remoteFailures).values(row)).rejects.toThrow();
  });

  it('drops failure reports for versions that were never released', async () => {
    await recordRelease(db, { remote: 'mfe-content', version: 'v1' });
    expect(await recordFailure(db, { remote: 'mfe-content', version: 'made-up', message: 'x' }, 'd')).toBe(false);
    expect(await db.select().from(remoteFailures)).toEqual([]);
  });
});
