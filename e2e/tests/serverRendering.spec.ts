import { expect, test } from '@playwright/test';
import { SERVER_MARKUP_ELEMENT_ID } from '@stride/shared';

// The showcase draws every block type; a phone's viewport, the one the server renders for.
const SHOWCASE = '/showcase';
test.use({ viewport: { width: 390, height: 844 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a public page's blocks are in the HTML, drawn by the content remote on the server", async ({ page }) => {
    await page.goto(SHOWCASE);
    await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toBeAttached();
    await expect(page.locator('[data-block-type="hero"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hi there, meet every block' })).toBeVisible();
    expect(await page.locator('[data-block-type]').count()).toBeGreaterThan(20);
  });
});

test("the content parcel takes the server's markup over in the shell's layout, without errors", async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  const response = await page.goto(SHOWCASE);
  expect(await response?.text()).toContain(`<div id="${SERVER_MARKUP_ELEMENT_ID}" data-remote="mfe-content"`);
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
  await expect(page.locator('#root [data-block-type="hero"]')).toBeVisible();
  await expect(page.locator('[data-block-type="hero"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});
