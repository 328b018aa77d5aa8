import { PASSWORDLESS_CODE_LENGTH, registerRemoteResources, type Locale } from '@stride/shared';
import { EMAIL_MAX_LENGTH, FIELD_MESSAGES } from '@stride/shared/accounts';
import { createI18n } from '@stride/shared/react';
import { definition } from '../definition';
import type { AuthTranslate } from './useAuthTranslation';
import { translateFieldMessage } from './translateFieldMessage';

async function translatorFor(locale: Locale): Promise<AuthTranslate> {
  const i18n = await createI18n(locale);
  await registerRemoteResources(i18n, definition);
  const t = i18n.getFixedT(locale, definition.i18nNamespace);
  return (key, values) => t(key, values ?? {});
}

const SPEC_MESSAGES = [
  FIELD_MESSAGES.required,
  FIELD_MESSAGES.email,
  FIELD_MESSAGES.passwordTooShort,
  FIELD_MESSAGES.passwordsDontMatch,
  FIELD_MESSAGES.nameTooShort,
  FIELD_MESSAGES.minLength(PASSWORDLESS_CODE_LENGTH),
  FIELD_MESSAGES.maxLength(EMAIL_MAX_LENGTH),
];

describe('translateFieldMessage', () => {
  it('keeps every spec §5 message word for word in English', async () => {
    const t = await translatorFor('en');
    for (const message of SPEC_MESSAGES) expect(translateFieldMessage(t, message)).toBe(message);
  });

  it('translates them for Spanish and Arabic members', async () => {
    const es = await translatorFor('es');
    const ar = await translatorFor('ar');
    expect(translateFieldMessage(es, FIELD_MESSAGES.passwordsDontMatch)).toBe('Las contraseñas no coinciden');
    expect(translateFieldMessage(es, FIELD_MESSAGES.minLength(PASSWORDLESS_CODE_LENGTH))).toBe(
      'El campo debe tener al menos 6 caracteres.',
    );
    expect(translateFieldMessage(ar, FIELD_MESSAGES.required)).toBe('هذا الحقل مطلوب.');
    for (const message of SPEC_MESSAGES) {
      expect(translateFieldMessage(es, message)).not.toBe(message);
      expect(translateFieldMessage(ar, message)).not.toBe(message);
    }
  });

  it('shows any other server message as it came', async () => {
    const t = await translatorFor('es');
    expect(translateFieldMessage(t, 'This email address already exists, login to continue')).toBe(
      'This email address already exists, login to continue',
    );
  });
});
