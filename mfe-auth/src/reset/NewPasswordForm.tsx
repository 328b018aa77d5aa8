import { validatePassword, validatePasswordConfirmation } from '@stride/shared';
import { Button, Field } from '@stride/shared/ui';
import { AuthForm } from '../authForm/AuthForm';
import { useAuthForm } from '../authForm/useAuthForm';
import { useAuthFlow } from '../authModal/AuthFlowContext';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** Opened from the emailed reset link: a new password, twice, then signed in. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useAuthTranslation();
  const flow = useAuthFlow();
  const form = useAuthForm({
    initial: { password: '', password_confirmation: '' },
    validate: ({ password, password_confirmation }) => ({
      password: validatePassword(password),
      password_confirmation: validatePasswordConfirmation(password, password_confirmation),
    }),
    submit: async ({ password, password_confirmation }) => {
      const response = await flow.client.resetPassword({ token, password, password_confirmation });
      flow.signedIn(response, 'reset_password');
    },
  });
  return (
    <>
      <AuthForm form={form} submitLabel={t('saveNewPassword')}>
        <Field
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <Field
          label={t('confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password_confirmation')}
        />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={() => flow.go({ type: 'showReset' })}>
          {t('requestNewResetLink')}
        </Button>
      </div>
    </>
  );
}
