import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@stride/shared';
import { UNSUBSCRIBE_PARAMS, UNSUBSCRIBE_PATH, type EmailNotificationType } from '@stride/shared/notifications';

export interface UnsubscribeSubject {
  appId: string;
  userId: string;
  type: EmailNotificationType;
}

/**
 * The token of a one-click unsubscribe link: HMAC-SHA256 of app, member and type under the server's secret. It
 * names what it turns off, so a link of one member (or of one type) never works for another; it does not expire,
 * as a link in an old email must still work (RFC 8058 asks that it keep working).
 */
export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${subject.appId}\n${subject.userId}\n${subject.type}`)
    .digest('base64url');
}

/** Constant-time check of a presented token against the one `subject` has. */
export function isUnsubscribeToken(secret: string, subject: UnsubscribeSubject, presented: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, subject), 'utf8');
  const given = Buffer.from(presented, 'utf8');
  if (given.length !== expected.length) {
    // timingSafeEqual needs equal lengths; compare against itself to spend the same time either way.
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(given, expected);
}

function unsubscribeQuery(secret: string, subject: UnsubscribeSubject): string {
  return new URLSearchParams({
    [UNSUBSCRIBE_PARAMS.subscriber]: subject.userId,
    [UNSUBSCRIBE_PARAMS.type]: subject.type,
    [UNSUBSCRIBE_PARAMS.token]: unsubscribeToken(secret, subject),
  }).toString();
}

/**
 * The two links of an email: the page a member opens (the account remote's, works signed out) and the RFC 8058
 * one-click endpoint a mail client POSTs to (List-Unsubscribe), both on the app's own origin.
 */
export function unsubscribeLinks(
  secret: string,
  appOrigin: string,
  subject: UnsubscribeSubject,
): { page: string; oneClick: string } {
  const query = unsubscribeQuery(secret, subject);
  return {
    page: `${appOrigin}${UNSUBSCRIBE_PATH}?${query}`,
    oneClick: `${appOrigin}${API_BASE}/notifications/unsubscribe?${query}`,
  };
}
