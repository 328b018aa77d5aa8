/** Dutch strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Planning',
  nothingScheduled: 'Niets gepland',
  somethingWentWrong: 'Er is iets misgegaan.',
};
