import { expect, test, type Page } from '@playwright/test';
import { SERVER_MARKUP_ELEMENT_ID } from '@stride/shared';
import { logInDemo, useSession } from '../support/members';
import { expectNoA11yViolations } from '../support/accessibility';

// The demo app's tabs (its content file): Home, Programs (a collection), Messages, Schedule, Me.
function appNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Until the app has taken over the server's markup (the content parcel adopted and hydrated it): before that its
 * buttons are drawn but nothing listens to them, and the shell's chrome (skip link, tabs) is not there yet.
 */
async function untilTheAppTakesOver(page: Page) {
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
}

async function expectOneMain(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a member gets from home to a program, to messages, back, to their account and home only by tapping', async ({
    page,
  }) => {
    await useSession(page, await logInDemo('member@demo.test'));
    await page.goto('/');
    await expect(appNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectOneMain(page);

    await appNav(page).getByRole('link', { name: 'Programs' }).tap();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await expect(appNav(page).getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');

    await page
      .getByRole('main')
      .getByRole('link', { name: /4-Week Kickstart/ })
      .tap();
    await expect(page).toHaveURL(/\/programs\/four-week-kickstart$/);
    // Still in Programs: the tab of the collection the program belongs to stays marked.
    await expect(appNav(page).getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');

    await appNav(page).getByRole('link', { name: 'Messages' }).tap();
    await expect(page).toHaveURL(/\/me\/messages$/);
    const toolbar = page.getByRole('banner');
    await expect(toolbar.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('Kickstart crew').first()).toBeVisible();
    await expectOneMain(page);
    await expectNoA11yViolations(page, '/me/messages');

    await toolbar.getByRole('button', { name: 'Back' }).tap();
    await expect(page).toHaveURL(/\/programs\/four-week-kickstart$/);

    await appNav(page).getByRole('link', { name: 'Me', exact: true }).tap();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByText('member@demo.test')).toBeVisible();
    await expect(appNav(page).getByRole('link', { name: 'Me', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectOneMain(page);
    await expectNoA11yViolations(page, '/me');

    await appNav(page).getByRole('link', { name: 'Home' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
  });

  test('the tab bar keeps clear of 44 px targets and stays put while the page scrolls', async ({ page }) => {
    await page.goto('/');
    const tabs = appNav(page).getByRole('link');
    await expect(tabs).toHaveCount(5);
    for (const box of await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    const before = await appNav(page).boundingBox();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await appNav(page).boundingBox()).toEqual(before);
    expect((before?.y ?? 0) + (before?.height ?? 0)).toBeCloseTo(844, 0);
  });

  test('a guest has the same tabs, and Me offers them Log In', async ({ page }) => {
    await page.goto('/programs');
    await appNav(page).getByRole('link', { name: 'Me', exact: true }).tap();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectNoA11yViolations(page, '/me as a guest');
  });

  test('"Skip to content" is the first stop of the keyboard and moves focus to the one main', async ({ page }) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await untilTheAppTakesOver(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/programs$/);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the side navigation is always there and leads everywhere; no tab bar and no menu button', async ({ page }) => {
    await page.goto('/programs');
    const nav = appNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    const box = await nav.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.height).toBe(800);

    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/me\/schedule$/);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await expectNoA11yViolations(page, '/me/schedule');
    await expect(nav.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
    await expectOneMain(page);

    // The app's name leads home.
    await nav.getByRole('link', { name: 'Stride Demo' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectOneMain(page);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 900, height: 1100 } });

  test('the menu button opens the navigation drawer: focus moves in, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await untilTheAppTakesOver(page);
    await expect(appNav(page)).toHaveCount(0);

    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Programs' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page, 'the navigation drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/me\/messages$/);
    await expect(drawer).toHaveCount(0);
    await expectOneMain(page);

    // A member-area screen's toolbar has the menu too.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });
});
