import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_COOKIE_DAYS, encodeSessionCookie, type SessionCredentials } from '@stride/shared';

/**
 * Sets the shell's stored session, exactly as the shell writes it (shell/src/cookies/cookies.ts): URL-encoded
 * value, 365 days, Path=/, SameSite=None; Secure over https and SameSite=Lax over http (browsers drop
 * SameSite=None without Secure). Not HttpOnly: the shell reads it to send the session on API calls.
 */
export function setSocialSessionCookie(reply: FastifyReply, credentials: SessionCredentials, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, encodeSessionCookie(credentials), {
    maxAge: SESSION_COOKIE_DAYS * 24 * 60 * 60,
    path: '/',
    sameSite: secure ? 'none' : 'lax',
    secure,
  });
}
