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
import type { AuthFlow } from './AuthFlow';
import { Progress } from './Progress';
import type { AuthScreen } from './useAuthView';

/** The body of the dialog for the current screen. */
export function AuthScreenView({
  screen,
  session,
  flow,
}: {
  screen: AuthScreen;
  session: SessionSnapshot;
  flow: AuthFlow;
}) {
  const t = useAuthTranslation();
  switch (screen.name) {
    case 'login':
      return <LoginForm socialError={screen.socialError} flow={flow} />;
    case 'signUp':
      return <SignUpForm flow={flow} />;
    case 'passwordlessRequest':
      return <EmailRequestForm key="passwordless" purpose="passwordless" flow={flow} />;
    case 'passwordlessCode':
      return <PasswordlessCode email={screen.email} flow={flow} />;
    case 'passwordlessLink':
      return <PasswordlessLink token={screen.token} flow={flow} />;
    case 'resetRequest':
      return <EmailRequestForm key="reset" purpose="reset" flow={flow} />;
    case 'resetSent':
      return <ResetSent email={screen.email} flow={flow} />;
    case 'newPassword':
      return <NewPasswordForm token={screen.token} flow={flow} />;
    case 'emailChange':
      return <EmailChangeConfirm token={screen.token} flow={flow} />;
    case 'emailChanged':
      return <EmailChanged email={screen.email} signedIn={session.status === 'authenticated'} flow={flow} />;
    case 'setup':
      return session.user ? <FinishSetupForm user={session.user} flow={flow} /> : null;
    case 'signedIn':
      return session.user ? <SignedInView user={session.user} flow={flow} /> : null;
    case 'checking':
      return <Progress label={t('checking')} />;
  }
}
