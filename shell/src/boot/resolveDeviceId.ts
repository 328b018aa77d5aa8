import { DEVICE_COOKIE } from '@stride/shared';
import { readCookie, writeCookie } from '../cookies/cookies';

const DEVICE_COOKIE_DAYS = 365;

/**
 * The device id picks this device's canary bucket, so it must be stable across visits:
 * the id the registry was computed for, else the stored cookie, else a new one that is stored.
 */
export function resolveDeviceId(bootDeviceId?: string | null): string {
  if (bootDeviceId) return bootDeviceId;
  const stored = readCookie(DEVICE_COOKIE);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeCookie(DEVICE_COOKIE, created, DEVICE_COOKIE_DAYS);
  return created;
}
