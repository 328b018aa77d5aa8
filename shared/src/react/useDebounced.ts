import { useEffect, useState } from 'react';

/** Typing waits this long before a search asks the API, so a name typed quickly is one request. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs` (a search term, as the member stops typing). */
export function useDebounced<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
