/** French strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Planning',
  nothingScheduled: 'Rien de prévu',
  somethingWentWrong: 'Une erreur s’est produite.',
};
