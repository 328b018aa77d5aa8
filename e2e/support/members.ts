import { expect, type BrowserContext, type Page } from '@playwright/test';
import { encodeSessionCookie, SESSION_COOKIE, type LoginResponse, type SessionCredentials } from '@stride/shared';
import { E2E } from './e2eEnv';
import { uniqueEmail } from './outbox';

export const DEMO_PASSWORD = 'demo-password';

async function post(path: string, body: unknown): Promise<LoginResponse> {
  const response = await fetch(`${E2E.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
  return (await response.json()) as LoginResponse;
}

function credentialsOf(response: LoginResponse): SessionCredentials {
  return { email: response.user.email, token: response.authentication_token };
}

/** A new member of the demo app, so a journey starts with no progress of earlier runs. */
export async function signUpMember(prefix: string, name = 'Erin Example'): Promise<SessionCredentials> {
  const response = await post('/auth/sign_up', {
    email: uniqueEmail(prefix),
    name,
    password: 'correct-horse-7',
    timezone: 'Europe/London',
  });
  return credentialsOf(response);
}

/** A seeded demo account (password demo-password). */
export async function logInDemo(email: string): Promise<SessionCredentials> {
  return credentialsOf(await post('/auth/login', { email, password: DEMO_PASSWORD }));
}

/** Signs the browser in as the shell does after a log in: the session cookie, verified on the next load. */
export async function useSession(page: Page, credentials: SessionCredentials): Promise<void> {
  await signInContext(page.context(), credentials);
}

/** The same for a whole browser context (a second member's browser in a two-person journey). */
export async function signInContext(context: BrowserContext, credentials: SessionCredentials): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE, value: encodeSessionCookie(credentials), url: E2E.baseUrl }]);
}

/** Calls the API as the member, for setup steps a journey does not test. */
export async function memberCall<T>(
  credentials: SessionCredentials,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${E2E.baseUrl}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-app-slug': 'demo',
      'x-user-email': credentials.email,
      'x-user-token': credentials.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}
