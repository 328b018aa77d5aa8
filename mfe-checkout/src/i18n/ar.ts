/** Arabic strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'إتمام الشراء',
  close: 'إغلاق',
  selectedProducts: 'المنتجات المختارة',
  noProducts: 'لم يتم اختيار أي منتج.',
  cannotAcceptPayments: 'لا يستطيع هذا التطبيق قبول المدفوعات بعد',
  somethingWentWrong: 'حدث خطأ ما.',
};
