import { validateName, validatePassword, validatePasswordConfirmation, type User } from '@stride/shared';
import { Button, Field } from '@stride/shared/ui';
import { AuthForm } from '../authForm/AuthForm';
import { useAuthForm } from '../authForm/useAuthForm';
import { useAuthFlow } from '../authModal/AuthFlowContext';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** A passwordless sign-up sets a name and password before anything else (spec §6); leaving means logging out. */
export function FinishSetupForm({ user }: { user: User }) {
  const t = useAuthTranslation();
  const flow = useAuthFlow();
  const form = useAuthForm({
    initial: { name: user.name, password: '', password_confirmation: '' },
    validate: (values) => ({
      name: validateName(values.name),
      password: validatePassword(values.password),
      password_confirmation: validatePasswordConfirmation(values.password, values.password_confirmation),
    }),
    submit: async ({ name, password }) =>
      flow.accountUpdated(await flow.client.setPassword({ name: name.trim(), password })),
  });
  return (
    <>
      <p className="auth-text">{t('setupIntro')}</p>
      <AuthForm form={form} submitLabel={t('finishSetup')}>
        <Field label={t('name')} autoComplete="name" required {...form.field('name')} />
        <Field label={t('password')} type="password" autoComplete="new-password" required {...form.field('password')} />
        <Field
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password_confirmation')}
        />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={flow.signOut} disabled={form.submitting}>
          {t('logOut')}
        </Button>
      </div>
    </>
  );
}
