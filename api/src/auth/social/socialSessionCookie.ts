import { SESSION_COOKIE, SESSION_COOKIE_DAYS, encodeSessionCookie, type SessionCredentials } from '@stride/shared';

/**
 * Set-Cookie for the shell's stored session, exactly as the shell writes it (shell/src/cookies/cookies.ts):
 * URL-encoded value, 365 days, Path=/, SameSite=None; Secure over https and SameSite=Lax over http (browsers
 * drop SameSite=None without Secure). Not HttpOnly: the shell reads it to send the session on API calls.
 */
export function socialSessionCookie(credentials: SessionCredentials, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(encodeSessionCookie(credentials))}`,
    `Max-Age=${SESSION_COOKIE_DAYS * 24 * 60 * 60}`,
    'Path=/',
    secure ? 'SameSite=None' : 'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
