import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates server markup, true in every other client render (React
 * re-renders with true right after hydrating). What depends on the browser or the member reads its server value
 * until then, so the first client render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
