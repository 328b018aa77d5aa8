// Screenshots of the account screens on a phone, for a person to look at: node e2e/accountScreenshots.mjs <baseUrl> <outDir>
import { chromium } from 'playwright-core';

const [base, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
  body: JSON.stringify({ email: 'member@demo.test', password: 'demo-password' }),
}).then((r) => r.json());
const cookie = `${encodeURIComponent(login.user.email)}:${login.authentication_token}`;
await page.context().addCookies([{ name: 'stride_session', value: cookie, url: base }]);
for (const [name, path] of [
  ['me', '/me'],
  ['details', '/me/details'],
  ['settings', '/me/settings'],
  ['subscriptions', '/me/subscriptions'],
  ['privacy', '/me/privacy'],
  ['profile-privacy', '/me/profile-privacy'],
  ['submissions', '/me/submissions'],
  ['members', '/#members'],
]) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: name === 'details' || name === 'me' });
}
await page.goto(`${base}/#members`);
await page.waitForTimeout(1500);
await page.getByRole('button', { name: /Lena Lindqvist/ }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/profile.png` });
await page.goto(`${base}/showcase`);
await page.getByRole('region', { name: 'Members' }).scrollIntoViewIfNeeded();
await page.waitForTimeout(2000);
await page.getByRole('region', { name: 'Members' }).screenshot({ path: `${out}/directory-block.png` });
await page.goto(`${base}/me/settings`);
await page.getByLabel('Language').selectOption('ar');
await page.getByRole('button', { name: 'Save' }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/settings-ar.png` });
await page.getByLabel('Language').selectOption('en');
await page.getByRole('button', { name: 'Save' }).click();
await page.waitForTimeout(1000);
await browser.close();
