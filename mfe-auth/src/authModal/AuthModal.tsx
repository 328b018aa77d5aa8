import type { ModalParcelProps } from '@stride/shared';
import { Modal, ParcelProviders } from '@stride/shared/ui';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './authModal.scss';

function SessionState({ session }: { session: ModalParcelProps['session'] }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (session.status === 'authenticated') {
    return (
      <p className="auth-modal__state">{t('signedInAs', { name: session.user.name, email: session.user.email })}</p>
    );
  }
  return <p className="auth-modal__state">{t(session.status === 'unchecked' ? 'checking' : 'notSignedIn')}</p>;
}

function AuthDialog({ session, close }: Pick<ModalParcelProps, 'session' | 'close'>) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <Modal title={t('title')} onClose={close} closeLabel={t('close')}>
      <p className="auth-modal__intro">{t('comingWithAccounts')}</p>
      <SessionState session={session} />
    </Modal>
  );
}

/** The #auth modal. Log in, sign up, social and passwordless sign-in arrive with member accounts. */
export function AuthModal(props: ModalParcelProps) {
  return (
    <ParcelProviders context={props}>
      <AuthDialog session={props.session} close={props.close} />
    </ParcelProviders>
  );
}
