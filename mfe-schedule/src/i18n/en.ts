/** English strings of mfe-schedule (namespace 'schedule'): the fallback of every other locale. */
export const strings = {
  schedule: 'Schedule',
  thisWeek: 'This week',
  nothingScheduled: 'Nothing scheduled',
  openSchedule: 'Open schedule',
  workout: 'Workout',
  workoutUnavailable: 'Workout sessions are not available in this app yet.',
  somethingWentWrong: 'Something went wrong.',
};
