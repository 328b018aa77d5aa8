/**
 * Runs `run` at most once per `ms`: the first call at once, later calls within the window once at its end
 * (so the last scroll position is always read). `cancel` drops a pending trailing call.
 */
export function throttle(run: () => void, ms: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const throttled = () => {
    const now = Date.now();
    const wait = last + ms - now;
    if (wait <= 0) {
      last = now;
      run();
      return;
    }
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      last = Date.now();
      run();
    }, wait);
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
