import { type User } from '@stride/shared';
import { validateName } from '@stride/shared/accounts';
import { Button, Field } from '@stride/shared/react';
import { AuthForm } from '../authForm/AuthForm';
import { NewPasswordFields } from '../authForm/NewPasswordFields';
import { useAuthForm } from '../authForm/useAuthForm';
import { validateNewPassword } from '../authForm/validateNewPassword';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthClient } from '../authModal/useAuthClient';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** A passwordless sign-up sets a name and password before anything else (spec §6); leaving means logging out. */
export function FinishSetupForm({ user, flow }: { user: User; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const form = useAuthForm({
    initial: { name: user.name, password: '', password_confirmation: '' },
    validate: (values) => ({ name: validateName(values.name), ...validateNewPassword(values) }),
    submit: async ({ name, password }) =>
      flow.accountUpdated(await client.setPassword({ name: name.trim(), password })),
  });
  return (
    <>
      <p className="auth-text">{t('setupIntro')}</p>
      <AuthForm form={form} submitLabel={t('finishSetup')}>
        <Field label={t('name')} autoComplete="name" required {...form.field('name')} />
        <NewPasswordFields form={form} />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={flow.signOut} disabled={form.submitting}>
          {t('logOut')}
        </Button>
      </div>
    </>
  );
}
