/** Brazilian Portuguese strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Agenda',
  nothingScheduled: 'Nada agendado',
  somethingWentWrong: 'Algo deu errado.',
};
