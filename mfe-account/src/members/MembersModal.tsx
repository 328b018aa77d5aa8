import { busServiceRef, sessionServiceRef } from '@stride/shared';
import { Button, Modal, Spinner, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { MemberDirectory } from './MemberDirectory';

/** #members: the member directory; a guest is asked to log in, since only members meet members. */
export function MembersModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  let body;
  if (session.status === 'authenticated') body = <MemberDirectory user={session.user} />;
  else if (session.status === 'guest')
    body = (
      <>
        <p>{t('logInToSeeMembers')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </>
    );
  else body = <Spinner label={t('loading')} />;
  return (
    <Modal title={t('members')} onClose={close} closeLabel={t('close')}>
      {body}
    </Modal>
  );
}
