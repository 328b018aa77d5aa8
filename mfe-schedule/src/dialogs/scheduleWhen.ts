/** Why a chosen day and time cannot be sent, as a string key; null when it can. */
export type WhenProblem = 'pickDate' | 'pickTime' | 'cannotScheduleInPast';

/**
 * Spec §5 "Cannot schedule in the past", checked before sending (the API checks it again): a day before today
 * in the member's zone, or today at a time already gone. `today` and `now` are the zone's date and HH:mm.
 */
export function whenProblem(
  when: { date: string; allDay: boolean; time: string },
  today: string,
  now: string,
): WhenProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(when.date)) return 'pickDate';
  if (!when.allDay && !/^\d{2}:\d{2}$/.test(when.time)) return 'pickTime';
  if (when.date < today) return 'cannotScheduleInPast';
  if (!when.allDay && when.date === today && when.time < now) return 'cannotScheduleInPast';
  return null;
}

/** The API's `date`: the day (all day) or the wall-clock time on it (YYYY-MM-DDTHH:mm). */
export function scheduleWhen(when: { date: string; allDay: boolean; time: string }): string {
  return when.allDay ? when.date : `${when.date}T${when.time}`;
}
