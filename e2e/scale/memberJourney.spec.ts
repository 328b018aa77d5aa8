import type { Browser, Page, Response } from '@playwright/test';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  SESSION_COOKIE,
  type LoginResponse,
  type PageData,
  type SessionCredentials,
} from '@stride/shared';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { expect, test } from './clusterFixture';

// A member's day on an app served by two API processes behind the proxy, on one Postgres and one Redis.
const ZONE = 'Europe/London';
const PASSWORD = 'correct-horse-7';
test.use({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });

test.use({ clusterOptions: { processes: 2 } });

/** The process that answered, named by the proxy on every response. */
const PROCESS_HEADER = 'x-stride-process';

interface Member {
  id: string;
  email: string;
  credentials: SessionCredentials;
}

async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  { body, credentials }: { body?: unknown; credentials?: SessionCredentials } = {},
): Promise<{ status: number; body: T; process: string | null }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-app-slug': 'demo',
      ...(credentials ? { 'x-user-email': credentials.email, 'x-user-token': credentials.token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    process: response.headers.get(PROCESS_HEADER),
  };
}

async function signUp(baseUrl: string, prefix: string, name: string): Promise<Member> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@scale.test`;
  const signedUp = await api<LoginResponse>(baseUrl, 'POST', '/auth/sign_up', {
    body: { email, name, password: PASSWORD, timezone: ZONE },
  });
  expect(signedUp.status).toBe(200);
  return {
    id: signedUp.body.user.id,
    email,
    credentials: { email, token: signedUp.body.authentication_token },
  };
}

/** Every response the browser gets from the app, by the process that served it. */
function recordProcesses(page: Page, seen: Map<string, number>): void {
  page.on('response', (response: Response) => {
    const name = response.headers()[PROCESS_HEADER];
    if (name && new URL(response.url()).pathname.startsWith('/api/')) seen.set(name, (seen.get(name) ?? 0) + 1);
  });
}

async function phoneOf(browser: Browser, baseUrl: string, member: Member, seen: Map<string, number>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });
  await context.addCookies([{ name: SESSION_COOKIE, value: encodeSessionCookie(member.credentials), url: baseUrl }]);
  const page = await context.newPage();
  recordProcesses(page, seen);
  return page;
}

/** `HH:mm` today or tomorrow in ZONE, whole minutes, so the 15-minute reminder of a class at that time is due in 20-80 s. */
function classTimeSoon(): string {
  const startsAt = new Date(Math.ceil((Date.now() + 15 * 60_000 + 20_000) / 60_000) * 60_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(startsAt);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

test('a member signs in, buys, follows a program, chats and gets a reminder with requests spread over both processes; signing out on one is refused by the other within a second', async ({
  browser,
  page,
  cluster,
}) => {
  test.setTimeout(240_000);
  const seen = new Map<string, number>();
  recordProcesses(page, seen);
  const ava = await signUp(cluster.url, 'ava', 'Ava Archer');
  const ben = await signUp(cluster.url, 'ben', 'Ben Baker');

  // Sign in through the app's own dialog.
  await page.goto(`${cluster.url}/me#auth`);
  const auth = page.getByRole('dialog');
  await auth.getByLabel('Email').fill(ava.email);
  await auth.getByLabel('Password').fill(PASSWORD);
  await auth.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(auth).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Ava Archer' })).toBeVisible();

  // Buy the paid program in the sandbox: the purchase's webhook and the entitlement may land on either process.
  await page.goto(`${cluster.url}/programs/strength-mastery`);
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Choose' }).first().click();
  await checkout.getByRole('button', { name: 'Pay $49.00' }).click();
  await checkout.getByLabel('Card number').fill(SANDBOX_CARDS.succeeds);
  await checkout.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await checkout.getByLabel('Security code (CVC)').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Work through the stages in order')).toBeVisible();
  await expect(checkout).toHaveCount(0);
  // Both processes agree she owns it, at once.
  for (const process of cluster.processes) {
    const data = await api<PageData>(process.url, 'GET', '/__/programs/strength-mastery/index.json', {
      credentials: ava.credentials,
    });
    expect(data.status, `${process.name} serves the bought program`).toBe(200);
  }

  // Follow the free program.
  await page.goto(`${cluster.url}/programs/four-week-kickstart`);
  await page.getByRole('button', { name: 'Start program' }).click();
  await expect(page.getByText('Started')).toBeVisible();
  await page.reload();
  await expect(page.getByText('0 of 5 complete')).toBeVisible();

  // Chat with Ben, who is on another phone: he sees her message live, she sees his answer live.
  const benPage = await phoneOf(browser, cluster.url, ben, seen);
  await benPage.goto(`${cluster.url}/me/messages`);
  await page.goto(`${cluster.url}/me/messages/new?users=${ben.id}`);
  const composer = (p: Page) => p.getByRole('textbox', { name: 'Message' });
  await composer(page).fill('Hello Ben, two processes here');
  await composer(page).press('Enter');
  await expect(page).toHaveURL(/\/me\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  await benPage.goto(`${cluster.url}${threadPath}`);
  await expect(benPage.getByText('Hello Ben, two processes here')).toBeVisible();
  await composer(benPage).fill('Hi Ava, heard you live');
  await composer(benPage).press('Enter');
  await expect(page.getByText('Hi Ava, heard you live')).toBeVisible();

  // A class in about a quarter of an hour: its 15-minute reminder arrives by email from whichever process's worker takes the job.
  const day = await api<PageData>(cluster.url, 'GET', '/__/programs/four-week-kickstart/week-1/day-1/index.json', {
    credentials: ava.credentials,
  });
  const scheduled = await api<unknown>(cluster.url, 'POST', '/schedule', {
    credentials: ava.credentials,
    body: { item_id: day.body.page.id, item_type: 'Page', date: classTimeSoon(), is_all_day: false, timezone: ZONE },
  });
  expect(scheduled.status).toBe(200);
  // The outbox is the cluster's database (read there: the dev outbox answers only this machine's own socket).
  const remindersOf = (email: string) =>
    cluster.query<{ subject: string }>(`select subject from outbox_emails where "to" = $1 and kind = 'reminder'`, [
      email,
    ]);
  await expect
    .poll(async () => (await remindersOf(ava.email)).length, { timeout: 120_000, intervals: [1_000] })
    .toBeGreaterThan(0);
  // Each reminder is sent once, though both processes run the queue's workers.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const reminders = await remindersOf(ava.email);
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.subject).toContain('Day 1');

  // The browser's requests were served by both processes.
  expect([...seen.keys()].sort()).toEqual(cluster.processes.map((p) => p.name).sort());

  // Both processes hold the browser's session, then she signs out; the one that did not serve the sign-out refuses
  // that session within 1 s.
  const cookie = (await page.context().cookies(cluster.url)).find((c) => c.name === SESSION_COOKIE);
  // The shell writes the cookie's value URI-encoded once more.
  const browserSession = decodeSessionCookie(decodeURIComponent(cookie?.value ?? ''));
  expect(browserSession?.email).toBe(ava.email);
  const logout = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout');
  await page.goto(`${cluster.url}/me`);
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  // Right before the click, so the session cache's own 5 s expiry cannot be what refuses it below.
  for (const process of cluster.processes)
    expect((await api(process.url, 'POST', '/auth/verify', { credentials: browserSession! })).status).toBe(200);
  await logOut.click();
  const servedBy = (await logout).headers()[PROCESS_HEADER];
  const signedOutAt = Date.now();
  const other = cluster.processes.find((p) => p.name !== servedBy)!;
  let refusedAfter = Number.POSITIVE_INFINITY;
  for (;;) {
    const verify = await api(other.url, 'POST', '/auth/verify', { credentials: browserSession! });
    if (verify.status === 401) {
      refusedAfter = Date.now() - signedOutAt;
      break;
    }
    if (Date.now() - signedOutAt > 5_000) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(refusedAfter, `${other.name} refused the signed-out session after ${refusedAfter} ms`).toBeLessThan(1_000);
});
