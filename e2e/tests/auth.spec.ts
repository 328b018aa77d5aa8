import { expect, test, type Page } from '@playwright/test';
import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { E2E } from '../support/e2eEnv';
import { codeIn, latestEmail, linkWith, uniqueEmail } from '../support/outbox';
import { expectNoA11yViolations } from '../support/accessibility';

// Journeys that follow emailed links run on PUBLIC_URL's origin, where those links point.
const APP = E2E.publicUrl;
const PASSWORD = 'correct-horse-7';

test.use({ viewport: { width: 1280, height: 800 } });

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** On desktop the toolbar says who is signed in: the account link, or Log In for a guest. */
async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByRole('link', { name: `Your account (${name})` })).toBeVisible();
}

async function expectGuest(page: Page) {
  await expect(page.locator('header').getByRole('button', { name: 'Log In' })).toBeVisible();
}

async function openAuth(page: Page, path = '/') {
  await page.goto(`${APP}${path}#auth`);
  await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
}

async function signUpThroughApi(email: string, name: string) {
  const response = await fetch(`${E2E.baseUrl}/api/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ email, name, password: PASSWORD, timezone: 'Europe/London' }),
  });
  expect(response.status).toBe(200);
}

/** The demo's sign-up form (trigger auth_signed_up) opens right after a sign-up: closed, the page is as it was. */
async function closeSignUpForm(page: Page): Promise<void> {
  await expect(dialog(page).getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toHaveCount(0);
}

test('sign up signs in, a reload keeps the session, log out makes a guest, log in signs in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await openAuth(page);
  await expectNoA11yViolations(page, '#auth log in');
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expectNoA11yViolations(page, '#auth sign up');
  await dialog(page).getByLabel('Name').fill('Nora Newcomer');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByLabel('Confirm password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();

  // The demo's sign-up form opens right after (forms.spec.ts fills it in); closed, it leaves the page as it was.
  await closeSignUpForm(page);
  await expectSignedInAs(page, 'Nora Newcomer');
  expect(new URL(page.url()).hash).toBe('');
  const welcome = await latestEmail(email, 'welcome');
  expect(welcome.subject).toContain('Stride Demo');

  await page.reload();
  await expectSignedInAs(page, 'Nora Newcomer');

  await page.getByRole('link', { name: 'Your account (Nora Newcomer)' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto(`${APP}/`);
  await expectGuest(page);

  await page.locator('header').getByRole('button', { name: 'Log In' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expectSignedInAs(page, 'Nora Newcomer');
});

test('a wrong password shows the server message in the dialog and keeps what was typed', async ({ page }) => {
  await openAuth(page);
  await dialog(page).getByLabel('Email').fill('member@demo.test');
  await dialog(page).getByLabel('Password').fill('not-the-password');
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Email or password is incorrect.');
  await expectNoA11yViolations(page, '#auth log in, with the server message');
  await expect(dialog(page).getByLabel('Email')).toHaveValue('member@demo.test');
  await expectGuest(page);
});

test('each validation message of the spec appears beside its field', async ({ page }) => {
  await openAuth(page);
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  const create = dialog(page).getByRole('button', { name: 'Create account' });
  await dialog(page).getByLabel('Email').fill('');
  await create.click();
  await expect(dialog(page).getByText(FIELD_MESSAGES.required).first()).toBeVisible();

  await dialog(page).getByLabel('Name').fill('Al');
  await dialog(page).getByLabel('Email').fill('not-an-email');
  await dialog(page).getByLabel('Password', { exact: true }).fill('short');
  await dialog(page).getByLabel('Confirm password').fill('shorter');
  await create.click();
  await expect(dialog(page).getByText(FIELD_MESSAGES.nameTooShort)).toBeVisible();
  await expect(dialog(page).getByText(FIELD_MESSAGES.email)).toBeVisible();
  await expect(dialog(page).getByText(FIELD_MESSAGES.passwordTooShort)).toBeVisible();
  await expect(dialog(page).getByText(FIELD_MESSAGES.passwordsDontMatch)).toBeVisible();
  await expect(dialog(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, '#auth sign up, with every validation message');
});

test('the auth dialog keeps Tab inside, gives focus back to Log In when it closes, and has a 44 px close button', async ({
  page,
}) => {
  await page.goto(`${APP}/`);
  const logIn = page.locator('header').getByRole('button', { name: 'Log In' });
  await logIn.click();
  await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    const inDialog = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"]')));
    // The browser's own toolbar may take a turn in the cycle; the page behind never does.
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    if (onPage) expect(inDialog, `Tab ${press + 1} left the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(logIn).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await openAuth(page);
  const box = await dialog(page).getByRole('button', { name: 'Close' }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

test('passwordless by code: a new email gets a code, signs in, and must finish setup first', async ({ page }) => {
  const email = uniqueEmail('code');
  await openAuth(page);
  await dialog(page).getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expectNoA11yViolations(page, '#auth sign in with a link');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoA11yViolations(page, '#auth check your email, code');

  const code = codeIn(await latestEmail(email, 'passwordless'));
  await dialog(page).getByLabel('6-digit code').fill(code);
  await dialog(page).getByRole('button', { name: 'Sign in' }).click();

  await expect(dialog(page).getByRole('heading', { name: 'Finish setting up your account' })).toBeVisible();
  // On a phone the dialog fills the screen from the top: an error that goes moves the button by its full height.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('Name').fill('Cody Coder');
  await dialog(page).getByRole('button', { name: 'Finish setup' }).click();
  await expect(dialog(page).getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, '#auth finish setup, with errors');
  // Corrected, one click finishes: the errors leave as they are fixed, not under the pointer mid-click.
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByLabel('Confirm password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Finish setup' }).click();
  // A sign-up that finished setup: the demo's sign-up form follows.
  await closeSignUpForm(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectSignedInAs(page, 'Cody Coder');
});

test('passwordless by link: the emailed link signs the member in, and works again after a scanner opened it', async ({
  page,
}) => {
  const email = uniqueEmail('link');
  await signUpThroughApi(email, 'Lina Link');
  await openAuth(page);
  await dialog(page).getByRole('button', { name: 'Email me a sign-in link' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Email me a link' }).click();
  const link = linkWith(await latestEmail(email, 'passwordless'), 'passwordless_token');
  expect(link.startsWith(`${APP}/`)).toBe(true);

  // A mail scanner opens the link first and runs its script, which uses the token once.
  const scanned = await fetch(`${E2E.baseUrl}/api/auth/passwordless/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ token: new URL(link).searchParams.get('passwordless_token') }),
  });
  expect(scanned.status).toBe(200);
  await page.goto(link);
  await expectSignedInAs(page, 'Lina Link');
  expect(new URL(page.url()).searchParams.has('passwordless_token')).toBe(false);
  await page.reload();
  await expectSignedInAs(page, 'Lina Link');
});

test('password reset from the emailed link sets a new password that then logs in', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpThroughApi(email, 'Rita Reset');
  await openAuth(page);
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expectNoA11yViolations(page, '#auth reset password');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = linkWith(await latestEmail(email, 'reset_password'), 'reset_token');
  await page.goto(link);
  await expect(dialog(page).getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectNoA11yViolations(page, '#auth set a new password');
  await dialog(page).getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await dialog(page).getByLabel('Confirm new password').fill('a-brand-new-secret');
  await dialog(page).getByRole('button', { name: 'Save and log in' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expectSignedInAs(page, 'Rita Reset');

  const old = await fetch(`${E2E.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(old.status).toBe(401);
});

test('a new email takes effect from the link the new address got, and the signed-in session follows it', async ({
  page,
}) => {
  const email = uniqueEmail('before');
  const newEmail = uniqueEmail('after');
  const signedUp = await fetch(`${E2E.baseUrl}/api/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ email, name: 'Eli Email', password: PASSWORD }),
  });
  const { authentication_token: token } = (await signedUp.json()) as { authentication_token: string };
  await openAuth(page);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expectSignedInAs(page, 'Eli Email');

  // There is no account-details screen yet: the member asks for the change through the API.
  const changed = await fetch(`${E2E.baseUrl}/api/auth`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo', 'x-user-email': email, 'x-user-token': token },
    body: JSON.stringify({ email: newEmail }),
  });
  expect(await changed.json()).toMatchObject({ user: { email }, email_change_pending: newEmail });

  await page.goto(linkWith(await latestEmail(newEmail, 'confirm_email'), 'email_change_token'));
  await expect(dialog(page).getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(dialog(page)).toContainText(`Your email is now ${newEmail}.`);
  expect(new URL(page.url()).searchParams.has('email_change_token')).toBe(false);

  await page.reload();
  await expect(dialog(page)).toContainText(`Signed in as Eli Email (${newEmail}).`);
  await dialog(page).getByRole('button', { name: 'Log out' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectGuest(page);

  await dialog(page).getByLabel('Email').fill(newEmail);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expectSignedInAs(page, 'Eli Email');
});

test('the private demo sends a guest to #auth, and a member who logs in sees the app', async ({ page }) => {
  await page.goto(`${E2E.appUrl('private')}/`);
  await expect(page).toHaveURL(/#auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('Only members who sign in')).toHaveCount(0);

  await dialog(page).getByLabel('Email').fill('member@demo.test');
  await dialog(page).getByLabel('Password').fill('demo-password');
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('Only members who sign in can see this app.')).toBeVisible();
  await page.screenshot({ path: `${E2E.repoRoot}/.data/e2e-results/private-signed-in.png` });
});

test('Continue with Google signs up through the provider, and signs the same person in next time', async ({ page }) => {
  const email = uniqueEmail('social');
  const continueWithGoogle = async () => {
    await openAuth(page, '/workouts');
    await dialog(page).getByRole('link', { name: 'Continue with Google' }).click();
  };
  const expectBackSignedIn = async () => {
    await expect(page).toHaveURL(new RegExp(`^${APP}/workouts`));
    await expectSignedInAs(page, 'Gina Google');
    expect(new URL(page.url()).searchParams.has('social_signed_up')).toBe(false);
  };

  await continueWithGoogle();
  await page.getByLabel('Subject').fill(`google-${Date.now()}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Gina Google');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBackSignedIn();
  await closeSignUpForm(page);

  await page.getByRole('link', { name: 'Your account (Gina Google)' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto(`${APP}/`);
  await expectGuest(page);

  // The provider remembers its own session, so it answers at once with the same person.
  await continueWithGoogle();
  await expectBackSignedIn();
});
