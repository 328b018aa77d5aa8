import { BREAKPOINTS } from '@stride/shared';
import { useWindowWidth } from '@stride/shared/react';

const isWide = (width: number) => width >= BREAKPOINTS.lg;

/** At least lg (992 px) wide: the inbox and the open thread sit side by side; narrower, one screen at a time. */
export function useWideLayout(): boolean {
  return useWindowWidth(isWide, false);
}
