import { expect, test, type Page } from '@playwright/test';
import type { NotificationSettings, ScheduleResponse, SessionCredentials } from '@stride/shared';
import { expectNoA11yViolations } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { latestEmail, linkWith } from '../support/outbox';
import { logInDemo, memberCall, signUpMember, useSession } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/schedule`;
const ZONE = 'Europe/London';

// A member plans their week on the phone, in the zone they signed up in.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** YYYY-MM-DD `days` from today in the member's zone (the calendar's days). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function programDays(member: SessionCredentials): Promise<Map<string, string>> {
  const query = new URLSearchParams({ from: dayFromToday(0), to: dayFromToday(60), timezone: ZONE });
  const { items } = await memberCall<ScheduleResponse>(member, 'GET', `/schedule?${query}`);
  return new Map(items.filter((item) => item.context_type === 'Program').map((item) => [item.item.title, item.date]));
}

const item = (page: Page, title: string) => page.locator('.schedule-item').filter({ hasText: title });

test('a member schedules a program from its page, sees it in week and month views, reschedules with the following days, and removes a day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await signUpMember('schedule', 'Cal Endar');
  await useSession(page, member);

  // The program page's toolbar button opens the schedule's Add dialog for that page.
  await page.goto('/programs/four-week-kickstart');
  await page.getByRole('banner').getByRole('button', { name: 'Schedule' }).click();
  const add = page.getByRole('dialog', { name: 'Add to schedule' });
  await expect(add).toBeVisible();
  await expectNoA11yViolations(page, 'add to schedule');
  await shot(page, 'add');
  // A day before today is refused before anything is sent.
  await add.getByLabel('Date').fill(dayFromToday(-1));
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('alert')).toHaveText('Cannot schedule in the past');
  await add.getByLabel('Date').fill(dayFromToday(0));
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'See my schedule' }).click();

  // Week view: today holds the program's first day, ticked off later by the content remote's completion.
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  await expect(item(page, 'Day 1: Full body basics')).toBeVisible();
  const before = await programDays(member);
  expect(before.get('Day 1: Full body basics')).toBe(dayFromToday(0));
  expect(before.size).toBeGreaterThan(3);
  await expectNoA11yViolations(page, 'week with a program');
  await shot(page, 'week');

  // Month view, kept after a reload (the choice is saved per calendar).
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(item(page, 'Day 1: Full body basics')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
  await expect(item(page, 'Day 1: Full body basics')).toBeVisible();
  await expectNoA11yViolations(page, 'month with a program');
  await shot(page, 'month');

  // Missed day one: move it two days on, with the following days.
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: 'Actions for Day 1: Full body basics' }).click();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule' });
  await move.getByLabel('Date').fill(dayFromToday(2));
  await move.getByLabel('Also shift the following days').check();
  await expectNoA11yViolations(page, 'reschedule');
  await shot(page, 'reschedule');
  await move.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText(/Day 1: Full body basics moved to/)).toBeVisible();
  const after = await programDays(member);
  const shifted = (title: string) => (Date.parse(after.get(title)!) - Date.parse(before.get(title)!)) / 86_400_000;
  for (const title of before.keys()) expect(shifted(title), title).toBe(2);

  // Remove the (now) first day: it leaves the calendar, the others stay.
  await page.getByRole('button', { name: 'Actions for Day 1: Full body basics' }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove from schedule' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(item(page, 'Day 1: Full body basics')).toHaveCount(0);
  await expect(item(page, 'Day 2: Core and balance')).toBeVisible();
  expect((await programDays(member)).has('Day 1: Full body basics')).toBe(false);
  await shot(page, 'removed');
});

test('notification settings are saved as they are switched, and stay after a reload', async ({ page }) => {
  const member = await signUpMember('notify', 'Nora Tify');
  await useSession(page, member);
  await page.goto('/me/notifications');
  const daily = page.getByRole('switch', { name: 'Daily digest' }).or(page.getByLabel('Daily digest'));
  await expect(daily).not.toBeChecked();
  await daily.click();
  await expect
    .poll(async () => (await memberCall<NotificationSettings>(member, 'GET', '/notifications')).is_daily_reminders)
    .toBe(true);
  await page.getByLabel('Pause all reminders').click();
  await expect
    .poll(
      async () => (await memberCall<NotificationSettings>(member, 'GET', '/notifications')).is_all_reminders_inactive,
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByLabel('Daily digest')).toBeChecked();
  await expect(page.getByLabel('Pause all reminders')).toBeChecked();
  await expectNoA11yViolations(page, 'notification settings');
  await shot(page, 'notifications');
});

test('the end-session beacon goes when the page is hidden, with the session, device and app, and not during checkout', async ({
  page,
}) => {
  await useSession(page, await logInDemo('member@demo.test'));
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await page.goto('/articles/how-to-build-a-habit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tracker loads after first content; the page view it reports shows it listens.
  await page.waitForRequest((request) => request.url().includes('/api/activity'));
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/activity/end_session'));
  await hide();
  const sent = new URLSearchParams((await beacon).postData() ?? '');
  expect(sent.get('account_app_slug')).toBe('demo');
  expect(sent.get('session_id')).toBeTruthy();
  expect(sent.get('device_id')).toBeTruthy();
  expect(sent.get('origin_href')).toContain('/articles/how-to-build-a-habit');

  // While #checkout is open, hiding the page (paying in another app) sends nothing.
  await page.goto('/programs/strength-mastery');
  await expect(page).toHaveURL(/#checkout/);
  let during = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/activity/end_session')) during += 1;
  });
  await hide();
  await page.waitForTimeout(500);
  expect(during).toBe(0);
});

test('the unsubscribe link of an email turns that email off, and its one-click header is there for mail apps', async ({
  page,
}) => {
  const member = await signUpMember('unsub', 'Una Subscribe');
  // The owner sends an announcement: every member who takes them gets it by email.
  const owner = await logInDemo('owner@demo.test');
  await memberCall(owner, 'POST', '/notifications/blasts', { title: 'New class times', body: 'See the schedule.' });
  const email = await latestEmail(member.email, 'blast');
  expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(email.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/notifications\/unsubscribe\?/);

  // Opened signed out, as from a mail app.
  await page.goto(linkWith(email, 'token'));
  await expect(page.getByText(/You won't get announcement emails from .+ any more\./)).toBeVisible();
  await expectNoA11yViolations(page, 'unsubscribed');
  await shot(page, 'unsubscribed');
  const settings = await memberCall<NotificationSettings>(member, 'GET', '/notifications');
  expect(settings.receive_blast_notifications).toBe(false);
  expect(settings.receive_message_notifications).toBe(true);

  // A changed link is refused and changes nothing.
  const forged = new URL(linkWith(email, 'token'));
  forged.searchParams.set('type', 'message');
  await page.goto(forged.toString());
  await expect(page.getByText(/This unsubscribe link isn't valid/)).toBeVisible();
  expect((await memberCall<NotificationSettings>(member, 'GET', '/notifications')).receive_message_notifications).toBe(
    true,
  );
});
