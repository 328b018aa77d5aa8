import { PASSWORDLESS_CODE_LENGTH } from '@stride/shared';
import { EMAIL_MAX_LENGTH, FIELD_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@stride/shared/accounts';
import type { AuthStringKey } from './en';
import type { AuthTranslate } from './useAuthTranslation';

type Translation = { key: AuthStringKey; values?: Record<string, number> };

// The shared validators (and the API, which uses them) answer in English; these are their keys here.
const FIELD_MESSAGE_KEYS = new Map<string, Translation>([
  [FIELD_MESSAGES.required, { key: 'fieldRequired' }],
  [FIELD_MESSAGES.email, { key: 'fieldEmail' }],
  [FIELD_MESSAGES.passwordTooShort, { key: 'passwordTooShort' }],
  [FIELD_MESSAGES.passwordsDontMatch, { key: 'passwordsDontMatch' }],
  [FIELD_MESSAGES.nameTooShort, { key: 'nameTooShort' }],
  [
    FIELD_MESSAGES.minLength(PASSWORDLESS_CODE_LENGTH),
    { key: 'fieldMinLength', values: { minLength: PASSWORDLESS_CODE_LENGTH } },
  ],
  ...[EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH].map((maxLength): [string, Translation] => [
    FIELD_MESSAGES.maxLength(maxLength),
    { key: 'fieldMaxLength', values: { maxLength } },
  ]),
]);

/** A validation message in the member's language; any other server message is shown as it came. */
export function translateFieldMessage(t: AuthTranslate, message: string): string {
  const translation = FIELD_MESSAGE_KEYS.get(message);
  return translation ? t(translation.key, translation.values) : message;
}
