/** Arabic strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'الرسائل',
  loading: 'جارٍ التحميل',
  logInToSee: 'سجّل الدخول لرؤية محادثاتك.',
  logIn: 'تسجيل الدخول',
  noConversations: 'لا توجد محادثات بعد.',
  close: 'إغلاق',
  participantsTitle: 'المشاركون',
  participantsText: 'افتح محادثة جماعية لترى من فيها.',
  renamingTitle: 'إعادة تسمية المجموعة',
  renamingText: 'افتح محادثة جماعية لإعادة تسميتها.',
  somethingWentWrong: 'حدث خطأ ما.',
};
