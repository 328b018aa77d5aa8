import {
  AUTH_LINK_PARAMS,
  AUTH_VIEWS,
  isSocialErrorCode,
  type AuthViewParam,
  type SocialErrorCode,
} from '@stride/shared';

/** What the URL asked the modal to do: links from emails, the social sign-in callback and remotes' modal:open params. */
export interface AuthLinkParams {
  passwordlessToken: string | null;
  resetToken: string | null;
  /** The link a new address got to confirm a member's email change. */
  emailChangeToken: string | null;
  /** A social sign-in failed: anything but a known code counts as a plain failure, never shown as it came. */
  socialError: SocialErrorCode | null;
  /** The step a remote asked #auth to open on. */
  view: AuthViewParam | null;
}

// social_signed_up stays in the URL: the shell reads it to announce the sign-up.
const CONSUMED = [
  AUTH_LINK_PARAMS.passwordlessToken,
  AUTH_LINK_PARAMS.resetToken,
  AUTH_LINK_PARAMS.emailChangeToken,
  AUTH_LINK_PARAMS.socialError,
  AUTH_LINK_PARAMS.view,
];

export function readAuthLinkParams(search: string): AuthLinkParams {
  const query = new URLSearchParams(search);
  const socialError = query.get(AUTH_LINK_PARAMS.socialError);
  const view = query.get(AUTH_LINK_PARAMS.view);
  return {
    passwordlessToken: query.get(AUTH_LINK_PARAMS.passwordlessToken) || null,
    resetToken: query.get(AUTH_LINK_PARAMS.resetToken) || null,
    emailChangeToken: query.get(AUTH_LINK_PARAMS.emailChangeToken) || null,
    socialError: socialError ? (isSocialErrorCode(socialError) ? socialError : 'failed') : null,
    view: AUTH_VIEWS.find((known) => known === view) ?? null,
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
