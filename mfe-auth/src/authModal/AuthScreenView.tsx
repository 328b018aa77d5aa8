import type { SessionSnapshot } from '@stride/shared';
import { EmailRequestForm } from '../authForm/EmailRequestForm';
import { EmailChangeConfirm } from '../emailChange/EmailChangeConfirm';
import { EmailChanged } from '../emailChange/EmailChanged';
import { LoginForm } from '../login/LoginForm';
import { PasswordlessCode } from '../passwordless/PasswordlessCode';
import { PasswordlessLink } from '../passwordless/PasswordlessLink';
import { NewPasswordForm } from '../reset/NewPasswordForm';
import { ResetSent } from '../reset/ResetSent';
import { FinishSetupForm } from '../setup/FinishSetupForm';
import { SignedInView } from '../signedIn/SignedInView';
import { SignUpForm } from '../signUp/SignUpForm';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { Progress } from './Progress';
import type { AuthScreen } from './useAuthView';

/** The body of the dialog for the current screen. */
export function AuthScreenView({ screen, session }: { screen: AuthScreen; session: SessionSnapshot }) {
  const t = useAuthTranslation();
  switch (screen.name) {
    case 'login':
      return <LoginForm socialError={screen.socialError} />;
    case 'signUp':
      return <SignUpForm />;
    case 'passwordlessRequest':
      return <EmailRequestForm key="passwordless" purpose="passwordless" />;
    case 'passwordlessCode':
      return <PasswordlessCode email={screen.email} />;
    case 'passwordlessLink':
      return <PasswordlessLink token={screen.token} />;
    case 'resetRequest':
      return <EmailRequestForm key="reset" purpose="reset" />;
    case 'resetSent':
      return <ResetSent email={screen.email} />;
    case 'newPassword':
      return <NewPasswordForm token={screen.token} />;
    case 'emailChange':
      return <EmailChangeConfirm token={screen.token} />;
    case 'emailChanged':
      return <EmailChanged email={screen.email} signedIn={session.status === 'authenticated'} />;
    case 'setup':
      return session.user ? <FinishSetupForm user={session.user} /> : null;
    case 'signedIn':
      return session.user ? <SignedInView user={session.user} /> : null;
    case 'checking':
      return <Progress label={t('checking')} />;
  }
}
