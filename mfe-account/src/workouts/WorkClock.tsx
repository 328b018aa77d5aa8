import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { formatClock } from './formatClock';
import type { Countdown } from './useCountdown';

export interface WorkClockProps {
  /** The step's length, shown before it starts. */
  seconds: number;
  clock: Pick<Countdown, 'remaining' | 'paused'>;
  /** The clock ran out and the step waits for the member (an AMRAP): said, and nothing to start. */
  timeUp?: boolean;
  onStart(): void;
  onPause(): void;
  onResume(): void;
}

/** A work clock: the time left, big, and Start, Pause or Resume. */
export function WorkClock({ seconds, clock, timeUp = false, onStart, onPause, onResume }: WorkClockProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  let control;
  if (timeUp) control = null;
  else if (clock.remaining === null) control = <Button onClick={onStart}>{t('workoutStartTimer')}</Button>;
  else if (clock.paused) control = <Button onClick={onResume}>{t('workoutResume')}</Button>;
  else
    control = (
      <Button variant="secondary" onClick={onPause}>
        {t('workoutPause')}
      </Button>
    );
  return (
    <div className="workout-clock">
      <p className="workout-clock__time" role="timer">
        {formatClock(timeUp ? 0 : (clock.remaining ?? seconds))}
      </p>
      <p className="workout-clock__status" role="status">
        {timeUp ? t('workoutTimeUp') : ''}
      </p>
      {control}
    </div>
  );
}
