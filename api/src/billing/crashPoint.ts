/**
 * Fault injection for the crash tests: with STRIDE_CRASH_AT=<point> the process kills itself there with SIGKILL,
 * as a power cut would, so a test can stop the server between two steps it could never time from outside (a
 * payment recorded, its activation not yet). Ignored in production.
 */
export function crashPoint(point: string): void {
  if (process.env.STRIDE_CRASH_AT === point && process.env.NODE_ENV !== 'production')
    process.kill(process.pid, 'SIGKILL');
}
