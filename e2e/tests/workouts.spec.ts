import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { signUpMember, useSession } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/workouts`;

// A member logs sets with the phone in one hand.
test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const set = (page: Page, name: string) => page.getByRole('group', { name });

test('a member runs Strength A: logs sets, rests, swaps an exercise, reloads and continues, finishes with a personal best, and next time starts from those numbers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useSession(page, await signUpMember('strength', 'Sam Strong'));
  await page.goto('/workouts/strength-a');
  const start = page.getByRole('button', { name: 'Start workout' });
  await expect(start).toBeVisible();
  await expect(page.getByLabel('Follow along')).toBeChecked();
  await page.getByLabel('Grouped').check();
  await expectNoA11yViolations(page, 'workout overview');
  await shot(page, 'overview');
  await start.click();

  // The first set starts from the coach's targets; Done logs it and starts the rest timer.
  const first = set(page, 'Back squat, set 1');
  await expect(first.getByLabel('Reps')).toHaveValue('5');
  await expect(first.getByLabel('Load (kg)')).toHaveValue('60');
  await first.getByRole('button', { name: 'Done' }).click();
  await expect(first.getByText('Logged')).toBeVisible();
  const rest = page.getByRole('region', { name: 'Rest' });
  await expect(rest.getByRole('timer')).toHaveText(/1:(2\d|30)/);
  await expectNoA11yViolations(page, 'a set logged, resting');
  await shot(page, 'resting');
  await rest.getByRole('button', { name: 'Skip rest' }).click();
  await expect(rest).toHaveCount(0);

  const second = set(page, 'Back squat, set 2');
  await second.getByLabel('Load (kg)').fill('65');
  await second.getByRole('button', { name: 'Done' }).click();
  await expect(second.getByText('Logged')).toBeVisible();
  await page.getByRole('region', { name: 'Rest' }).getByRole('button', { name: 'Skip rest' }).click();

  // The bench press becomes dumbbell presses: everywhere the workout uses it.
  await page.getByRole('button', { name: 'Swap exercise: Bench press' }).click();
  const swap = page.getByRole('dialog', { name: 'Swap Bench press' });
  await swap.getByLabel('Dumbbell bench press').check();
  await expectNoA11yViolations(page, 'swap exercise');
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(swap).toHaveCount(0);
  await expect(set(page, 'Dumbbell bench press, round 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Bench press' })).toBeVisible();

  // A reload mid-session loses nothing: the session continues where it was.
  await page.reload();
  await page.getByRole('button', { name: 'Continue workout' }).click();
  await expect(set(page, 'Back squat, set 1').getByText('Logged')).toBeVisible();
  await expect(set(page, 'Back squat, set 2').getByText('Logged')).toBeVisible();
  await expect(set(page, 'Dumbbell bench press, round 1')).toBeVisible();
  await shot(page, 'continued');

  await page.getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  const bests = page.locator('.workout-results');
  await expect(bests.getByText('New personal best').first()).toBeVisible();
  await expect(bests.getByText(/Back squat/).first()).toBeVisible();
  await expect(bests.getByText('Heaviest: 65 kg × 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log your results' })).toBeVisible();
  await expectNoA11yViolations(page, 'workout results');
  await shot(page, 'results');

  // The results form asks for the rounds achieved, 1 to start with.
  await page.getByRole('button', { name: 'Log your results' }).click();
  await expect(page.getByRole('dialog').getByLabel('Rounds Achieved')).toHaveValue('1');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

  // Next time: last session's numbers are filled in.
  await page.goto('/workouts/strength-a');
  await page.getByRole('button', { name: 'Start workout' }).click();
  await expect(set(page, 'Back squat, set 2').getByLabel('Load (kg)')).toHaveValue('65');
  await expect(set(page, 'Back squat, set 1').getByLabel('Load (kg)')).toHaveValue('60');
});

test('follow-along shows one step at a time with its timer and what comes next', async ({ page }) => {
  await useSession(page, await signUpMember('follow', 'Fay Follow'));
  await page.goto('/workouts/full-body-blast');
  await expect(page.getByLabel('Follow along')).toBeChecked();
  await page.getByRole('button', { name: 'Start workout' }).click();
  await expect(page.getByText('Now: Jumping jacks')).toBeVisible();
  await expect(page.getByText('Next: Bodyweight squat')).toBeVisible();
  await expect(page.getByRole('timer').first()).toBeVisible();
  await expectNoA11yViolations(page, 'follow-along');
  await shot(page, 'follow-along');
  await page.getByRole('button', { name: 'Skip' }).first().click();
  await expect(page.getByText(/Now: (Bodyweight squat|Rest)/)).toBeVisible();
});
