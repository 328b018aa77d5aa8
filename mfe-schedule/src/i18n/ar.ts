/** Arabic strings of mfe-schedule (namespace 'schedule'). */
export const strings: Readonly<Record<string, string>> = {
  schedule: 'الجدول',
  nothingScheduled: 'لا شيء مجدول',
  somethingWentWrong: 'حدث خطأ ما.',
};
