import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from '../support/e2eEnv';
import { untranslatedEnglish } from '../support/uiStrings';
import { expectNoA11yViolations } from '../support/accessibility';

const PASSWORD = 'correct-horse-7';
const SHOTS = join(E2E.repoRoot, '.data/e2e-results/languages');

/** A browser in `locale` that records every console error and uncaught exception of its page. */
async function browserIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * The UI text on the page (text of elements, labels, placeholders, titles), leaving out what the app's owner
 * wrote: that is marked dir="auto" and may stay in English where the owner gave no translation.
 */
function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[dir="auto"], script, style')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (element.closest('[dir="auto"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectNoEnglishUi(page: Page, locale: string) {
  const english = untranslatedEnglish(locale);
  expect((await uiTexts(page)).filter((text) => english.has(text))).toEqual([]);
}

async function signUpThroughApi(email: string, name: string) {
  const response = await fetch(`${E2E.baseUrl}/api/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ email, name, password: PASSWORD, timezone: 'Asia/Dubai' }),
  });
  expect(response.status).toBe(200);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('an Arabic browser gets the home page, a content page, the login and /me in Arabic, right to left', async ({
  browser,
}) => {
  const { context, page, errors } = await browserIn(browser, 'ar');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'تمرّن بذكاء مع Stride' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('header').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expectNoEnglishUi(page, 'ar');
  await page.screenshot({ path: join(SHOTS, 'ar-home.png'), fullPage: true });
  await expectNoA11yViolations(page, 'home in Arabic');

  await page.goto('/articles/how-to-build-a-habit');
  await expect(page.getByRole('heading', { level: 1, name: 'كيف تبني عادة التمرين' })).toBeVisible();
  await expect(page.getByText('عشر دقائق')).toBeVisible();
  await expectNoEnglishUi(page, 'ar');
  await page.screenshot({ path: join(SHOTS, 'ar-article.png'), fullPage: true });
  await expectNoA11yViolations(page, 'an article in Arabic');

  await page.goto('/#auth');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expectNoEnglishUi(page, 'ar');
  await page.screenshot({ path: join(SHOTS, 'ar-auth.png') });
  await expectNoA11yViolations(page, '#auth in Arabic');

  // A member without a language setting: the browser's language stays after logging in.
  const email = `languages-${Date.now()}@example.test`;
  await signUpThroughApi(email, 'Layla Haddad');
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 2, name: 'Layla Haddad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoEnglishUi(page, 'ar');
  await page.screenshot({ path: join(SHOTS, 'ar-me.png'), fullPage: true });
  await expectNoA11yViolations(page, '/me in Arabic');

  expect(errors).toEqual([]);
  await context.close();
});

test('a Spanish browser gets the app in Spanish', async ({ browser }) => {
  const { context, page, errors } = await browserIn(browser, 'es-ES');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrena con cabeza con Stride' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectNoEnglishUi(page, 'es');

  await page.goto('/articles/how-to-build-a-habit#auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo crear un hábito de entrenamiento' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoA11yViolations(page, '#auth in Spanish');
  await expectNoEnglishUi(page, 'es');

  expect(errors).toEqual([]);
  await context.close();
});

test("a member's own language setting wins over the browser's", async ({ browser }) => {
  const { context, page, errors } = await browserIn(browser, 'ar');
  await page.goto('/#auth');
  const dialog = page.getByRole('dialog');
  // The demo member's setting is English.
  await dialog.getByLabel('البريد الإلكتروني').fill('member@demo.test');
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('demo-password');
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Train smarter with Stride' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
