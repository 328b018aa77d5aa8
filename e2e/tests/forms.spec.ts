import { expect, test, type Page } from '@playwright/test';
import type { FormSubmissionResponse, PageData } from '@stride/shared';
import { expectNoA11yViolations, settled } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { uniqueEmail } from '../support/outbox';
import { memberCall, signUpMember, useSession } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/forms`;
const PASSWORD = 'correct-horse-7';
/** A one-pixel PNG: the progress photo of a check-in. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Members fill in check-ins on their phones.
test.use({ viewport: { width: 390, height: 844 } });

const dialog = (page: Page) => page.getByRole('dialog');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The form a demo form page names, read from its page JSON as the content remote reads it. */
async function formIdOf(path: string): Promise<string> {
  const response = await fetch(`${E2E.baseUrl}/api/__${path}/index.json`, { headers: { 'x-app-slug': 'demo' } });
  const data = (await response.json()) as PageData;
  expect(data.page.form_id, `${path} names a form`).toBeTruthy();
  return data.page.form_id!;
}

test('a new member signs up, the sign-up form opens, they send it, find it under Submissions and edit an answer', async ({
  page,
}) => {
  await page.goto('/#auth');
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  await dialog(page).getByLabel('Name').fill('Fiona Form');
  await dialog(page).getByLabel('Email').fill(uniqueEmail('signup-form'));
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByLabel('Confirm password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();

  // The app's form with trigger auth_signed_up opens by itself, at its intro.
  await expect(dialog(page).getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page).toHaveURL(/#form$/);
  await expectNoA11yViolations(page, 'sign-up form intro');
  await shot(page, 'sign-up-intro');
  await dialog(page).getByRole('button', { name: 'Start' }).click();

  // Sending it empty: the required fields say so, and the first of them has focus.
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByText('Field is required.')).toHaveCount(2);
  await expect(dialog(page).getByLabel('What is your main goal?')).toBeFocused();
  await expectNoA11yViolations(page, 'sign-up form with errors');
  await shot(page, 'sign-up-errors');

  await dialog(page).getByLabel('What is your main goal?').fill('Run a 10k');
  await dialog(page).getByLabel('Endurance').check();
  await expect(dialog(page).getByLabel('How many sessions a week can you train?')).toHaveValue('3');
  await dialog(page).getByLabel('How many sessions a week can you train?').fill('4');
  await dialog(page).getByLabel('When do you want to start?').fill('2026-12-01');
  await dialog(page).getByLabel('I agree to share my answers with my coach').check();
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expectNoA11yViolations(page, 'sign-up form sent');
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  await page.goto('/me/submissions');
  const row = page.getByRole('button', { name: /Welcome questionnaire/ });
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page, '/me/submissions');
  await shot(page, 'submissions');
  await row.click();
  await expect(dialog(page).getByText('Run a 10k')).toBeVisible();
  await expect(dialog(page).getByText('Endurance')).toBeVisible();
  await expectNoA11yViolations(page, 'a submission');

  await dialog(page).getByRole('button', { name: 'Edit' }).click();
  await dialog(page).getByLabel('What is your main goal?').fill('Run a half marathon');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(page).getByText('Run a half marathon')).toBeVisible();
  await expect(dialog(page).getByText('Run a 10k')).toHaveCount(0);
  await shot(page, 'submission-edited');

  // The edit is the API's, not only the screen's.
  await page.reload();
  await expect(dialog(page).getByText('Run a half marathon')).toBeVisible();
});

test('a link to a form the member already sent opens their submission, and its page lists it', async ({ page }) => {
  const member = await signUpMember('linked-form', 'Lena Linked');
  const formId = await formIdOf('/check-ins/weekly');
  await memberCall<FormSubmissionResponse>(member, 'POST', `/forms/${formId}/submit`, {
    submitted_values: [
      { form_field_id: 'date', value: '2026-11-22' },
      { form_field_id: 'weight', value: '71.4' },
      { form_field_id: 'sessions', value: '3' },
      { form_field_id: 'win', value: 'Felt strong all week' },
    ],
  });
  await useSession(page, member);

  await page.goto('/check-ins');
  // A server-drawn page's links and buttons act once the app has taken over its markup.
  await settled(page);
  await page.getByRole('link', { name: /Weekly check-in/ }).click();
  await expect(dialog(page).getByText('Felt strong all week')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'a linked form already sent');
  await shot(page, 'linked-submission');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toHaveCount(0);

  // The form page itself: its form_submission block lists the member's check-ins.
  await page.goto('/check-ins/weekly');
  await settled(page);
  const block = page.locator('[data-block-type="form_submission"]');
  await expect(block.getByRole('heading', { name: 'Your check-ins' })).toBeVisible();
  await expect(block.getByRole('button', { name: /Weekly check-in/ })).toBeVisible();
  await expectNoA11yViolations(page, 'form page with its submissions block');
});

test('a member fills in the weekly check-in step by step, with a photo, then scores the quiz', async ({ page }) => {
  await useSession(page, await signUpMember('check-in', 'Cara Check'));
  await page.goto('/check-ins/weekly');
  await settled(page);
  await page.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Your weekly check-in' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Start' }).click();

  await expect(dialog(page).getByText('Step 1 of 3')).toBeVisible();
  await dialog(page).getByLabel('Check-in date').fill('2026-11-29');
  await dialog(page).getByLabel('Body weight (kg)').fill('400');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('Value must be between 30 and 300')).toBeVisible();
  await expect(dialog(page).getByLabel('Body weight (kg)')).toBeFocused();
  await dialog(page).getByLabel('Body weight (kg)').fill('72.5');
  await dialog(page).getByRole('button', { name: 'Next' }).click();

  await expect(dialog(page).getByText('Step 2 of 3')).toBeVisible();
  await dialog(page).getByLabel('Sessions completed').fill('4');
  await dialog(page).getByLabel('Strong').check();
  await dialog(page).getByLabel('Your win of the week').fill('PB');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('Field must be at least 3 characters long.')).toBeVisible();
  await expectNoA11yViolations(page, 'check-in step with an error');
  await shot(page, 'check-in-error');
  await dialog(page).getByLabel('Your win of the week').fill('Squatted 80 kg');
  await dialog(page).getByRole('button', { name: 'Next' }).click();

  await expect(dialog(page).getByText('Step 3 of 3')).toBeVisible();
  await dialog(page)
    .getByLabel('Progress photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await dialog(page).getByLabel('Anything your coach should know?').fill('Knee felt fine.');
  await dialog(page).getByLabel('I followed my meal plan most days').check();
  await expectNoA11yViolations(page, 'check-in last step');
  await shot(page, 'check-in-photo');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  // The photo was stored: the submission shows it from the app's uploads.
  await page.goto('/me/submissions');
  await page.getByRole('button', { name: /Weekly check-in/ }).click();
  await expect(dialog(page).getByRole('img', { name: 'Progress photo' })).toHaveAttribute('src', /\/uploads\/forms\//);
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/check-ins/nutrition-quiz');
  await settled(page);
  await page.getByRole('button', { name: 'Fill in the form' }).click();
  await dialog(page).getByRole('button', { name: 'Start' }).click();
  await dialog(page).getByLabel('Chicken breast').check();
  await dialog(page).getByLabel('How many kcal are in one gram of protein?').fill('9');
  await dialog(page).getByLabel('Name the nutrient your body needs most of every day').fill('water');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByText('Score: 2 of 3')).toBeVisible();
  await expect(dialog(page).getByText('Correct answer: 4')).toBeVisible();
  await expectNoA11yViolations(page, 'quiz result');
  await shot(page, 'quiz-result');
});
