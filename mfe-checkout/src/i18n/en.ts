/** English strings of mfe-checkout (namespace 'checkout'): the fallback of every other locale. */
export const strings = {
  title: 'Checkout',
  close: 'Close',
  selectedProducts: 'Selected products',
  noProducts: 'No products selected.',
  cannotAcceptPayments: "This app can't accept payments yet",
  somethingWentWrong: 'Something went wrong.',
};
