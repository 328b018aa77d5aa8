/** Every key this remote keeps in localStorage starts with this (spec §9 "local storage keys (prefixed)"). */
export const LOCAL_KEY_PREFIX = 'stride:';

/**
 * A JSON value in localStorage under `stride:{key}`, or null. Spec §8: a read error (storage blocked,
 * corrupt JSON) is logged and read as a miss, never thrown.
 */
export function readLocal<T>(key: string): T | null {
  // The server entry renders without a browser: nothing is stored there, and nothing is wrong.
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(`${LOCAL_KEY_PREFIX}${key}`);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    console.error(`Could not read ${LOCAL_KEY_PREFIX}${key} from local storage`, error);
    return null;
  }
}

/** Stores a JSON value; false (and logged) when storage refuses it, e.g. over quota or in private mode. */
export function writeLocal(key: string, value: unknown): boolean {
  if (typeof window === 'undefined') return false;
  try {
    window.localStorage.setItem(`${LOCAL_KEY_PREFIX}${key}`, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`Could not write ${LOCAL_KEY_PREFIX}${key} to local storage`, error);
    return false;
  }
}
