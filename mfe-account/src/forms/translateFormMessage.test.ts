import { registerRemoteResources, type Locale } from '@stride/shared';
import { FIELD_MESSAGES, UPLOAD_MESSAGES } from '@stride/shared/accounts';
import { FORM_MESSAGES, LONG_ANSWER_MAX_LENGTH } from '@stride/shared/forms';
import { createI18n } from '@stride/shared/react';
import { definition } from '../definition';
import { makeField } from './testing/formFixtures';
import { translateFormMessage, type FormTranslate } from './translateFormMessage';

async function translatorFor(locale: Locale): Promise<FormTranslate> {
  const i18n = await createI18n(locale);
  await registerRemoteResources(i18n, definition);
  const t = i18n.getFixedT(locale, definition.i18nNamespace);
  return (key, values) => t(key, values ?? {});
}

const handle = makeField({ id: 'h', label: 'Handle', min_length: 3, max_length: 30, starts_with: '@' });
const weight = makeField({ id: 'w', label: 'Weight', field_type: 'number', min_value: 30, max_value: 300 });
const steps = makeField({ id: 's', label: 'Steps', field_type: 'number', min_value: 0 });
const reps = makeField({ id: 'r', label: 'Reps', field_type: 'number', max_value: 100000 });
const notes = makeField({ id: 'n', label: 'Notes', field_type: 'long_answer' });

/** Every message the shared rules and the API give a form field, with the field it belongs to. */
const MESSAGES: [string, ReturnType<typeof makeField> | null][] = [
  [FIELD_MESSAGES.required, null],
  [FIELD_MESSAGES.email, null],
  [FIELD_MESSAGES.url, null],
  [FIELD_MESSAGES.minLength(3), handle],
  [FIELD_MESSAGES.maxLength(30), handle],
  [FIELD_MESSAGES.maxLength(LONG_ANSWER_MAX_LENGTH), notes],
  [FIELD_MESSAGES.startWith('@'), handle],
  [FIELD_MESSAGES.between(30, 300), weight],
  [FORM_MESSAGES.atLeast(0), steps],
  [FORM_MESSAGES.atMost(100000), reps],
  [FORM_MESSAGES.notANumber, null],
  [FORM_MESSAGES.notAWholeNumber, null],
  [FORM_MESSAGES.notADate, null],
  [FORM_MESSAGES.notAnOption, null],
  [UPLOAD_MESSAGES.empty, null],
  [UPLOAD_MESSAGES.invalidImageType, null],
  [UPLOAD_MESSAGES.imageTooLarge('15 MB'), null],
];

describe('translateFormMessage', () => {
  it('keeps every spec §5 message word for word in English', async () => {
    const t = await translatorFor('en');
    for (const [message, field] of MESSAGES) expect(translateFormMessage(t, message, field)).toBe(message);
  });

  it("translates them, with the field's own numbers and prefix, for Spanish and Arabic members", async () => {
    const es = await translatorFor('es');
    const ar = await translatorFor('ar');
    expect(translateFormMessage(es, FIELD_MESSAGES.between(30, 300), weight)).toBe(
      'El valor debe estar entre 30 y 300',
    );
    expect(translateFormMessage(es, FIELD_MESSAGES.startWith('@'), handle)).toBe('Debe empezar por @');
    expect(translateFormMessage(es, UPLOAD_MESSAGES.imageTooLarge('15 MB'))).toBe(
      'Imagen demasiado grande. Tamaño máximo 15 MB',
    );
    expect(translateFormMessage(ar, FIELD_MESSAGES.required)).toBe('هذا الحقل مطلوب.');
    for (const [message, field] of MESSAGES) {
      expect(translateFormMessage(es, message, field)).not.toBe(message);
      expect(translateFormMessage(ar, message, field)).not.toBe(message);
    }
  });

  it('shows any other message as it came, and a number message of another field untranslated', async () => {
    const es = await translatorFor('es');
    expect(translateFormMessage(es, 'Form is closed')).toBe('Form is closed');
    expect(translateFormMessage(es, FIELD_MESSAGES.between(1, 5), weight)).toBe('Value must be between 1 and 5');
  });
});
