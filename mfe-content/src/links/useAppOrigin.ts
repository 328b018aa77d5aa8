import { useHydrated } from '@stride/shared/react';

/** Stands for the app's origin where it is unknown: an absolute address is then never one of the app's own. */
const UNKNOWN_ORIGIN = 'https://origin.invalid';

/**
 * The app's origin for what a component draws. The server does not know it (one entry serves every app's host),
 * so its render, and the hydration of that render, treat every absolute address as another origin's; the
 * browser's own origin applies right after.
 */
export function useAppOrigin(): string {
  return useHydrated() ? window.location.origin : UNKNOWN_ORIGIN;
}
