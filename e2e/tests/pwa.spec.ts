import { expect, test, type Page } from '@playwright/test';
import { copyBuild } from '../support/buildCopies';
import { E2E } from '../support/e2eEnv';
import { releasedVersion, remotesCli } from '../support/remotesCli';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk, which every PNG starts with. */
function pngSize(bytes: Buffer): string {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js'), null, {
    timeout: 30_000,
  });
}

/** The remote version folders the service worker keeps, e.g. "/remotes/mfe-content/abc123/". */
async function cachedRemoteFolders(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('stride-remotes');
    const folders = (await cache.keys()).map((request) =>
      new URL(request.url).pathname.split('/').slice(0, 4).join('/'),
    );
    return [...new Set(folders)].sort();
  });
}

/** Until the worker keeps at least one page for offline (the one it was installed from, as soon as it is active). */
async function untilAPageIsKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('stride-pages')).keys().then((k) => k.length)))
    .toBeGreaterThan(0);
}

test.describe.configure({ mode: 'serial' });

test('the app has a valid web app manifest whose icons are PNGs of their declared sizes', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', /^#[0-9a-f]{3,6}$/i);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-touch-icon\.png$/);

  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'Stride Demo', display: 'standalone', scope: '/', id: '/' });
  expect(manifest.short_name).toEqual(expect.any(String));
  expect(String(manifest.start_url)).toMatch(/^\/\?utm_source=homescreen$/);
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(icon.type).toBe('image/png');
    expect(pngSize(await file.body())).toBe(icon.sizes);
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
});

test('the service worker takes control, and a page seen before opens offline while an unseen one shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  await untilAPageIsKept(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeVisible();
    // The app itself runs offline: the shell and the content remote come from the worker's caches.
    await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();

    await page.goto('/a-page-never-opened-here');
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
});

test('offline, the app still goes from page to page by its links among the pages seen before', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Programs' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  const programsHeading = await page.getByRole('heading', { level: 1 }).first().textContent();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
  await untilAPageIsKept(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The app routes in place: the page's data comes from the worker's copy of the public answer.
    await nav.getByRole('link', { name: 'Programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: programsHeading! })).toBeVisible();
    await expect(page.locator('[data-block-type]').first()).toBeVisible();
    expect(loads).toBe(0);
  } finally {
    await context.setOffline(false);
  }
});

test('online, a page seen before opens from the kept copy without waiting on the network, and runs', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await untilAPageIsKept(page);

  await page.reload();
  const boot = JSON.parse((await page.locator('#stride-boot').textContent())!) as { keptCopy?: boolean };
  expect(boot.keptCopy).toBe(true);
  await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
  // The kept copy's versions were confirmed and run: the app routes in place, no page load.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.locator('[data-block-type]').first()).toBeVisible();
  expect(loads).toBe(0);

  // A colour-mode pick (the cookie the server draws with): the kept copies are drawn again in it.
  const keptHome = () =>
    page.evaluate(async () => (await (await caches.open('stride-pages')).match(`${location.origin}/`))?.text());
  expect(await keptHome()).not.toMatch(/<html[^>]*data-color-mode="dark"/);
  await page.evaluate(() => {
    document.cookie = 'stride_color_mode=dark; Path=/';
    navigator.serviceWorker.controller!.postMessage({ type: 'stride:redraw-kept-pages' });
  });
  await expect.poll(keptHome).toMatch(/<html[^>]*data-color-mode="dark"/);
});

test('a remote released while the worker controls the page reaches it on the next load, and the old version is dropped', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await expect.poll(() => cachedRemoteFolders(page)).toContainEqual(expect.stringMatching(/^\/remotes\/mfe-content\//));
  const before = (await cachedRemoteFolders(page)).find((folder) => folder.startsWith('/remotes/mfe-content/'))!;

  const version = releasedVersion(await remotesCli('release', 'mfe-content', '--dir', copyBuild('mfe-content', 'pwa')));
  await remotesCli('canary', 'mfe-content', version, '--percent', '100');
  await remotesCli('promote', 'mfe-content');
  try {
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    const loads: boolean[] = [];
    page.on('load', () => loads.push(true));
    await page.reload();
    // The worker answered with its kept copy, drawn before the release; the shell heard of the release before
    // running anything and loaded the page again, from the network.
    await expect.poll(() => loads.length).toBe(2);
    await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
    await expect.poll(() => entries).toContain(`/remotes/mfe-content/${version}/remoteEntry.js`);
    expect(entries).not.toContain(`${before}/remoteEntry.js`);
    await expect
      .poll(() => cachedRemoteFolders(page))
      .toEqual(expect.arrayContaining([`/remotes/mfe-content/${version}`]));
    await expect.poll(async () => (await cachedRemoteFolders(page)).includes(before)).toBe(false);
  } finally {
    await remotesCli('rollback', 'mfe-content');
  }
});

test('the install offer reports download started, then downloaded with the flag cleared after 500 ms, or aborted when dismissed', async ({
  page,
}) => {
  // The shell sends reports in batches (PUT /activity/batch, a few seconds after the first): the install ones here.
  const activity: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/activity/batch') || request.method() !== 'PUT') return;
    const { activities } = request.postDataJSON() as { activities: { activity_type: string }[] };
    for (const { activity_type } of activities)
      if (activity_type.startsWith('app_download')) activity.push(activity_type);
  });
  const flushed = () => page.clock.runFor(6_000);
  const offerInstall = async (outcome: 'accepted' | 'dismissed') => {
    await page.evaluate((choice) => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: choice }) });
      window.dispatchEvent(event);
    }, outcome);
  };

  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('.stride-install-layer')).toBeAttached();
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await offerInstall('accepted');
  // Not on first paint: the offer waits until the app has been in use a while.
  await page.clock.runFor(29_000);
  await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  const banner = page.getByRole('complementary', { name: 'Install the app' });
  await expect(banner).toContainText('Install Stride Demo');
  await banner.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('status')).toHaveText('Installing Stride Demo…');
  await page.clock.runFor(499);
  await expect(page.getByRole('status')).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByRole('status')).toHaveCount(0);
  await flushed();
  await expect.poll(() => activity).toEqual(['app_download_started', 'app_downloaded']);

  activity.length = 0;
  await page.reload();
  await expect(page.locator('.stride-install-layer')).toBeAttached();
  await offerInstall('dismissed');
  await page.clock.fastForward(30_000);
  await page.getByRole('complementary', { name: 'Install the app' }).getByRole('button', { name: 'Install' }).click();
  await flushed();
  await expect.poll(() => activity).toEqual(['app_download_started', 'app_download_aborted']);
  await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);

  // Dismissed: the next visit does not offer it again.
  await page.reload();
  await expect(page.locator('.stride-install-layer')).toBeAttached();
  await offerInstall('accepted');
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
});

test('iPhone visitors get the Add to Home Screen steps instead', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('.stride-install-layer')).toBeAttached();
    await page.clock.fastForward(30_000);
    const hint = page.getByRole('complementary', { name: 'Install the app' });
    await expect(hint).toContainText('Add Stride Demo to your home screen:');
    await expect(hint.getByRole('listitem')).toHaveText(['Tap the Share button', 'Choose “Add to Home Screen”']);
    await hint.getByRole('button', { name: 'Not now' }).click();
    await expect(hint).toHaveCount(0);
  } finally {
    await context.close();
  }
});
