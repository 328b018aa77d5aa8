import { Field } from '@stride/shared/react';
import type { AuthStringKey } from '../i18n/en';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import type { AuthFormField } from './useAuthForm';
import type { NewPasswordField } from './validateNewPassword';

export interface NewPasswordFieldsProps {
  /** The form holding `password` and `password_confirmation` (checked with validateNewPassword). */
  form: { field(name: NewPasswordField): AuthFormField };
  /** Labels them "New password" when they replace a forgotten one. */
  replacing?: boolean;
}

const FIELDS: readonly NewPasswordField[] = ['password', 'password_confirmation'];

const LABELS: Record<'choosing' | 'replacing', Record<NewPasswordField, AuthStringKey>> = {
  choosing: { password: 'password', password_confirmation: 'confirmPassword' },
  replacing: { password: 'newPassword', password_confirmation: 'confirmNewPassword' },
};

/** A password being chosen, typed twice; `new-password` lets the browser suggest and save it. */
export function NewPasswordFields({ form, replacing = false }: NewPasswordFieldsProps) {
  const t = useAuthTranslation();
  const labels = LABELS[replacing ? 'replacing' : 'choosing'];
  return (
    <>
      {FIELDS.map((name) => (
        <Field
          key={name}
          label={t(labels[name])}
          type="password"
          autoComplete="new-password"
          required
          {...form.field(name)}
        />
      ))}
    </>
  );
}
