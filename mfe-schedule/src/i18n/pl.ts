/** Polish strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Harmonogram',
  nothingScheduled: 'Nic nie zaplanowano',
  somethingWentWrong: 'Coś poszło nie tak.',
};
