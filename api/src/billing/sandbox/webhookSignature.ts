import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors/AppError';

/**
 * Stripe's tolerance for a signed event's age, for both providers: an older event is refused even when signed, so a
 * captured one cannot be replayed.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The sandbox signs its events the way Stripe does (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256(secret, t.body)>`),
 * so both providers' events go through the one webhook route with the same checks.
 */
export function signWebhook(body: string, secret: string, at: Date = new Date()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** The body, when `header` signs it with `secret` within the tolerance; invalid_signature otherwise. */
export function verifyWebhook(
  body: Buffer,
  header: string | undefined,
  secret: string,
  now: Date = new Date(),
): string {
  const parts = new Map<string, string[]>();
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item.split('=', 2);
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new AppError('invalid_signature');
  }
  const text = body.toString('utf8');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${text}`).digest();
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new AppError('invalid_signature');
  return text;
}
