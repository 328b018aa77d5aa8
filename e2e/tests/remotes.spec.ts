import { expect, test, type Page } from '@playwright/test';
import { REMOTE_NAMES } from '@stride/shared';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brokenBuild, copyBuild } from '../support/buildCopies';
import { E2E } from '../support/e2eEnv';
import { releasedVersion, remotesCli } from '../support/remotesCli';
import { startStaticServer } from '../support/staticServer';
import { expectNoA11yViolations } from '../support/accessibility';

/** Remote entry URLs the page requested, by remote name. */
function trackEntries(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) urls.push(request.url());
  });
  return urls;
}

/** Two device ids the server puts on either side of the running canary, found by asking the registry. */
async function devicesAroundCanary(
  remote: string,
  canary: string,
): Promise<{ canaryDevice: string; stableDevice: string }> {
  let canaryDevice = '';
  let stableDevice = '';
  for (let i = 0; (!canaryDevice || !stableDevice) && i < 200; i += 1) {
    const id = `e2e-device-${i}`;
    const response = await fetch(`${E2E.baseUrl}/api/remotes`, { headers: { 'x-device-id': id } });
    const registry = (await response.json()) as { remotes: Record<string, { version: string }> };
    if (registry.remotes[remote]?.version === canary) canaryDevice ||= id;
    else stableDevice ||= id;
  }
  if (!canaryDevice || !stableDevice) throw new Error('200 device ids all landed on one side of a 50 % canary');
  return { canaryDevice, stableDevice };
}

async function setDeviceCookie(page: Page, deviceId: string): Promise<void> {
  await page.context().addCookies([{ name: 'stride_device', value: deviceId, url: E2E.baseUrl }]);
}

test.describe.configure({ mode: 'serial' });

test('a remote served from a second origin loads into the shell', async ({ page }) => {
  const build = copyBuild('mfe-schedule', 'second-origin');
  const cdn = await startStaticServer(build, E2E.secondOriginPort);
  try {
    const version = releasedVersion(await remotesCli('release', 'mfe-schedule', '--dir', build, '--url', cdn.url));
    await remotesCli('canary', 'mfe-schedule', version, '--percent', '100');
    const entries = trackEntries(page);
    await page.goto('/me/schedule');
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
    expect(entries.some((url) => url.startsWith(cdn.url))).toBe(true);
  } finally {
    await remotesCli('rollback', 'mfe-schedule');
    await cdn.close();
  }
});

