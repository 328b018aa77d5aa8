import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { validateNewPassword } from './validateNewPassword';

describe('validateNewPassword', () => {
  it('accepts a long enough password typed the same twice', () => {
    expect(validateNewPassword({ password: 'correct horse', password_confirmation: 'correct horse' })).toEqual({
      password: null,
      password_confirmation: null,
    });
  });

  it('asks for both, a password longer than 6 characters, and the same one twice', () => {
    expect(validateNewPassword({ password: '', password_confirmation: '' })).toEqual({
      password: FIELD_MESSAGES.required,
      password_confirmation: FIELD_MESSAGES.required,
    });
    expect(validateNewPassword({ password: 'short', password_confirmation: 'other' })).toEqual({
      password: FIELD_MESSAGES.passwordTooShort,
      password_confirmation: FIELD_MESSAGES.passwordsDontMatch,
    });
  });
});
