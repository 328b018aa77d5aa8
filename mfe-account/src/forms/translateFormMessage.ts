import { FORM_MESSAGES, LONG_ANSWER_MAX_LENGTH, SHORT_ANSWER_MAX_LENGTH } from '@stride/shared/forms';
import { FIELD_MESSAGES, UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES, formatMegabytes } from '@stride/shared/accounts';
import type { FormField } from '@stride/shared';
import type { FormStringKey } from './i18n/en';

export type FormTranslate = (key: FormStringKey, values?: Record<string, string | number>) => string;

/** Numbers go in as written in the shared message (i18next would group 100000 as 100,000). */
type Translation = { key: FormStringKey; values?: Record<string, string> };

/** "15 MB": the size in the upload message of spec §5. */
export const IMAGE_LIMIT = formatMegabytes(UPLOAD_LIMIT_BYTES);

/** The messages that need no field to know them. */
const FIXED_MESSAGES: [string, Translation][] = [
  [FIELD_MESSAGES.required, { key: 'formFieldRequired' }],
  [FIELD_MESSAGES.email, { key: 'formFieldEmail' }],
  [FIELD_MESSAGES.url, { key: 'formFieldUrl' }],
  [FORM_MESSAGES.notANumber, { key: 'formNotANumber' }],
  [FORM_MESSAGES.notAWholeNumber, { key: 'formNotAWholeNumber' }],
  [FORM_MESSAGES.notADate, { key: 'formNotADate' }],
  [FORM_MESSAGES.notAnOption, { key: 'formNotAnOption' }],
  [UPLOAD_MESSAGES.empty, { key: 'formFileEmpty' }],
  [UPLOAD_MESSAGES.invalidImageType, { key: 'formInvalidImageType' }],
  [UPLOAD_MESSAGES.imageTooLarge(IMAGE_LIMIT), { key: 'formImageTooLarge', values: { size: IMAGE_LIMIT } }],
];

/** The messages with a field's own numbers or prefix in them: what the shared rules can answer for this field. */
function fieldMessages(field: FormField): [string, Translation][] {
  const { min_length: minLength, min_value: min, max_value: max, starts_with: startWith } = field;
  const maxLength =
    field.max_length ?? (field.field_type === 'short_answer' ? SHORT_ANSWER_MAX_LENGTH : LONG_ANSWER_MAX_LENGTH);
  const messages: [string, Translation][] = [
    [FIELD_MESSAGES.maxLength(maxLength), { key: 'formFieldMaxLength', values: { maxLength: String(maxLength) } }],
  ];
  if (minLength !== null) {
    messages.push([
      FIELD_MESSAGES.minLength(minLength),
      { key: 'formFieldMinLength', values: { minLength: String(minLength) } },
    ]);
  }
  if (min !== null && max !== null) {
    messages.push([
      FIELD_MESSAGES.between(min, max),
      { key: 'formValueBetween', values: { betweenMin: String(min), betweenMax: String(max) } },
    ]);
  }
  if (min !== null)
    messages.push([FORM_MESSAGES.atLeast(min), { key: 'formValueAtLeast', values: { min: String(min) } }]);
  if (max !== null)
    messages.push([FORM_MESSAGES.atMost(max), { key: 'formValueAtMost', values: { max: String(max) } }]);
  if (startWith !== null) {
    messages.push([FIELD_MESSAGES.startWith(startWith), { key: 'formFieldStartWith', values: { startWith } }]);
  }
  return messages;
}

/**
 * A field's validation message in the member's language. The shared rules and the API answer in English (spec §5
 * word for word); any other message is shown as it came.
 */
export function translateFormMessage(t: FormTranslate, message: string, field: FormField | null = null): string {
  const known = new Map([...FIXED_MESSAGES, ...(field ? fieldMessages(field) : [])]);
  const translation = known.get(message);
  return translation ? t(translation.key, translation.values) : message;
}
