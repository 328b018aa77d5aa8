import { validateEmail, validateName } from '@stride/shared/accounts';
import { Button, Field } from '@stride/shared/react';
import { AuthForm } from '../authForm/AuthForm';
import { NewPasswordFields } from '../authForm/NewPasswordFields';
import { useAuthForm } from '../authForm/useAuthForm';
import { validateNewPassword } from '../authForm/validateNewPassword';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthClient } from '../authModal/useAuthClient';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { SocialButtons } from '../social/SocialButtons';
import { browserTimeZone } from './browserTimeZone';

/** Name, email, password twice; the browser's time zone goes along. */
export function SignUpForm({ flow }: { flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const form = useAuthForm({
    initial: { name: '', email: flow.lastEmail, password: '', password_confirmation: '' },
    validate: (values) => ({
      name: validateName(values.name),
      email: validateEmail(values.email),
      ...validateNewPassword(values),
    }),
    submit: async ({ name, email, password }) => {
      const response = await client.signUp({
        name: name.trim(),
        email: email.trim(),
        password,
        timezone: browserTimeZone(),
      });
      flow.signedIn(response, 'sign_up');
    },
    onValueChange: (name, value) => {
      if (name === 'email') flow.rememberEmail(value);
    },
  });
  return (
    <>
      <SocialButtons />
      <AuthForm form={form} submitLabel={t('createAccount')}>
        <Field label={t('name')} autoComplete="name" required {...form.field('name')} />
        <Field label={t('email')} type="email" autoComplete="email" required {...form.field('email')} />
        <NewPasswordFields form={form} />
      </AuthForm>
      <p className="auth-switch">
        {t('haveAccount')}{' '}
        <Button variant="link" onClick={() => flow.go({ type: 'showLogin' })}>
          {t('logIn')}
        </Button>
      </p>
    </>
  );
}
