import type { PageSequence, PageSubscribeRequest } from '@stride/shared';
import { Button, Field, Modal } from '@stride/shared/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './progress.scss';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface StartModalProps {
  sequence: PageSequence | null;
  busy: boolean;
  onStart(request: PageSubscribeRequest): void;
  onClose(): void;
}

/**
 * Starting a program on a chosen day (drip dates count from it, spec §4) and, optionally, part-way
 * through: the pages before the chosen one are marked completed.
 */
export function StartModal({ sequence, busy, onStart, onClose }: StartModalProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState('');
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The chosen day starts at the member's local midnight.
    const startedAt = new Date(`${date}T00:00:00`);
    onStart({
      started_at: Number.isNaN(startedAt.getTime()) ? null : startedAt.toISOString(),
      start_from_page_id: from || null,
    });
  };
  return (
    <Modal title={t('startTitle')} onClose={onClose} closeLabel={t('close')}>
      <form className="content-start-form" onSubmit={submit}>
        <Field label={t('startDate')} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        {sequence && sequence.items.length > 1 ? (
          <div className="stride-field">
            <label htmlFor={selectId}>{t('startFrom')}</label>
            <select id={selectId} value={from} onChange={(e) => setFrom(e.target.value)}>
              <option value="">{t('startFromBeginning')}</option>
              {sequence.items.map((item) => (
                <option key={item.page_id} value={item.page_id} dir="auto">
                  {item.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit" disabled={busy}>
          {t('start')}
        </Button>
      </form>
    </Modal>
  );
}
