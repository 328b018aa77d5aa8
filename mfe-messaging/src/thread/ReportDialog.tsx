import { apiServiceRef, type Message } from '@stride/shared';
import { REPORT_REASON_MAX_LENGTH } from '@stride/shared/messaging';
import { Button, Modal, useService } from '@stride/shared/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../threads/errorKey';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';

/**
 * Reports someone's message with a reason (POST …/messages/{ts}/report): "You have already reported" when it was
 * (409), "Failed to report" for any other failure (spec §8).
 */
export function ReportDialog({ message, onDone }: { message: Message; onDone(reported: boolean): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessagingStringKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('reasonRequired');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post(
        `/threads/${encodeURIComponent(message.message_thread_id)}/messages/${message.message_ts}/report`,
        { reason: reason.trim() },
      );
      onDone(true);
    } catch (failure) {
      setError(errorKey(failure, 'reportFailed'));
      setBusy(false);
    }
  };

  return (
    <Modal title={t('reportTitle')} onClose={() => onDone(false)} closeLabel={t('close')}>
      <form className="messaging-dialog" onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId}>{t('reportReason')}</label>
        <textarea
          id={fieldId}
          className="messaging-dialog__field"
          value={reason}
          maxLength={REPORT_REASON_MAX_LENGTH}
          rows={3}
          dir="auto"
          aria-invalid={error === 'reasonRequired' || undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <p className="messaging-dialog__error" role="alert">
            {t(error)}
          </p>
        ) : null}
        <div className="messaging-dialog__actions">
          <Button variant="secondary" onClick={() => onDone(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('sendReport')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
