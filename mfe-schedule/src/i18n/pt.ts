/** European Portuguese strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Agenda',
  nothingScheduled: 'Nada agendado',
  somethingWentWrong: 'Algo correu mal.',
};
