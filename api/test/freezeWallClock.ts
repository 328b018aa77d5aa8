/** Every fakeable API but Date: timers, ticks and I/O keep running, so the app and PGlite work as usual. */
const KEEP_REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Stops the wall clock (Date) until `jest.useRealTimers()`. A test that reads a wait (Retry-After)
 * computed from two moments gets the policy's exact figure, however slowly a loaded machine runs it.
 */
export function freezeWallClock(at: Date = new Date()): void {
  jest.useFakeTimers({ doNotFake: [...KEEP_REAL], now: at });
}
