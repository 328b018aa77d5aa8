import { expect } from '@playwright/test';
import { E2E } from './e2eEnv';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** Extra headers it carried (List-Unsubscribe of notification emails). */
  headers: Record<string, string> | null;
  created_at: string;
}

/** The newest email of `kind` sent to `to`, read from the dev outbox (no SMTP_URL in e2e); waits for it to arrive. */
export async function latestEmail(to: string, kind: string): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${E2E.baseUrl}/api/__dev/outbox?to=${encodeURIComponent(to)}`);
      const { emails } = (await response.json()) as { emails: OutboxEmail[] };
      found = emails.find((email) => email.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The first link in an email's text that carries `param` (passwordless_token, reset_token). */
export function linkWith(email: OutboxEmail, param: string): string {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).searchParams.has(param));
  if (!link) throw new Error(`No link with ${param} in: ${email.text}`);
  return link;
}

/** The 6-digit code of a passwordless email. */
export function codeIn(email: OutboxEmail): string {
  const code = email.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code in: ${email.text}`);
  return code;
}

/** A fresh address per test, so journeys never collide with each other or with rate limits. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}
