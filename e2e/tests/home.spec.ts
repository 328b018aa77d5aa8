import { expect, test } from '@playwright/test';

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
  expect(failures).toEqual([]);
});

test('a collection item opens its page without a full reload, and back returns home', async ({ page }) => {
  await page.goto('/');
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

test('an unknown path shows Page Not Found, and Take me home goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
});

test('a hash modal opens from the URL and closing it removes the hash', async ({ page }) => {
  await page.goto('/#auth');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
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

test('Arabic renders right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[data-block-type]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});
