import { expect, test } from '@playwright/test';
import { SERVER_MARKUP_ELEMENT_ID } from '@stride/shared';

// The showcase draws every block type; a phone's viewport, the one the server renders for.
const SHOWCASE = '/showcase';
test.use({ viewport: { width: 390, height: 844 } });

/** What React reports when a first render differs from the server's markup (development and production wording). */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered HTML|Minified React error #(418|419|421|422|423|425)/i;

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

test('the browser hydrates the server markup of /showcase: the same elements, no mismatch reported', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Marks the hero element the HTML parser made, before any script runs: hydration keeps that very node.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const hero = document.querySelector<HTMLElement>('[data-block-type="hero"]');
      if (!hero) return;
      hero.dataset.fromServer = 'true';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(SHOWCASE);
  // Adopted: the markup moved into the content parcel, inside the shell's layout.
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
  await expect(page.locator('#root [data-block-type="hero"][data-from-server="true"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
