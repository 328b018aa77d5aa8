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

// React's production messages for a first render that differs from the server's markup: #418 (markup), #423
// (hydration gave up, the root rendered anew), #425 (text), #421 (a boundary rendered anew), #407 (no server
// snapshot), and the development wording.
const HYDRATION_TROUBLE = /#418|#421|#423|#425|#407|hydrat|did not match/i;

test("the content parcel hydrates the server's markup: the same nodes stay on screen, without errors", async ({
  page,
}) => {
  // Marks the hero the HTML parser made, before any script of the app runs.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const hero = document.querySelector('#stride-ssr [data-block-type="hero"]');
      if (!hero) return;
      Object.assign(hero, { strideDrawnByServer: true });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(error.message));

  const response = await page.goto(SHOWCASE);
  expect(await response?.text()).toContain(`<div id="${SERVER_MARKUP_ELEMENT_ID}" data-remote="mfe-content"`);
  // The parcel adopted the markup into its element in the shell's layout; the server's element is gone.
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
  await expect(page.locator('#root [data-block-type="hero"]')).toBeVisible();
  await expect(page.locator('[data-block-type="hero"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#root [data-block-type="hero"]').evaluate((hero) => 'strideDrawnByServer' in hero)).toBe(
    true,
  );
  expect(reported.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});
