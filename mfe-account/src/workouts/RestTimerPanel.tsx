import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { formatClock } from './formatClock';
import type { RestTimer } from './useRestTimer';

const REST_EXTENSION_SECONDS = 15;

/** The rest running: its clock, how far through it is, skip and +15 s. Nothing when no rest runs. */
export function RestTimerPanel({ rest }: { rest: RestTimer }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (rest.remaining === null) return null;
  const total = rest.total ?? rest.remaining;
  return (
    <section className="workout-rest" aria-label={t('workoutRest')}>
      <p className="workout-rest__label">{t('workoutRest')}</p>
      <p className="workout-rest__clock" role="timer">
        {formatClock(rest.remaining)}
      </p>
      <progress
        className="workout-rest__progress"
        max={total}
        value={total - rest.remaining}
        aria-label={t('workoutRestProgress')}
      />
      <div className="workout-rest__actions">
        <Button variant="secondary" onClick={() => rest.extend(REST_EXTENSION_SECONDS)}>
          {t('workoutRestAdd', { seconds: REST_EXTENSION_SECONDS })}
        </Button>
        <Button onClick={rest.skip}>{t('workoutRestSkip')}</Button>
      </div>
    </section>
  );
}

/** What a screen reader hears of a rest: its length when it starts, ten seconds to go, and its end. */
export function RestAnnouncer({ rest }: { rest: RestTimer }) {
  const { t } = useTranslation(definition.i18nNamespace);
  let text = '';
  if (rest.remaining !== null) {
    text =
      rest.remaining <= 10 && rest.remaining > 0
        ? t('workoutRestEnding')
        : t('workoutRestFor', { time: formatClock(rest.total ?? rest.remaining) });
  } else if (rest.over) text = t('workoutRestOver');
  return (
    <p className="workout-hidden" aria-live="polite">
      {text}
    </p>
  );
}
