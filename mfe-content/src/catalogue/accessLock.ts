import { ApiError, type PageAccessResult } from '@stride/shared';

export type AccessLock = Extract<PageAccessResult, { granted: false }>;

function isAccessLock(value: unknown): value is AccessLock {
  if (typeof value !== 'object' || value === null) return false;
  const { granted, reason, product_ids } = value as Partial<Record<keyof AccessLock, unknown>>;
  return granted === false && typeof reason === 'string' && Array.isArray(product_ids);
}

/** The lock a 403 access_denied carries in `access` (joining, subscribing or completing a stage that is not open). */
export function accessLockOf(error: unknown): AccessLock | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const access = (error.body as { access?: unknown } | undefined)?.access;
  return isAccessLock(access) ? access : null;
}
