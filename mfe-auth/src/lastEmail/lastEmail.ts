import { LAST_EMAIL_STORAGE_KEY } from '@stride/shared';

// Storage can be unavailable (private mode, blocked cookies): remembering the email is a convenience only.

/** The last email typed into the modal on this device, or ''. */
export function readLastEmail(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    return storage?.getItem(LAST_EMAIL_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberLastEmail(email: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    const trimmed = email.trim();
    if (trimmed) storage?.setItem(LAST_EMAIL_STORAGE_KEY, trimmed);
    else storage?.removeItem(LAST_EMAIL_STORAGE_KEY);
  } catch {
    // See above: nothing to do when storage refuses.
  }
}
