import { sessionServiceRef } from '@stride/shared';
import { Modal, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './profileModal.scss';

/** #profile: the signed-in member's name and email. Editing arrives with account details. */
export function ProfileModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
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
