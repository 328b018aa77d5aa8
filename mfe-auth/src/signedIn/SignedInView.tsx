import type { User } from '@stride/shared';
import { Button } from '@stride/shared/react';
import type { AuthFlow } from '../authModal/AuthFlow';
import { useAuthTranslation } from '../i18n/useAuthTranslation';

/** A signed-in, set-up member who opens #auth sees who they are and can log out. */
export function SignedInView({ user, flow }: { user: User; flow: AuthFlow }) {
  const t = useAuthTranslation();
  const { signOut } = flow;
  return (
    <>
      <p className="auth-text">{t('signedInAs', { name: user.name, email: user.email })}</p>
      <div className="auth-actions">
        <Button variant="secondary" onClick={signOut}>
          {t('logOut')}
        </Button>
      </div>
    </>
  );
}
