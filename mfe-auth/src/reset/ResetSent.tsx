import { Button } from '@stride/shared/react';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** "Check your email" after a reset request; the API answers alike whether or not the account exists. */
export function ResetSent({ email, flow }: { email: string; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const { go } = flow;
  return (
    <>
      <p className="auth-text">{t('resetSentTo', { email })}</p>
      <div className="auth-actions">
        <Button variant="secondary" onClick={() => go({ type: 'showLogin' })}>
          {t('backToLogIn')}
        </Button>
      </div>
    </>
  );
}
