import { normalisePagePath } from '@stride/shared';

/** Spec §2/§7: member-area paths (/me and below) are never page data. */
export function isMemberAreaPath(path: string): boolean {
  const clean = normalisePagePath(path);
  return clean === '/me' || clean.startsWith('/me/');
}
