import { Button } from '@stride/shared/react';
import { AuthForm } from '../authForm/AuthForm';
import { NewPasswordFields } from '../authForm/NewPasswordFields';
import { useAuthForm } from '../authForm/useAuthForm';
import { validateNewPassword } from '../authForm/validateNewPassword';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthClient } from '../authModal/useAuthClient';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** Opened from the emailed reset link: a new password, twice, then signed in. */
export function NewPasswordForm({ token, flow }: { token: string; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const form = useAuthForm({
    initial: { password: '', password_confirmation: '' },
    validate: validateNewPassword,
    submit: async ({ password, password_confirmation }) => {
      const response = await client.resetPassword({ token, password, password_confirmation });
      flow.signedIn(response, 'reset_password');
    },
  });
  return (
    <>
      <AuthForm form={form} submitLabel={t('saveNewPassword')}>
        <NewPasswordFields form={form} replacing />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={() => flow.go({ type: 'showReset' })}>
          {t('requestNewResetLink')}
        </Button>
      </div>
    </>
  );
}
