import { expect, test } from '@playwright/test';
import {
  PREVIEW_PAGE_MESSAGE,
  PREVIEW_READY_MESSAGE,
  SERVER_MARKUP_ELEMENT_ID,
  type PreviewPageMessage,
} from '@stride/shared';
import { expectNoA11yViolations } from '../support/accessibility';

test('the demo home page renders real seeded content through the shell and mfe-content', async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto('/');
  const hero = page.locator('[data-block-type="hero"]').first();
  await expect(hero).toBeVisible();
  await expect(hero.getByRole('heading')).not.toBeEmpty();
  for (const type of ['text', 'image', 'button', 'collection']) {
    await expect(page.locator(`[data-block-type="${type}"]`).first()).toBeVisible();
  }
  await expect(page.locator('header')).toContainText('Stride Demo');
  await expectNoA11yViolations(page, 'home');
  expect(failures).toEqual([]);
});

test('every chunk the home page preloads runs on it: no preload is wasted', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
  const { preloaded, ran } = await page.evaluate(() => ({
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((link) => link.href),
    // Each webpack build pushes [chunkIds, modules] into its self.webpackChunk<name> array as a chunk runs.
    ran: Object.entries(window)
      .filter(([name]) => name.startsWith('webpackChunk'))
      .flatMap(([name, pushed]) =>
        (pushed as unknown as [unknown[]][]).flatMap(([ids]) => ids.map((id) => `${name}:${String(id)}`)),
      ),
  }));
  const unused: string[] = [];
  for (const href of preloaded) {
    // A chunk file starts with its build's array and its own id; entries (main.js, remoteEntry.js) run as scripts.
    const chunk = /\(self\.(webpackChunk\w+)=[^)]*\)\.push\(\[\[([^,\]]+)/.exec(await (await request.get(href)).text());
    if (chunk && !ran.includes(`${chunk[1]}:${chunk[2]!.replace(/"/g, '')}`)) unused.push(href);
  }
  expect(preloaded.length).toBeGreaterThan(3);
  expect(unused).toEqual([]);
});

test('a collection item opens its page without a full reload, and back returns home', async ({ page }) => {
  await page.goto('/');
  // Until the content parcel takes the server's markup over, its links are plain links: a tap then loads the
  // page in full, as it would without JavaScript. This journey is the app's own navigation, so it waits.
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  const item = page.locator('[data-block-type="collection"] a').first();
  const href = await item.getAttribute('href');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('[data-block-type]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.getByRole('button', { name: /back/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path answers 404, shows Page Not Found, and Take me home goes to /', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoA11yViolations(page, 'page not found');
  await page.getByRole('button', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
});

test('a hash modal opens from the URL and closing it removes the hash', async ({ page }) => {
  await page.goto('/#auth');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, '#auth');
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('the page-builder flag shows the app at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?page-builder');
  await expect(page.locator('[data-block-type]').first()).toBeVisible();
  const width = await page
    .locator('[data-block-type]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
});

test('page-builder mode shows the page a builder posts, never locked, at 375 px', async ({ page }) => {
  const message: PreviewPageMessage = {
    type: PREVIEW_PAGE_MESSAGE,
    page: {
      page: {
        id: 'draft-1',
        rootId: 'draft-1',
        contentRootId: 'draft-1',
        path: '/premium-draft',
        title: 'Premium draft',
        type: 'generic',
        actions: [],
        access: {
          inherit: false,
          parent: null,
          is_progress_root: false,
          is_private: false,
          require_purchase: true,
          allow_browsing: false,
          require_authentication: false,
          is_scheduled: false,
          unlocks_at: null,
          unlock_duration_seconds: null,
          schedule_period: null,
          schedule_interval: null,
          products: [],
          purchase_overlay: null,
        },
        show_tabbar: true,
        show_view_switcher: false,
        background_color: null,
      },
      blocks: [
        {
          id: 'draft-hero',
          type: 'hero',
          title: 'Preview hero',
          subtitle: null,
          image_url: null,
          height_ratio: 100,
          background_color: null,
          action: null,
          action_label: null,
        },
      ],
      attributes: {},
    },
  };
  // The preview announces when it listens; record that before any app script runs.
  await page.addInitScript((readyType) => {
    window.addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
      if (event.data?.type === readyType) document.documentElement.dataset.previewReady = 'true';
    });
  }, PREVIEW_READY_MESSAGE);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?page-builder');
  await expect(page.locator('html')).toHaveAttribute('data-preview-ready', 'true');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), message);

  const hero = page.getByRole('heading', { name: 'Preview hero' });
  await expect(hero).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
  const width = await page
    .locator('[data-block-type="hero"]', { has: hero })
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
});

test('Arabic renders right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[data-block-type]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoA11yViolations(page, 'home in Arabic');
  await context.close();
});
