import { isRegistrationOpen } from '@stride/shared';
import { validateEmail } from '@stride/shared/accounts';
import { Button, Field } from '@stride/shared/react';
import type { AuthClient } from '@stride/shared/accounts';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAccessConfig, useAuthClient } from '../authModal/useAuthClient';
import type { AuthStringKey } from '../i18n/en';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { AuthForm } from './AuthForm';
import { useAuthForm } from './useAuthForm';

/** What the email is asked for. */
export type EmailRequestPurpose = 'passwordless' | 'reset';

interface PurposeSteps {
  intro: AuthStringKey;
  submitLabel: AuthStringKey;
  backLabel: AuthStringKey;
  /** Asks the API to send the email, then moves on to the step that says it was sent. */
  send(client: AuthClient, flow: AuthFlow, email: string): Promise<void>;
}

const PURPOSES: Record<EmailRequestPurpose, PurposeSteps> = {
  passwordless: {
    intro: 'passwordlessIntro',
    submitLabel: 'sendLink',
    backLabel: 'usePassword',
    send: async (client, { go }, email) => {
      await client.requestPasswordless(email);
      go({ type: 'codeSent', email });
    },
  },
  reset: {
    intro: 'resetIntro',
    submitLabel: 'sendResetLink',
    backLabel: 'backToLogIn',
    send: async (client, { go }, email) => {
      await client.requestPasswordReset(email);
      go({ type: 'resetLinkSent', email });
    },
  },
};

/**
 * Asks for the email to send a sign-in link and code to, or a reset link. The API answers alike whether or
 * not the email belongs to a member; on a private app a sign-in link never creates one, so the step says so.
 */
export function EmailRequestForm({ purpose, flow }: { purpose: EmailRequestPurpose; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const access = useAccessConfig();
  const steps = PURPOSES[purpose];
  const form = useAuthForm({
    initial: { email: flow.lastEmail },
    validate: ({ email }) => ({ email: validateEmail(email) }),
    submit: ({ email }) => steps.send(client, flow, email.trim()),
    onValueChange: (_, value) => flow.rememberEmail(value),
  });
  const membersOnly = purpose === 'passwordless' && !isRegistrationOpen(access);
  return (
    <>
      <p className="auth-text">{t(steps.intro)}</p>
      {membersOnly ? <p className="auth-text">{t('passwordlessMembersOnly')}</p> : null}
      <AuthForm form={form} submitLabel={t(steps.submitLabel)}>
        <Field label={t('email')} type="email" autoComplete="email" required {...form.field('email')} />
      </AuthForm>
      <div className="auth-links">
        <Button variant="link" onClick={() => flow.go({ type: 'showLogin' })}>
          {t(steps.backLabel)}
        </Button>
      </div>
    </>
  );
}
