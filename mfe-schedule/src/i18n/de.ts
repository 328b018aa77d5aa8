/** German strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Zeitplan',
  nothingScheduled: 'Nichts geplant',
  somethingWentWrong: 'Etwas ist schiefgelaufen.',
};
