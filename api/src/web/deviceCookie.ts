import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE } from '@stride/shared';

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The device id of a browser, from its `stride_device` cookie; a new one (with the Set-Cookie value
 * to send) when it has none. It keeps a device in the same canary bucket on every visit.
 */
export function deviceIdFromCookie(
  header: string | undefined,
  secure: boolean,
): { deviceId: string; setCookie: string | null } {
  const existing = readCookie(header, DEVICE_COOKIE);
  if (existing && DEVICE_ID.test(existing)) return { deviceId: existing, setCookie: null };
  const deviceId = randomUUID();
  const attributes = [`${DEVICE_COOKIE}=${deviceId}`, 'Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return { deviceId, setCookie: attributes.join('; ') };
}
