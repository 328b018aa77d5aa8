import { Button, Modal } from '@stride/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { PageState } from '../page/PageStateContext';
import { usePageProgress } from './usePageProgress';

function LeaveConfirm({ busy, onLeave, onClose }: { busy: boolean; onLeave(): void; onClose(): void }) {
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

/**
 * The sequence of a progress root, on the root and on its pages: "3 of 7 complete" with a bar, and, once
 * the member has started, a way to leave (after confirming: it clears the sequence's completions).
 */
export function ProgressPanel({ state, signedIn }: { state: PageState; signedIn: boolean }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const progress = usePageProgress(state);
  const [confirming, setConfirming] = useState(false);
  const { sequence } = state;
  if (!sequence || sequence.items.length === 0 || !signedIn) return null;
  const done = sequence.items.filter((item) => item.is_completed).length;
  const total = sequence.items.length;
  const summary = t('progressSummary', { done, total });
  return (
    <section className="content-progress" aria-label={t('progressLabel')}>
      <div className="content-progress__row">
        <span className="content-progress__summary">{summary}</span>
        {state.subscribed ? (
          <Button variant="link" onClick={() => setConfirming(true)}>
            {t('leave')}
          </Button>
        ) : null}
      </div>
      <div
        className="content-progress__bar"
        role="progressbar"
        aria-label={summary}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress ?? 0}
      >
        <span className="content-progress__fill" style={{ width: `${state.progress ?? 0}%` }} />
      </div>
      {progress.error ? (
        <p className="content-progress__error" role="alert">
          {progress.error}
        </p>
      ) : null}
      {confirming ? (
        <LeaveConfirm
          busy={progress.pending === 'leave'}
          onClose={() => setConfirming(false)}
          onLeave={() => {
            setConfirming(false);
            void progress.leave();
          }}
        />
      ) : null}
    </section>
  );
}
