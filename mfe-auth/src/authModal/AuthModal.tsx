import { AuthDialog } from './AuthDialog';
import './authModal.scss';

/** The #auth modal: log in, sign up, social, passwordless, password reset and finishing setup. */
export function AuthModal({ close }: { close(): void }) {
  return <AuthDialog close={close} />;
}
