import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/e2eEnv';
import { signUpMember } from '../support/members';

const PASSWORD = 'correct-horse-7';

/** How Chromium words a blocked load, inline script or style, frame or connection in the console. */
const CSP_MESSAGE = /Refused to|Content Security Policy/i;

/**
 * Everything the page's Content-Security-Policy blocked: the console messages, and the securitypolicyviolation
 * events (which also report what the console may word differently), as "directive: blocked URI".
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation;
      report(`${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
  return violations;
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test('the showcase draws every block under the CSP, nothing refused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const violations = await collectViolations(page);
  const response = await page.goto('/showcase');
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');

  await expect(page.locator('#root [data-block-type="hero"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hi there, meet every block' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every block scrolled into view, so lazy images and frames load too.
  for (const block of await page.locator('[data-block-type]').all()) await block.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('a member signs in through the auth modal and opens their content under the CSP, nothing refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // signUpMember's password.
  const { email } = await signUpMember('csp', 'Cass Policy');

  const violations = await collectViolations(page);
  await page.goto(`${E2E.publicUrl}/#auth`);
  await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your account (Cass Policy)' })).toBeVisible();

  await page.goto(`${E2E.publicUrl}/programs/four-week-kickstart`);
  await expect(page.locator('#root [data-block-type]').first()).toBeVisible();
  await page.goto(`${E2E.publicUrl}/me/content`);
  await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the API documentation page works under the CSP, nothing refused', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});
