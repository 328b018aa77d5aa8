import type { ModalParcelProps } from '@stride/shared';
import { ParcelProviders } from '@stride/shared/react';
import { AuthDialog } from './AuthDialog';
import './authModal.scss';

/** The #auth modal: log in, sign up, social, passwordless, password reset and finishing setup. */
export function AuthModal(props: ModalParcelProps) {
  return (
    <ParcelProviders context={props}>
      <AuthDialog {...props} />
    </ParcelProviders>
  );
}
