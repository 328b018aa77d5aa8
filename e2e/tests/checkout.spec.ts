import { expect, test, type Page } from '@playwright/test';
import { encodeSessionCookie, SESSION_COOKIE } from '@stride/shared';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { expectNoA11yViolations, settled } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { uniqueEmail } from '../support/outbox';
import { logInDemo, memberCall, signUpMember, useSession } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/checkout`;
/** What only a buyer of Strength Mastery sees on the program's page. */
const PAID_TEXT = 'Work through the stages in order';

// Members buy on phones first.
test.use({ viewport: { width: 390, height: 844 } });

const dialog = (page: Page) => page.getByRole('dialog');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Opens the paid program: checkout opens by itself with its two offers; picks the program on its own. */
async function chooseProgram(page: Page): Promise<void> {
  await page.goto('/programs/strength-mastery');
  await expect(page).toHaveURL(/#checkout/);
  await expect(dialog(page).getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(dialog(page).getByText('Strength Mastery program')).toBeVisible();
  await expect(dialog(page).getByText('$19.00 per month')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Choose' }).first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Your order' })).toBeVisible();
}

async function payWithCard(page: Page, card: string): Promise<void> {
  await dialog(page).getByLabel('Card number').fill(card);
  await dialog(page).getByLabel('Expiry date (MM/YY)').fill('12/34');
  await dialog(page).getByLabel('Security code (CVC)').fill('123');
  await dialog(page).getByRole('button', { name: /^Pay / }).click();
}

async function expectProgramOpen(page: Page): Promise<void> {
  await expect(page.getByText(PAID_TEXT)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
}

test('a guest buys the paid program as a new member with 4242… and is reading it seconds later', async ({ page }) => {
  await chooseProgram(page);
  await expect(dialog(page).getByText('Total due today')).toBeVisible();
  await expectNoA11yViolations(page, 'checkout order (guest)');
  await shot(page, 'order-guest');
  await dialog(page).getByLabel('Name').fill('Gina Guest');
  await dialog(page).getByLabel('Email').fill(uniqueEmail('buyer'));
  await dialog(page).getByLabel('Password').fill('correct-horse-7');
  await dialog(page).getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expectNoA11yViolations(page, 'checkout card step');
  await shot(page, 'card');
  await payWithCard(page, SANDBOX_CARDS.succeeds);
  await expectProgramOpen(page);
  // The guest is a signed-in member now: their account shows the purchase.
  await page.goto('/me/purchases');
  await expect(page.getByText('Strength Mastery program').first()).toBeVisible();
});

test('a declined card says so, and paying again with another card works', async ({ page }) => {
  await useSession(page, await signUpMember('declined'));
  await chooseProgram(page);
  await dialog(page).getByRole('button', { name: 'Pay $49.00' }).click();
  await payWithCard(page, SANDBOX_CARDS.declined);
  await expect(dialog(page).getByText('Your payment was not successful, please try again')).toBeVisible();
  await expectNoA11yViolations(page, 'checkout card declined');
  await shot(page, 'declined');
  await expect(page.getByText(PAID_TEXT)).toHaveCount(0);
  await dialog(page).getByLabel('Card number').fill(SANDBOX_CARDS.succeeds);
  await dialog(page).getByRole('button', { name: /^Pay / }).click();
  await expectProgramOpen(page);
});

test('a coupon changes the total, and an order bump adds to it', async ({ page }) => {
  await useSession(page, await signUpMember('coupon'));
  await chooseProgram(page);
  await expect(dialog(page).getByText('$49.00').first()).toBeVisible();
  await dialog(page).getByLabel('Coupon code').fill('NOT-A-CODE');
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page).getByText('This coupon code is not valid.')).toBeVisible();
  await dialog(page).getByLabel('Coupon code').fill('welcome20');
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Pay $39.20' })).toBeVisible();
  await expect(dialog(page).getByText('Coupon WELCOME20 applied')).toBeVisible();
  await dialog(page)
    .getByLabel(/Form check video review/)
    .check();
  await expect(dialog(page).getByRole('button', { name: 'Pay $51.20' })).toBeVisible();
  await expectNoA11yViolations(page, 'checkout with a coupon and a bump');
  await shot(page, 'coupon');
  await dialog(page).getByRole('button', { name: 'Pay $51.20' }).click();
  await payWithCard(page, SANDBOX_CARDS.succeeds);
  await expectProgramOpen(page);
});

test('a card that needs authentication asks the member to confirm with their bank, then pays', async ({ page }) => {
  await useSession(page, await signUpMember('three-ds'));
  await chooseProgram(page);
  await dialog(page).getByRole('button', { name: 'Pay $49.00' }).click();
  await payWithCard(page, SANDBOX_CARDS.requiresAuthentication);
  const approve = dialog(page).getByRole('button', { name: 'Approve' });
  await expect(approve).toBeVisible();
  await expectNoA11yViolations(page, 'checkout 3-D Secure step');
  await shot(page, 'authentication');
  await approve.click();
  await expectProgramOpen(page);
});

test('the checkout reads well on a desktop and in Arabic', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ar' });
  const page = await context.newPage();
  try {
    await page.goto('/programs/strength-mastery');
    await expect(page).toHaveURL(/#checkout/);
    await expect(dialog(page)).toBeVisible();
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoA11yViolations(page, 'checkout in Arabic on a desktop');
    await shot(page, 'products-ar-desktop');
  } finally {
    await context.close();
  }
});

/** Buys Premium through the API as the checkout does (preview, intent, the sandbox's 4242 card). */
async function subscribeToPremium(credentials: Awaited<ReturnType<typeof signUpMember>>): Promise<void> {
  const { products } = await memberCall<{ products: { id: string; title: string }[] }>(
    credentials,
    'GET',
    '/products/list',
  );
  const premium = products.find((product) => product.title === 'Premium Membership')!;
  const { preview } = await memberCall<{ preview: { version_id: string; total_cents: number } }>(
    credentials,
    'POST',
    `/products/${premium.id}/preview`,
    {},
  );
  const { intent } = await memberCall<{ intent: { intent_id: string; client_secret: string; checkout_id: string } }>(
    credentials,
    'POST',
    `/products/${premium.id}/intent`,
    { version_id: preview.version_id, final_amount: preview.total_cents },
  );
  await memberCall(credentials, 'POST', `/sandbox/intents/${intent.intent_id}/confirm`, {
    client_secret: intent.client_secret,
    card_number: SANDBOX_CARDS.succeeds,
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  const { checkout } = await memberCall<{ checkout: { activated: boolean } }>(
    credentials,
    'GET',
    `/checkouts/${intent.checkout_id}`,
  );
  expect(checkout.activated).toBe(true);
}

test('a canceled subscription keeps its access to the end of the period', async ({ page }) => {
  const credentials = await signUpMember('cancels');
  await subscribeToPremium(credentials);
  await useSession(page, credentials);
  await page.goto('/me/subscriptions');
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/You keep access until .+ and won't be charged again/)).toBeVisible();
  await expectNoA11yViolations(page, 'cancel subscription confirmation');
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText(/^Access until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await shot(page, 'subscription-canceled');
  // Paid up to the period's end: the program still opens.
  await page.goto('/programs/strength-mastery');
  await expect(page.getByText(PAID_TEXT)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('a member whose renewal failed is asked to pay, pays with a new card, and is not asked again', async ({
  page,
}) => {
  // On the app's public address: the invoice link the API gives is on it, and opens in the app.
  const credentials = await logInDemo('lapsed@demo.test');
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: encodeSessionCookie(credentials), url: E2E.publicUrl }]);
  await page.goto(`${E2E.publicUrl}/`);
  // The prompt opens by itself once the member is known to be past due.
  await expect(dialog(page).getByRole('heading', { name: "Your payment didn't go through" })).toBeVisible();
  await expect(page).toHaveURL(/past_due=/);
  await expect(dialog(page).getByText('Premium Membership')).toBeVisible();
  await expectNoA11yViolations(page, 'past-due prompt');
  await shot(page, 'past-due');
  await payWithCard(page, SANDBOX_CARDS.declined);
  await expect(dialog(page).getByText('Your payment was not successful, please try again')).toBeVisible();
  await payWithCard(page, SANDBOX_CARDS.succeeds);
  await expect(dialog(page).getByText('Thank you! Your subscription is active again.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Paid: the account says it renews, and a new visit asks nothing.
  await page.goto(`${E2E.publicUrl}/me/subscriptions`);
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText('Your last payment failed.')).toHaveCount(0);
  await page.goto(`${E2E.publicUrl}/`);
  await settled(page);
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  // Its invoices: the one paid now opens as a printable page in the app.
  await page.goto(`${E2E.publicUrl}/me/purchases`);
  await page
    .getByRole('button', { name: /^View invoice / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/me\/invoices\//);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expectNoA11yViolations(page, 'invoice page');
  await shot(page, 'invoice');
});

test('an invoice that is not the member’s is an Invalid Invoice', async ({ page }) => {
  await useSession(page, await signUpMember('invoice-stranger'));
  await page.goto('/me/invoices/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Invalid Invoice')).toBeVisible();
  await expectNoA11yViolations(page, 'invalid invoice');
});
