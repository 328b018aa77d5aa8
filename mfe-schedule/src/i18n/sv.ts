/** Swedish strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'Schema',
  nothingScheduled: 'Inget schemalagt',
  somethingWentWrong: 'Något gick fel.',
};
