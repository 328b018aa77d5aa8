import { formatPercent, type PageSequence } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { lazyComponent } from '../loading/lazyComponent';
import type { PageState } from '../page/PageState';
import { usePageProgress } from './usePageProgress';
import './progress.scss';

// Opened by a tap: no server render draws it.
const LeaveConfirm = lazyComponent(() => import('./LeaveConfirm').then((m) => m.LeaveConfirm), {
  drawnOnServer: false,
});

/**
 * The sequence of a progress root, on the root and on its pages: "3 of 7 complete" with a bar, and, once
 * the member has started, a way to leave (after confirming: it clears the sequence's completions). Drawn
 * for a signed-in member on a page with a sequence.
 */
export function ProgressPanel({ state, sequence }: { state: PageState; sequence: PageSequence }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const progress = usePageProgress(state);
  const [confirming, setConfirming] = useState(false);
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
        aria-valuetext={formatPercent(state.progress ?? 0, i18n.language)}
      >
        <span className="content-progress__fill" style={{ width: `${state.progress ?? 0}%` }} />
      </div>
      {progress.error ? (
        <p className="content-progress__error" role="alert">
          {progress.error}
        </p>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <LeaveConfirm
            busy={progress.pending === 'leave'}
            onClose={() => setConfirming(false)}
            onLeave={() => {
              setConfirming(false);
              void progress.leave();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
