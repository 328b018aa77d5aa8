import { readFileSync } from 'node:fs';

/** Linux reports process start in clock ticks of USER_HZ, which is 100 on every architecture Node runs on. */
const USER_HZ = 100;

function bootTimeMs(): number | null {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('btime '));
  return line ? Number(line.slice('btime '.length)) * 1000 : null;
}

/**
 * When process `pid` started (ms since the epoch, to within a second), or null where the system does not
 * tell (no /proc: macOS, Windows) or the process does not exist. A data-dir lock compares it with the start
 * time its holder wrote, so a lock naming a pid that now belongs to an unrelated process is seen as stale.
 */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const boot = bootTimeMs();
    if (boot === null || !Number.isFinite(startTicks)) return null;
    return boot + (startTicks * 1000) / USER_HZ;
  } catch {
    return null;
  }
}
