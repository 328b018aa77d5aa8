import { expect, test, type Page } from '@playwright/test';
import { type SessionCredentials, type ThreadListResponse } from '@stride/shared';
import { threadPath } from '@stride/shared/messaging';
import { a11yViolations, settled } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { logInDemo, memberCall, useSession } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/accessibility`;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Every screen of the member area (mfe-account, mfe-messaging, mfe-schedule). */
const MEMBER_AREA = [
  '/me',
  '/me/details',
  '/me/settings',
  '/me/purchases',
  '/me/subscriptions',
  '/me/privacy',
  '/me/profile-privacy',
  '/me/submissions',
  '/me/content',
  '/me/messages',
  '/me/schedule',
  '/me/notifications',
  // An unsubscribe link that was cut short: the page explains it.
  '/me/unsubscribe?subscriber_id=00000000-0000-4000-8000-000000000000&type=blast&token=cut',
];

/** Content screens: home, a collection, a program, an article, every block type (the member directory too). */
const CONTENT = ['/', '/programs', '/programs/four-week-kickstart', '/articles/sleep-and-recovery', '/showcase'];

/**
 * Walks the app and runs axe on each screen, collecting every violation instead of stopping at the first
 * screen, so one run names all that is wrong.
 */
class Walk {
  readonly found: string[] = [];

  /** `run` names the language, device and mode; each screen's screenshot lands in SCREENSHOTS under it. */
  constructor(
    private readonly page: Page,
    private readonly run: string,
  ) {}

  async check(screen: string): Promise<void> {
    await settled(this.page);
    // axe waits for animations to end; the screenshot after it shows what axe measured.
    for (const violation of await a11yViolations(this.page)) this.found.push(`${screen} → ${violation}`);
    await this.page.screenshot({ path: `${SCREENSHOTS}/${this.run}/${screen.replace(/[^\w-]+/g, '_')}.png` });
  }

  async visit(path: string): Promise<void> {
    await this.page.goto(path);
    await this.check(path);
  }

  async dialog(screen: string): Promise<void> {
    await expect(this.page.getByRole('dialog')).toBeVisible();
    await this.check(screen);
  }
}

async function expectLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/**
 * A signed-in member's screens: content, the locked page and its checkout, a workout, a form, the member area, the
 * directory, the menu.
 */
async function walkAsMember(
  page: Page,
  walk: Walk,
  language: 'en' | 'ar',
  credentials: SessionCredentials,
): Promise<void> {
  for (const path of CONTENT) await walk.visit(path);
  await expectLanguage(page, language);
  // The member has no Strength Mastery product: the page is locked and offers the purchase.
  await walk.visit('/programs/strength-mastery#!');
  await page.goto('/programs/strength-mastery');
  await expect(page).toHaveURL(/#checkout/);
  await walk.dialog('#checkout');
  await walk.visit('/no/such/page');
  // The workout player (a slot of the account remote) once it has loaded, and a form page with its #form.
  await page.goto('/workouts/strength-a');
  await expect(page.locator('.workout-preferences')).toBeVisible();
  await walk.check('/workouts/strength-a');
  await walk.visit('/check-ins/weekly');
  await page.locator('.content-page-actions button').first().click();
  await expect(page).toHaveURL(/#form/);
  await walk.dialog('#form');
  for (const path of MEMBER_AREA) await walk.visit(path);
  await expectLanguage(page, language);

  // A group chat with its history, its #participants and #renaming, and the lounge's chat block.
  const { threads } = await memberCall<ThreadListResponse>(credentials, 'GET', '/threads?type=chats');
  const crew = threads.find((thread) => thread.has_been_renamed && thread.total_count_participants > 2)!;
  await page.goto(threadPath(crew.id));
  await expect(page.locator('.messaging-message').first()).toBeVisible();
  await walk.check('/me/messages/{group}');
  for (const modal of ['participants', 'renaming']) {
    await page.goto(`${threadPath(crew.id)}#${modal}`);
    await walk.dialog(`#${modal}`);
  }
  await page.goto('/members-lounge');
  await expect(page.locator('.messaging-chat-block .messaging-message').first()).toBeVisible();
  await walk.check('/members-lounge');

  // The schedule's Add dialog, as the program page's scheduling button opens it, and the month view.
  const program = await fetch(`${E2E.baseUrl}/api/__/programs/four-week-kickstart/index.json`, {
    headers: { 'x-app-slug': 'demo' },
  });
  const { page: programPage } = (await program.json()) as { page: { id: string } };
  await page.goto(`/me/schedule?page_id=${programPage.id}`);
  await walk.dialog('schedule: add');
  await page.keyboard.press('Escape');
  await page.locator('.schedule-calendar__view').nth(2).click();
  await expect(page.locator('.schedule-item').first()).toBeVisible();
  await walk.check('/me/schedule (month)');

  await page.goto('/#members');
  await walk.dialog('#members');
  await page.getByRole('dialog').getByRole('button').filter({ hasText: /\S/ }).last().click();
  await expect(page).toHaveURL(/#profile/);
  await walk.dialog('#profile');

  await page.goto('/#auth');
  await walk.dialog('#auth (signed in)');

  if (page.viewportSize()!.width < 1200) {
    // The toolbar's menu button (back, then menu) opens the navigation drawer on phones and tablets.
    await page.goto('/me/messages');
    await settled(page);
    await page.getByRole('banner').getByRole('button').nth(1).click();
    await walk.dialog('navigation drawer');
  }
}

