import { isRegistrationOpen, type SocialErrorCode } from '@stride/shared';
import { validateEmail, validateRequired } from '@stride/shared/accounts';
import { Button, Field } from '@stride/shared/react';
import { AuthForm } from '../authForm/AuthForm';
import { useAuthForm } from '../authForm/useAuthForm';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAccessConfig, useAuthClient } from '../authModal/useAuthClient';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { SocialButtons } from '../social/SocialButtons';
import { SOCIAL_ERROR_MESSAGES } from '../social/socialErrorMessages';

/** Email and password, after the reason a social sign-in failed when the URL brought one. */
export function LoginForm({ socialError, flow }: { socialError: SocialErrorCode | null; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const access = useAccessConfig();
  const form = useAuthForm({
    initial: { email: flow.lastEmail, password: '' },
    // Logging in checks presence only, like the API: older passwords may be shorter than today's rule.
    validate: ({ email, password }) => ({ email: validateEmail(email), password: validateRequired(password) }),
    submit: async ({ email, password }) =>
      flow.signedIn(await client.login({ email: email.trim(), password }), 'login'),
    onValueChange: (name, value) => {
      if (name === 'email') flow.rememberEmail(value);
    },
  });
  return (
    <>
      {socialError ? (
        <p className="auth-alert" role="alert">
          {t(SOCIAL_ERROR_MESSAGES[socialError])}
        </p>
      ) : null}
      <SocialButtons />
      <AuthForm form={form} submitLabel={t('logIn')}>
        <Field label={t('email')} type="email" autoComplete="email" required {...form.field('email')} />
        <Field
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={() => flow.go({ type: 'showReset' })}>
          {t('forgotPassword')}
        </Button>
        {access.passwordless_enabled ? (
          <Button variant="link" onClick={() => flow.go({ type: 'showPasswordless' })}>
            {t('emailMeALink')}
          </Button>
        ) : null}
      </div>
      {/* A private app admits only the members its owner added: the API refuses sign-ups there. */}
      {isRegistrationOpen(access) ? (
        <p className="auth-switch">
          {t('noAccount')}{' '}
          <Button variant="link" onClick={() => flow.go({ type: 'showSignUp' })}>
            {t('signUp')}
          </Button>
        </p>
      ) : null}
    </>
  );
}
