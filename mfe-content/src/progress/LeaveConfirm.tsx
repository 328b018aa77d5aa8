import { Button, Modal } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/** Asks before leaving a program: leaving clears the completions of its sequence. */
export function LeaveConfirm({ busy, onLeave, onClose }: { busy: boolean; onLeave(): void; onClose(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <Modal title={t('leaveTitle')} onClose={onClose} closeLabel={t('close')}>
      <p>{t('leaveText')}</p>
      <div className="content-state__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={onLeave} disabled={busy}>
          {t('leave')}
        </Button>
      </div>
    </Modal>
  );
}