/** Opens the #auth dialog afresh at its first step, log in. */
async function openAuth(page: Page): Promise<void> {
  await page.goto('/');
  await settled(page);
  await page.goto('/#auth');
  await expect(page.getByRole('dialog').locator('.auth-switch')).toBeVisible();
}

/**
 * A guest's screens: each step of the #auth dialog (log in, with its validation errors, sign up, reset,
 * passwordless), the locked page's checkout, and /me offering Log In. The steps are reached by their place in
 * the dialog, so the walk is the same in every language.
 */
async function walkAsGuest(page: Page, walk: Walk): Promise<void> {
  const dialog = page.getByRole('dialog');
  await openAuth(page);
  await walk.dialog('#auth log in');
  await dialog.locator('button[type=submit]').click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await walk.dialog('#auth log in, with errors');
  await dialog.locator('.auth-switch button').click();
  await expect(dialog.locator('input[autocomplete=name]')).toBeVisible();
  await walk.dialog('#auth sign up');
  for (const [index, step] of ['#auth reset password', '#auth sign in with a link'].entries()) {
    await openAuth(page);
    await dialog.locator('.auth-links button').nth(index).click();
    await expect(dialog.locator('.auth-switch')).toHaveCount(0);
    await walk.dialog(step);
  }
  await page.goto('/programs/strength-mastery');
  await expect(page).toHaveURL(/#checkout/);
  await walk.dialog('#checkout (guest)');
  await walk.visit('/me');
}

for (const language of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of ['light', 'dark'] as const) {
      test.describe(`${language}, ${device}, ${mode} mode`, () => {
        test.use({ viewport, colorScheme: mode, locale: language });

        test('every screen of a signed-in member has no WCAG 2.1 AA violation', async ({ page }) => {
          test.setTimeout(240_000);
          const credentials: SessionCredentials = await logInDemo('member@demo.test');
          // The member's own language setting, as /me/settings stores it; put back for the other tests.
          await memberCall(credentials, 'PUT', '/subscribers', { language });
          try {
            await useSession(page, credentials);
            const walk = new Walk(page, `member-${language}-${device}-${mode}`);
            await walkAsMember(page, walk, language, credentials);
            await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
            expect(walk.found).toEqual([]);
          } finally {
            await memberCall(credentials, 'PUT', '/subscribers', { language: 'en' });
          }
        });

        test("a guest's screens have no WCAG 2.1 AA violation", async ({ page }) => {
          test.setTimeout(120_000);
          const walk = new Walk(page, `guest-${language}-${device}-${mode}`);
          await walkAsGuest(page, walk);
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
          expect(walk.found).toEqual([]);
        });
      });
    }
  }
}
