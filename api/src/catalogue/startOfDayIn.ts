/** The wall-clock fields of `instant` in `timeZone`, as if they were UTC: their difference to it is the offset. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/**
 * The instant today began in `timeZone` (an IANA name already validated), e.g. for a member in
 * America/New_York at 2026-05-01T02:00Z that is 2026-04-30T04:00Z. The offset is read twice, so a change of
 * offset between midnight and now (daylight saving) still lands on local midnight.
 */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const local = wallClockAsUtc(now.getTime(), timeZone);
  const midnight = Math.floor(local / 86_400_000) * 86_400_000;
  const guess = midnight - (local - now.getTime());
  return new Date(midnight - (wallClockAsUtc(guess, timeZone) - guess));
}
