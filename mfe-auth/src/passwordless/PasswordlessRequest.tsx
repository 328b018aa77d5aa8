import { validateEmail } from '@stride/shared';
import { Button, Field } from '@stride/shared/ui';
import { AuthForm } from '../authForm/AuthForm';
import { useAuthForm } from '../authForm/useAuthForm';
import { useAuthFlow } from '../authModal/AuthFlowContext';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** Asks for an email to send a sign-in link and code to. */
export function PasswordlessRequest() {
  const t = useAuthTranslation();
  const flow = useAuthFlow();
  const form = useAuthForm({
    initial: { email: flow.lastEmail },
    validate: ({ email }) => ({ email: validateEmail(email) }),
    submit: async ({ email }) => {
      await flow.client.requestPasswordless(email.trim());
      flow.go({ type: 'codeSent', email: email.trim() });
    },
    onValueChange: (_, value) => flow.rememberEmail(value),
  });
  return (
    <>
      <p className="auth-text">{t('passwordlessIntro')}</p>
      <AuthForm form={form} submitLabel={t('sendLink')}>
        <Field label={t('email')} type="email" autoComplete="email" required {...form.field('email')} />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={() => flow.go({ type: 'showLogin' })}>
          {t('usePassword')}
        </Button>
      </div>
    </>
  );
}
