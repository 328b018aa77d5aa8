import { Button } from '@stride/shared/react';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** "Email confirmed": the member's new email; a guest can log in with it from here. */
export function EmailChanged({ email, signedIn, flow }: { email: string; signedIn: boolean; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const { go } = flow;
  return (
    <>
      <p className="auth-text">{t('emailChangedTo', { email })}</p>
      {!signedIn && (
        <div className="auth-actions">
          <Button onClick={() => go({ type: 'showLogin' })}>{t('logIn')}</Button>
        </div>
      )}
    </>
  );
}
