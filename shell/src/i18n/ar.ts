/** Arabic strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'جارٍ التحميل',
  'remote.failed': 'تعذّر تحميل هذا الجزء من التطبيق.',
  'remote.retry': 'إعادة المحاولة',
  'boot.failed': 'تعذّر تشغيل التطبيق. تحقّق من اتصالك وحاول مرة أخرى.',
  'boot.retry': 'حاول مرة أخرى',
  'modal.close': 'إغلاق',
  'gate.signIn.title': 'سجّل الدخول للمتابعة',
  'gate.signIn.text': '{{app}} مخصّص للأعضاء. سجّل الدخول للمتابعة.',
  'gate.signIn.textOpen': '{{app}} مخصّص للأعضاء. سجّل الدخول أو أنشئ حسابًا للمتابعة.',
  'gate.signIn.noAccess':
    'أنت مسجّل الدخول باسم {{email}}، وهذا الحساب لا يملك صلاحية الوصول إلى {{app}}. سجّل الخروج لاستخدام حساب آخر.',
  'gate.logIn': 'تسجيل الدخول',
  'gate.logOut': 'تسجيل الخروج',
  'gate.purchase.title': 'هذا التطبيق للمشتركين',
  'gate.purchase.text': 'اشترك للحصول على وصول كامل إلى {{app}}.',
  'gate.purchase.button': 'اشترك',
  'gate.setup.title': 'أكمل إعداد حسابك',
  'gate.setup.text': 'اختر كلمة مرور وأخبرنا باسمك لتبدأ استخدام {{app}}.',
  'gate.setup.button': 'إكمال الإعداد',
};
