/** Italian strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Programma',
  nothingScheduled: 'Niente in programma',
  somethingWentWrong: 'Qualcosa è andato storto.',
};
