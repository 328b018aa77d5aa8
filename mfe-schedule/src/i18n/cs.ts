/** Czech strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Plán',
  nothingScheduled: 'Nic naplánováno',
  somethingWentWrong: 'Něco se pokazilo.',
};
