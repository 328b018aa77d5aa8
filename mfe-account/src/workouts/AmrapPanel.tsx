import type { WorkoutGroup } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { Chime } from './chime';
import type { SessionLog } from './sessionLog';
import { useCountdown } from './useCountdown';
import { WorkClock } from './WorkClock';
import { roundsDone, type WorkoutProgress } from './workoutPlan';

/** The rounds counted so far, and +1 round (each logged round_done as it is tapped). */
export function AmrapCounter({
  group,
  log,
  progress,
}: {
  group: WorkoutGroup;
  log: SessionLog;
  progress: WorkoutProgress;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const addRound = () => {
    // Counted from the log, not this render: two quick taps are two rounds.
    const round = roundsDone(group, log.getSnapshot().progress) + 1;
    log.record({
      workout_group_id: group.id,
      workout_group_item_id: null,
      activity_type: 'round_done',
      data: { round },
    });
  };
  return (
    <div className="workout-amrap__counter">
      <p className="workout-amrap__rounds" aria-live="polite">
        {t('workoutRoundsCounted', { rounds: roundsDone(group, progress) })}
      </p>
      <Button className="workout-amrap__add" onClick={addRound}>
        {t('workoutAddRound')}
      </Button>
    </div>
  );
}

/** A grouped AMRAP card's body: the time cap and the round counter. */
export function AmrapPanel({
  group,
  log,
  progress,
  muted,
  chime,
}: {
  group: WorkoutGroup;
  log: SessionLog;
  progress: WorkoutProgress;
  muted: boolean;
  chime: Chime;
}) {
  const countdown = useCountdown();
  const [timeUp, setTimeUp] = useState(false);
  const sound = useRef({ muted, chime });
  useEffect(() => {
    sound.current = { muted, chime };
  });
  const seconds = group.duration_seconds;
  return (
    <div className="workout-amrap">
      {seconds ? (
        <WorkClock
          seconds={seconds}
          clock={countdown}
          timeUp={timeUp}
          onStart={() => {
            chime.prime();
            countdown.start(seconds, () => {
              if (!sound.current.muted) sound.current.chime.play();
              setTimeUp(true);
            });
          }}
          onPause={countdown.pause}
          onResume={countdown.resume}
        />
      ) : null}
      <AmrapCounter group={group} log={log} progress={progress} />
    </div>
  );
}
