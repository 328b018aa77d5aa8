import { Button } from '@stride/shared/react';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../authForm/apiErrorMessage';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthClient } from '../authModal/useAuthClient';
import { Progress } from '../authModal/Progress';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/**
 * Opened from the link a new address got: confirms the email change at once (no session needed), hands the
 * member to the shell when they are signed in here, and says the new email; or says why not.
 */
export function EmailChangeConfirm({ token, flow }: { token: string; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const { emailChanged, rememberEmail, go } = flow;
  const [failure, setFailure] = useState<string | null>(null);
  // The link works once: confirm it once per opening, even if React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client.confirmEmailChange(token).then(
      ({ user }) => {
        emailChanged(user);
        // The next log in is with the new email.
        rememberEmail(user.email);
        go({ type: 'emailChanged', email: user.email });
      },
      (error: unknown) => setFailure(apiErrorMessage(error, t('somethingWentWrong'))),
    );
  }, [client, token, emailChanged, rememberEmail, go, t]);

  if (!failure) return <Progress label={t('confirmingEmail')} />;
  return (
    <>
      <p className="auth-alert" role="alert">
        {failure}
      </p>
      <div className="auth-actions">
        <Button variant="secondary" onClick={() => go({ type: 'showLogin' })}>
          {t('backToLogIn')}
        </Button>
      </div>
    </>
  );
}
