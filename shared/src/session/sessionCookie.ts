import type { SessionCredentials } from './Session';

/** Cookie value of a stored session: `<url-encoded email>:<token>`. */
export function encodeSessionCookie({ email, token }: SessionCredentials): string {
  return `${encodeURIComponent(email)}:${token}`;
}

export function decodeSessionCookie(value: string | null | undefined): SessionCredentials | null {
  if (!value) return null;
  const at = value.lastIndexOf(':');
  if (at <= 0 || at === value.length - 1) return null;
  try {
    return { email: decodeURIComponent(value.slice(0, at)), token: value.slice(at + 1) };
  } catch {
    return null;
  }
}
