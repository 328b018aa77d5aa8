import type { ModalId } from '@stride/shared';
import { Modal } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

type GroupModalId = Extract<ModalId, 'participants' | 'renaming'>;

const COPY: Record<GroupModalId, { title: string; text: string }> = {
  participants: { title: 'participantsTitle', text: 'participantsText' },
  renaming: { title: 'renamingTitle', text: 'renamingText' },
};

function isGroupModal(modal: ModalId): modal is GroupModalId {
  return modal in COPY;
}

/** #participants and #renaming: they act on an open thread, which arrives with messaging. */
export function GroupModal({ modal, close }: { modal: ModalId; close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (!isGroupModal(modal)) throw new Error(`mfe-messaging does not own the ${modal} modal`);
  return (
    <Modal title={t(COPY[modal].title)} onClose={close} closeLabel={t('close')}>
      <p>{t(COPY[modal].text)}</p>
    </Modal>
  );
}
