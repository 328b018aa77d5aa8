import { FIELD_MESSAGES } from '@stride/shared/accounts';

/**
 * English strings of mfe-checkout (namespace 'checkout'): the source of every key and the fallback of every other
 * locale. The purchase messages of spec §8 and the §5 validation texts are word for word.
 */
export const strings = {
  close: 'Close',
  somethingWentWrong: 'Something went wrong.',
  loading: 'Loading…',

  title: 'Checkout',
  productsTitle: 'Choose your plan',
  orderTitle: 'Your order',
  paymentTitle: 'Payment details',
  authenticationTitle: 'Confirm this payment with your bank',
  activatingTitle: 'Activating your purchase',
  successTitle: "You're all set",

  chooseProduct: 'Choose',
  chooseProductLabel: 'Choose {{title}}',
  owned: 'You own this',
  priceFree: 'Free',
  price_day: '{{price}} per day',
  price_week: '{{price}} per week',
  price_month: '{{price}} per month',
  price_year: '{{price}} per year',
  trialDays_one: '{{count}}-day free trial',
  trialDays_other: '{{count}}-day free trial',

  back: 'Back',
  orderSummary: 'Order summary',
  bumpsLegend: 'Add to your order',
  couponLabel: 'Coupon code',
  applyCoupon: 'Apply',
  couponApplied: 'Coupon {{code}} applied',
  removeCoupon: 'Remove coupon',
  invalidCoupon: 'This coupon code is not valid.',
  addressLegend: 'Billing address',
  country: 'Country',
  chooseCountry: 'Choose your country',
  postcode: 'Postcode',
  postcodeInvalid: 'Enter the postcode of your billing address.',
  invalidLocation: "Purchases can't be made from this country.",
  accountLegend: 'Your account',
  accountIntro: 'Create your account to buy.',
  haveAccount: 'Already have an account?',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  subtotal: 'Subtotal',
  discount: 'Discount ({{code}})',
  tax: 'Tax ({{rate}})',
  taxFromAddress: 'Tax is added once you choose your country.',
  totalToday: 'Total due today',
  then_day: 'then {{price}} per day',
  then_week: 'then {{price}} per week',
  then_month: 'then {{price}} per month',
  then_year: 'then {{price}} per year',
  firstChargeOn: 'First payment on {{date}}',
  pay: 'Pay {{amount}}',
  startTrial: 'Start free trial',
  confirmOrder: 'Continue',
  priceChanged: 'The price of this order has changed. Check the new total and try again.',

  signIn: 'Sign In',
  retry: 'Retry',
  getHelp: 'Get help',
  purchaseProblem: 'There was a problem processing your purchase',
  existingSubscriber: 'This email address already exists, login to continue',
  existingSubscription: 'You already subscribe to this product.',
  paymentsUnavailable: "This app can't accept payments yet",
  paymentNotSuccessful: 'Your payment was not successful, please try again',
  paymentMethodFailed: 'Failed to process payment details. Please try another payment method.',
  activationFailed: 'We were unable to activate your purchase. Please contact support.',
  takingLonger: 'This is taking longer than usual...',
  couldNotFindProduct: 'Could Not Find Product',

  cardNumber: 'Card number',
  cardExpiry: 'Expiry date (MM/YY)',
  cardCvc: 'Security code (CVC)',
  cardNumberInvalid: 'Enter a valid card number.',
  cardExpiryInvalid: 'Enter the expiry date as MM/YY.',
  cardExpired: 'This card has expired.',
  cardCvcInvalid: 'Enter the 3 or 4 digits on the back of the card.',
  sandboxNotice:
    'Test mode: no money is taken. Use {{succeeds}} to pay, {{declined}} for a declined card or {{authentication}} for a card that asks for authentication, with any future date and any CVC.',
  paymentFormLoading: 'Loading the secure payment form…',
  authenticationText: 'Your bank asks you to confirm this payment of {{amount}}.',
  approve: 'Approve',
  cancel: 'Cancel',

  activating: 'Activating your purchase…',
  checkAgain: 'Check again',
  success: 'Your purchase is active. Enjoy!',

  fieldRequired: FIELD_MESSAGES.required,
  fieldEmail: FIELD_MESSAGES.email,
  fieldMaxLength: 'Field cannot be longer than {{maxLength}} characters.',
  passwordTooShort: FIELD_MESSAGES.passwordTooShort,
  nameTooShort: FIELD_MESSAGES.nameTooShort,
} as const;

type Key = keyof typeof strings;
/** A pluralised key as `t` takes it, without its `_one` / `_other` suffix (with `count`). */
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;
export type CheckoutStringKey = Exclude<Key, `${string}_${'one' | 'other'}`> | PluralBase<Key>;
