import type { ModalParcelProps } from '@stride/shared';
import { Modal, ParcelProviders } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './profileModal.scss';

function ProfileDialog({ session, close }: Pick<ModalParcelProps, 'session' | 'close'>) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <Modal title={t('profile')} onClose={close} closeLabel={t('close')}>
      {session.status === 'authenticated' ? (
        <dl className="account-profile">
          <dt>{t('name')}</dt>
          <dd>{session.user.name}</dd>
          <dt>{t('email')}</dt>
          <dd>{session.user.email}</dd>
        </dl>
      ) : (
        <p>{t('notSignedIn')}</p>
      )}
    </Modal>
  );
}

/** #profile: the signed-in member's name and email. Editing arrives with account details. */
export function ProfileModal(props: ModalParcelProps) {
  return (
    <ParcelProviders context={props}>
      <ProfileDialog session={props.session} close={props.close} />
    </ParcelProviders>
  );
}
