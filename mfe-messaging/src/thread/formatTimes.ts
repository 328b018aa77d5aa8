/** Whole days from `day` to `now`'s day, in the device's time zone (where the member reads). */
function daysBefore(day: Date, now: Date): number {
  const start = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((start(now) - start(day)) / 86_400_000);
}

/** A day heading of a thread: "Today", "Yesterday", else the date in the member's language. */
export function dayLabel(day: Date, now: Date, language: string, words: { today: string; yesterday: string }): string {
  const ago = daysBefore(day, now);
  if (ago === 0) return words.today;
  if (ago === 1) return words.yesterday;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(day.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(day);
}

/** A message's time of day. */
export function timeLabel(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
}

/** When an inbox row last moved: the time today, the weekday this week, else the date. */
export function activityLabel(date: Date, now: Date, language: string): string {
  const ago = daysBefore(date, now);
  if (ago === 0) return timeLabel(date, language);
  if (ago < 7) return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}
