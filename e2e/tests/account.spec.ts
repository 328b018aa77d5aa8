import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/e2eEnv';
import { signUpMember, useSession } from '../support/members';
import { codeIn, latestEmail } from '../support/outbox';
import { expectNoA11yViolations } from '../support/accessibility';

test.use({ viewport: { width: 390, height: 844 } });

const NEW_PASSWORD = 'brand-new-horse-8';

/** A 1×1 PNG, enough for the avatar upload's content check. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function apiLogin(email: string, password: string): Promise<number> {
  const response = await fetch(`${E2E.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

function form(page: Page, title: string) {
  return page.locator('form, section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a member edits their account, meets a member in the directory, blocks them and deletes the account', async ({
  page,
}) => {
  const credentials = await signUpMember('account', 'Nia Newcomer');
  await useSession(page, credentials);

  // Details: name, picture, password.
  await page.goto('/me/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Details' })).toBeVisible();
  const details = form(page, 'Your details');
  await details.getByLabel('Name').fill('Nia Renamed');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText('Saved.');
  await expectNoA11yViolations(page, '/me/details, saved');

  await form(page, 'Picture').locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(form(page, 'Picture').locator('img.stride-avatar')).toHaveAttribute('src', /\/uploads\/avatars\//);

  const password = form(page, 'Password');
  await password.getByLabel('Current password', { exact: true }).fill('correct-horse-7');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password was changed.');

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Nia Renamed' })).toBeVisible();

  // Log out, then log in with the new password.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/me#auth');
  const auth = page.getByRole('dialog');
  await auth.getByLabel('Email').fill(credentials.email);
  await auth.getByLabel('Password').fill(NEW_PASSWORD);
  await auth.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(auth).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Nia Renamed' })).toBeVisible();

  // Settings: Arabic switches the UI to right-to-left at once, English switches it back.
  await page.goto('/me/settings');
  await expect(page.getByLabel('Language')).toBeVisible();
  await expectNoA11yViolations(page, '/me/settings');
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The whole screen is Arabic now, the confirmation included.
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('تم الحفظ.');
  await expectNoA11yViolations(page, '/me/settings in Arabic');
  await page.getByLabel('اللغة').selectOption('en');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel('Language')).toBeVisible();

  // The member_directory block of a page is the account remote's, mounted by the shell.
  await page.goto('/showcase');
  await expect(
    page.getByRole('region', { name: 'Members' }).getByRole('button', { name: /Lena Lindqvist/ }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'the member directory block');

  // The directory: find a member by name, open their profile, block them.
  await page.goto('/#members');
  const members = page.getByRole('dialog', { name: 'Members' });
  await expect(members.getByRole('button', { name: /Lena Lindqvist/ })).toBeVisible();
  await expectNoA11yViolations(page, '#members');
  await members.getByLabel('Search members').fill('Lena');
  await members.getByRole('button', { name: /Lena Lindqvist/ }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: 'Lena Lindqvist' })).toBeVisible();
  await expect(profile).toContainText('Stockholm');
  await profile.getByRole('button', { name: 'Block' }).click();
  await expect(profile.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(profile).toContainText('You blocked this member.');
  await expectNoA11yViolations(page, '#profile, blocked');

  await page.goto('/#members');
  await page.getByRole('dialog', { name: 'Members' }).getByLabel('Search members').fill('Lena');
  await expect(page.getByRole('dialog', { name: 'Members' })).toContainText('No member matches your search.');
  await expectNoA11yViolations(page, '#members, no match');

  // Privacy: delete the account with the emailed code; the member is signed out and cannot log in again.
  await page.goto('/me/privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const email = await latestEmail(credentials.email, 'delete_account');
  await expect(page.getByLabel('Code from the email')).toBeVisible();
  await expectNoA11yViolations(page, '/me/privacy, deleting the account');
  await page.getByLabel('Code from the email').fill(codeIn(email));
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/me');
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
  expect(await apiLogin(credentials.email, NEW_PASSWORD)).toBe(401);
});
