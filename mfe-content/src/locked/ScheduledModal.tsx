import { sessionServiceRef } from '@stride/shared';
import { Button, Modal, useService } from '@stride/shared/react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { formatUnlockDate } from './formatUnlockDate';

/**
 * Spec §2: a drip-scheduled link opens this instead of the page: when it becomes available, or that the
 * program must be started first. Drawn on document.body: links sit inside paragraphs and cards.
 */
export function ScheduledModal({ availableAfter, onClose }: { availableAfter: string | null; onClose(): void }) {
  const session = useService(sessionServiceRef);
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  return createPortal(
    <Modal title={t('scheduledTitle')} onClose={onClose} closeLabel={t('close')}>
      <p className="content-scheduled__text">
        {availableAfter
          ? t('scheduledAvailableAfter', { date: formatUnlockDate(availableAfter, i18n.language, session) })
          : t('scheduledStartFirst')}
      </p>
      <Button onClick={onClose}>{t('ok')}</Button>
    </Modal>,
    document.body,
  );
}
