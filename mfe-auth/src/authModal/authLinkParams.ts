import { AUTH_LINK_PARAMS } from '@stride/shared';

/** What the URL asked the modal to do: links from emails and the social sign-in callback. */
export interface AuthLinkParams {
  passwordlessToken: string | null;
  resetToken: string | null;
  socialError: string | null;
}

// social_signed_up stays in the URL: the shell reads it to announce the sign-up.
const CONSUMED = [AUTH_LINK_PARAMS.passwordlessToken, AUTH_LINK_PARAMS.resetToken, AUTH_LINK_PARAMS.socialError];

export function readAuthLinkParams(search: string): AuthLinkParams {
  const query = new URLSearchParams(search);
  return {
    passwordlessToken: query.get(AUTH_LINK_PARAMS.passwordlessToken) || null,
    resetToken: query.get(AUTH_LINK_PARAMS.resetToken) || null,
    socialError: query.get(AUTH_LINK_PARAMS.socialError) || null,
  };
}

/**
 * The query string without the parameters the modal consumes ('' or '?…'), so a reload does not replay
 * them; null when there are none to remove (the URL is then left exactly as it is).
 */
export function withoutAuthLinkParams(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!CONSUMED.some((name) => query.has(name))) return null;
  for (const name of CONSUMED) query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : '';
}
