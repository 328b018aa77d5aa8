import { LAYOUT } from '@stride/shared';
import { useEffect, useState } from 'react';
import { throttle } from './throttle';

/** True once the window is scrolled past `offset` px; scroll is checked at most every 50 ms (spec §9). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const check = throttle(() => setPast(window.scrollY > offset), LAYOUT.scrollThrottleMs);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, [offset]);
  return past;
}
