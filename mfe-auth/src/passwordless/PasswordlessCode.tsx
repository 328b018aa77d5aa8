import { PASSWORDLESS_CODE_LENGTH } from '@stride/shared';
import { FIELD_MESSAGES, validateRequired } from '@stride/shared/accounts';
import { Button, Field } from '@stride/shared/react';
import { useState } from 'react';
import { apiErrorMessage } from '../authForm/apiErrorMessage';
import { AuthForm } from '../authForm/AuthForm';
import { useAuthForm } from '../authForm/useAuthForm';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthClient } from '../authModal/useAuthClient';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** People paste codes with spaces ("123 456"); the digits are what count. */
function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

function validateCode(code: string): string | null {
  const digits = normaliseCode(code);
  const tooShort = digits.length < PASSWORDLESS_CODE_LENGTH;
  return validateRequired(digits) ?? (tooShort ? FIELD_MESSAGES.minLength(PASSWORDLESS_CODE_LENGTH) : null);
}

type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/** "Check your email": the emailed code signs in here; the link in the same email works too. */
export function PasswordlessCode({ email, flow }: { email: string; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  // The API names the code `token`, so its field errors land under this input.
  const form = useAuthForm({
    initial: { token: '' },
    validate: ({ token }) => ({ token: validateCode(token) }),
    submit: async ({ token }) => {
      const response = await client.verifyPasswordless({ token: normaliseCode(token), email });
      flow.signedIn(response, 'passwordless');
    },
  });

  const sendAgain = () => {
    setResend({ state: 'sending' });
    client.requestPasswordless(email).then(
      () => setResend({ state: 'sent' }),
      (error: unknown) => setResend({ state: 'failed', message: apiErrorMessage(error, t('somethingWentWrong')) }),
    );
  };

  return (
    <>
      <p className="auth-text">{t('codeSentTo', { email })}</p>
      <AuthForm form={form} submitLabel={t('verifyCode')}>
        <Field
          label={t('code')}
          className="auth-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.field('token')}
        />
      </AuthForm>
      <p className="auth-status" role="status">
        {resend.state === 'sent' ? t('emailResent') : null}
      </p>
      {resend.state === 'failed' ? (
        <p className="auth-alert" role="alert">
          {resend.message}
        </p>
      ) : null}
      <div className="auth-links">
        <Button
          variant="link"
          onClick={sendAgain}
          disabled={resend.state === 'sending' || form.submitting}
          aria-busy={resend.state === 'sending' || undefined}
        >
          {t('resendEmail')}
        </Button>
        <Button variant="link" onClick={() => flow.go({ type: 'showPasswordless' })}>
          {t('useAnotherEmail')}
        </Button>
      </div>
    </>
  );
}