test('with one remote’s files deleted, the shell and the other remotes still work and that area shows its fallback', async ({
  page,
}) => {
  const version = releasedVersion(
    await remotesCli('release', 'mfe-messaging', '--dir', copyBuild('mfe-messaging', 'deleted')),
  );
  await remotesCli('canary', 'mfe-messaging', version, '--percent', '100');
  await remotesCli('promote', 'mfe-messaging');
  rmSync(join(E2E.dataDir, 'remotes', 'mfe-messaging', version), { recursive: true, force: true });
  try {
    await page.goto('/me/messages');
    await expect(page.getByText("This part of the app couldn't load.")).toBeVisible();
    await expectNoA11yViolations(page, 'the fallback of a remote that failed');
    await page.goto('/me');
    await expect(page.getByRole('main').getByRole('link', { name: /schedule/i })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
  } finally {
    await remotesCli('rollback', 'mfe-messaging');
  }
});

test('with one remote’s entry throwing, the rest of the app keeps working', async ({ page }) => {
  const version = releasedVersion(
    await remotesCli('release', 'mfe-account', '--dir', brokenBuild('mfe-account', 'throws')),
  );
  await remotesCli('canary', 'mfe-account', version, '--percent', '100');
  await remotesCli('promote', 'mfe-account');
  try {
    await page.goto('/me');
    await expect(page.getByText("This part of the app couldn't load.")).toBeVisible();
    await page.goto('/me/schedule');
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  } finally {
    await remotesCli('rollback', 'mfe-account');
  }
  await page.goto('/me');
  await expect(page.getByText("This part of the app couldn't load.")).toHaveCount(0);
});

test('a 50 % canary splits devices by bucket, sticks across reloads, falls back when broken, and rollback applies on the next load', async ({
  browser,
}) => {
  const canary = releasedVersion(
    await remotesCli('release', 'mfe-account', '--dir', copyBuild('mfe-account', 'canary')),
  );
  await remotesCli('canary', 'mfe-account', canary, '--percent', '50');
  const { canaryDevice, stableDevice } = await devicesAroundCanary('mfe-account', canary);

  const versionSeen = async (deviceId: string): Promise<{ seen: string[]; tried: string[] }> => {
    const page = await browser.newPage();
    await setDeviceCookie(page, deviceId);
    const seen: string[] = [];
    const tried: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const entries = trackEntries(page);
      await page.goto('/me');
      await expect(page.getByRole('main').getByRole('link', { name: /schedule/i })).toBeVisible();
      // The entry that rendered is the last one loaded: a failing canary is followed by its stable fallback.
      seen.push(entries.filter((url) => url.includes('/mfe-account/')).at(-1) ?? 'none');
      tried.push(...entries.filter((url) => url.includes('/mfe-account/')));
    }
    await page.close();
    return { seen, tried };
  };

  const { seen: onCanary } = await versionSeen(canaryDevice);
  const { seen: onStable } = await versionSeen(stableDevice);
  expect(onCanary[0]).toContain(`/${canary}/`);
  expect(onCanary[1]).toBe(onCanary[0]);
  expect(onStable[0]).not.toContain(`/${canary}/`);
  expect(onStable[1]).toBe(onStable[0]);

  const broken = releasedVersion(
    await remotesCli('release', 'mfe-account', '--dir', brokenBuild('mfe-account', 'broken-canary')),
  );
  await remotesCli('canary', 'mfe-account', broken, '--percent', '50');
  const fallback = await versionSeen(canaryDevice);
  expect(fallback.tried.some((url) => url.includes(`/${broken}/`))).toBe(true);
  expect(fallback.seen).toEqual([onStable[0], onStable[0]]);
  expect(await remotesCli('list')).toMatch(new RegExp(`${broken}[^\\n]*\\b[1-9]\\d* failures?`));

  await remotesCli('rollback', 'mfe-account');
  const afterRollback = await versionSeen(canaryDevice);
  expect(afterRollback.tried).toEqual([onStable[0], onStable[0]]);
});

test('React is loaded exactly once across the shell and the remotes', async ({ page }) => {
  // Each remote ships its own React as a fallback chunk; with React shared as a singleton none is fetched.
  const remoteReactChunks = REMOTE_NAMES.flatMap((remote) => reactChunks(join(E2E.repoRoot, remote, 'dist')));
  expect(remoteReactChunks.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/');
  await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
  await page.goto('/me#profile');
  await expect(page.getByRole('dialog')).toBeVisible();

  const fromRemotes = requested.filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/').pop());
  expect(fromRemotes).toContain('remoteEntry.js');
  expect(fromRemotes.filter((file) => remoteReactChunks.includes(file ?? ''))).toEqual([]);
  const providers = await page.evaluate(() => {
    type Shared = Record<string, { from: string; lib?: unknown }>;
    type Scopes = Record<string, Record<string, Record<string, Shared>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__.__SHARE__;
    return Object.values(share).flatMap((scopes) =>
      Object.entries(scopes.default?.react ?? {})
        .filter(([, info]) => info.lib)
        .map(([version, info]) => `${version} from ${info.from}`),
    );
  });
  expect(new Set(providers)).toEqual(new Set(['18.3.1 from shell']));
});

/** Chunks of a build that contain React itself, found by the license banner webpack extracts for them. */
function reactChunks(dist: string): string[] {
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js.LICENSE.txt'))
    .filter((file) => /@license React/.test(readFileSync(join(dist, file), 'utf8')))
    .map((file) => file.replace(/\.LICENSE\.txt$/, ''));
}
