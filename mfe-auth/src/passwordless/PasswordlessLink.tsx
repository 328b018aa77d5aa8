import { Button } from '@stride/shared/react';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../authForm/apiErrorMessage';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthClient } from '../authModal/useAuthClient';
import { Progress } from '../authModal/Progress';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** Opened from the emailed link: verifies its token at once, then signs in or says why not. */
export function PasswordlessLink({ token, flow }: { token: string; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const client = useAuthClient();
  const { signedIn, go } = flow;
  const [failure, setFailure] = useState<string | null>(null);
  // A link allows only a few uses: verify it once per opening, even if React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client.verifyPasswordless({ token }).then(
      (response) => signedIn(response, 'passwordless'),
      (error: unknown) => setFailure(apiErrorMessage(error, t('somethingWentWrong'))),
    );
  }, [client, token, signedIn, t]);

  if (!failure) return <Progress label={t('verifyingLink')} />;
  return (
    <>
      <p className="auth-alert" role="alert">
        {failure}
      </p>
      <div className="auth-actions">
        <Button onClick={() => go({ type: 'showPasswordless' })}>{t('requestNewLink')}</Button>
        <Button variant="secondary" onClick={() => go({ type: 'showLogin' })}>
          {t('usePassword')}
        </Button>
      </div>
    </>
  );
}
