/** Norwegian Bokmål strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Timeplan',
  nothingScheduled: 'Ingenting planlagt',
  somethingWentWrong: 'Noe gikk galt.',
};
