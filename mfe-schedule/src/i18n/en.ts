/** English strings of mfe-schedule (namespace 'schedule'): the fallback of every other locale. */
export const strings = {
  schedule: 'Schedule',
  nothingScheduled: 'Nothing scheduled',
  somethingWentWrong: 'Something went wrong.',
};
