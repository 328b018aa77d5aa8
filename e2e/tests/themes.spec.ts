import { expect, test, type Page } from '@playwright/test';
import type { ColorMode } from '@stride/shared';
import { expectNoA11yViolations, settled } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { logInDemo, useSession } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/themes`;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

async function expectMode(page: Page, mode: ColorMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background, `page background in ${mode} mode`).toBe(
    mode === 'dark' ? 'rgb(18, 20, 24)' : 'rgb(247, 248, 249)',
  );
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${device}, ${mode} mode (the device's preference)`, () => {
      test.use({ viewport, colorScheme: mode });

      for (const path of ['/', '/programs/four-week-kickstart', '/showcase']) {
        test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
          await page.goto(path);
          await settled(page);
          await expectMode(page, mode);
          await page.screenshot({
            path: `${SCREENSHOTS}/${device}-${mode}${path.replace(/\//g, '_')}.png`,
            fullPage: true,
          });
          await expectNoA11yViolations(page, `${path} (${device}, ${mode})`);
        });
      }

      test('/me/content has no WCAG 2.1 AA violation', async ({ page }) => {
        await useSession(page, await logInDemo('member@demo.test'));
        await page.goto('/me/content');
        await settled(page);
        await expectMode(page, mode);
        await page.screenshot({ path: `${SCREENSHOTS}/${device}-${mode}_me_content.png`, fullPage: true });
        await expectNoA11yViolations(page, `/me/content (${device}, ${mode})`);
      });
    });
  }
}

test.describe("the member's pick", () => {
  test.use({ viewport: VIEWPORTS.phone, colorScheme: 'light' });

  test('picked under Appearance in /me/settings, wins over the device, is drawn from the first byte of HTML and survives a reload', async ({
    page,
  }) => {
    await useSession(page, await logInDemo('member@demo.test'));
    await page.goto('/me/settings');
    await settled(page);
    await expectMode(page, 'light');
    const appearance = page.getByRole('group', { name: 'Appearance' });
    await appearance.getByRole('radio', { name: 'Dark' }).check();
    await expectMode(page, 'dark');

    const response = await page.reload();
    expect(await response?.text()).toMatch(/<html data-color-mode="dark"/);
    await settled(page);
    await expectMode(page, 'dark');
    await expect(page.getByRole('group', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Back to the device's mode: the light device wins again, after a reload too.
    await page.getByRole('group', { name: 'Appearance' }).getByRole('radio', { name: 'Match device' }).check();
    await expectMode(page, 'light');
    await page.reload();
    await settled(page);
    await expectMode(page, 'light');
  });

  test("follows the device's preference live when the member picked none", async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await expectMode(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
  });
});

test('the theme fonts come from this server, only those the theme names', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await settled(page);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts)
    expect(font).toMatch(/^\/fonts\/(poppins|inter)\/5\.3\.0\/[a-z-]+-(latin|latin-ext)-\d+-normal\.woff2$/);
  const heading = await page
    .getByRole('heading')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(heading).toMatch(/^Poppins,/);
});

test('the accessibility check fails on text below 4.5:1', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Faint text';
    faint.style.cssText = 'color: #aaaaaa; background: #ffffff';
    document.body.prepend(faint);
  });
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/color-contrast/);
});
