import { Button, Modal } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/** Asks before something that cannot be taken back (delete a message, block a member, leave a thread). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <Modal title={title} onClose={onCancel} closeLabel={t('close')}>
      <p className="messaging-dialog__text" dir="auto">
        {text}
      </p>
      <div className="messaging-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
