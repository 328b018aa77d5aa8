import { validateEmail } from '@stride/shared';
import { Button, Field } from '@stride/shared/ui';
import { AuthForm } from '../authForm/AuthForm';
import { useAuthForm } from '../authForm/useAuthForm';
import { useAuthFlow } from '../authModal/AuthFlowContext';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** Asks for the email to send a reset link to. */
export function ResetRequestForm() {
  const t = useAuthTranslation();
  const flow = useAuthFlow();
  const form = useAuthForm({
    initial: { email: flow.lastEmail },
    validate: ({ email }) => ({ email: validateEmail(email) }),
    submit: async ({ email }) => {
      await flow.client.requestPasswordReset(email.trim());
      flow.go({ type: 'resetLinkSent', email: email.trim() });
    },
    onValueChange: (_, value) => flow.rememberEmail(value),
  });
  return (
    <>
      <p className="auth-text">{t('resetIntro')}</p>
      <AuthForm form={form} submitLabel={t('sendResetLink')}>
        <Field label={t('email')} type="email" autoComplete="email" required {...form.field('email')} />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={() => flow.go({ type: 'showLogin' })}>
          {t('backToLogIn')}
        </Button>
      </div>
    </>
  );
}
