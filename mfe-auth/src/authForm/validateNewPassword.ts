import { validatePassword, validatePasswordConfirmation } from '@stride/shared/accounts';
import type { FieldErrors } from './useAuthForm';

/** The two inputs of a password being chosen, named as the API names them. */
export type NewPasswordField = 'password' | 'password_confirmation';

/** The spec §5 rules for a new password and its confirmation, for a form's `validate`. */
export function validateNewPassword(values: Record<NewPasswordField, string>): FieldErrors<NewPasswordField> {
  return {
    password: validatePassword(values.password),
    password_confirmation: validatePasswordConfirmation(values.password, values.password_confirmation),
  };
}
