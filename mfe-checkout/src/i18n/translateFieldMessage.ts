import { EMAIL_MAX_LENGTH, FIELD_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@stride/shared/accounts';
import type { CheckoutStringKey } from './en';
import type { CheckoutTranslate } from './useCheckoutTranslation';

type Translation = { key: CheckoutStringKey; values?: Record<string, number> };

// The shared validators (and the API, whose schemas use them) answer in English; these are their keys here.
const FIELD_MESSAGE_KEYS = new Map<string, Translation>([
  [FIELD_MESSAGES.required, { key: 'fieldRequired' }],
  [FIELD_MESSAGES.email, { key: 'fieldEmail' }],
  [FIELD_MESSAGES.passwordTooShort, { key: 'passwordTooShort' }],
  [FIELD_MESSAGES.nameTooShort, { key: 'nameTooShort' }],
  // The API's own words for the sandbox card's CVC and a billing postcode, which this remote also says.
  ['Enter the 3 or 4 digits on the back of the card', { key: 'cardCvcInvalid' }],
  ['Enter the postcode of your billing address.', { key: 'postcodeInvalid' }],
  ...[EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH].map((maxLength): [string, Translation] => [
    FIELD_MESSAGES.maxLength(maxLength),
    { key: 'fieldMaxLength', values: { maxLength } },
  ]),
]);

/** A validation message in the member's language; any other server message is shown as it came. */
export function translateFieldMessage(t: CheckoutTranslate, message: string): string {
  const translation = FIELD_MESSAGE_KEYS.get(message);
  return translation ? t(translation.key, translation.values) : message;
}
