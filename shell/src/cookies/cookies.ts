const DAY_SECONDS = 24 * 60 * 60;

// A sandboxed frame without its origin (a page of the app framed in the app) may keep no cookies: the
// document throws on any use of them. The app then runs as a guest there, without failing.
function documentCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function setDocumentCookie(cookie: string): void {
  try {
    document.cookie = cookie;
  } catch {
    // Nothing to keep where no cookie may be kept (see documentCookies).
  }
}

export function readCookie(name: string, cookieString: string = documentCookies()): string | null {
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
  setDocumentCookie(`${name}=${encodeURIComponent(value)}; ${cookieAttributes(days)}`);
}

export function clearCookie(name: string): void {
  setDocumentCookie(`${name}=; ${cookieAttributes(0)}`);
}
