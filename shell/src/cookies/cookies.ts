const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Attributes for a long-lived first-party cookie. Spec §9 asks for Secure and SameSite=None (the app may be
 * embedded in another site). Browsers drop a SameSite=None cookie that is not Secure, and a Secure cookie
 * cannot be set over plain http, so on http (localhost in development) the cookie is SameSite=Lax instead.
 */
export function cookieAttributes(days: number, protocol: string = window.location.protocol): string {
  const secure = protocol === 'https:';
  return [`Max-Age=${days * DAY_SECONDS}`, 'Path=/', secure ? 'SameSite=None' : 'SameSite=Lax', secure ? 'Secure' : '']
    .filter(Boolean)
    .join('; ');
}

export function writeCookie(name: string, value: string, days: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(days)}`;
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; ${cookieAttributes(0)}`;
}
