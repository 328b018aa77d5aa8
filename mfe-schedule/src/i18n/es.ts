/** Spanish strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Agenda',
  nothingScheduled: 'No hay nada programado',
  somethingWentWrong: 'Algo salió mal.',
};
