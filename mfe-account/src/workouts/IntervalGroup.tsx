import type { LoggedSet, WorkoutGroup } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { Chime } from './chime';
import { RestAnnouncer, RestTimerPanel } from './RestTimerPanel';
import type { SessionLog } from './sessionLog';
import { useStepRunner } from './useStepRunner';
import { WorkClock } from './WorkClock';
import { groupSteps, resumeIndex, type PlanStep } from './workoutPlan';

/** The group's steps without the rest after its last interval (what follows is the member's to start). */
function intervalSteps(group: WorkoutGroup): PlanStep[] {
  const steps = groupSteps(group);
  return steps[steps.length - 1]?.kind === 'rest' ? steps.slice(0, -1) : steps;
}

/**
 * An EMOM or intervals group in grouped mode: one clock through its minutes or its on and off times. Each interval
 * logs itself when its time is up (an EMOM minute logs its items at the numbers planned), and the next starts.
 */
export function IntervalGroup({
  group,
  log,
  lastSets,
  muted,
  chime,
}: {
  group: WorkoutGroup;
  log: SessionLog;
  lastSets: Readonly<Record<string, LoggedSet[]>>;
  muted: boolean;
  chime: Chime;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const steps = useMemo(() => intervalSteps(group), [group]);
  const [initialIndex] = useState(() => resumeIndex(steps, log.getSnapshot().progress));
  const runner = useStepRunner({ steps, initialIndex, log, lastSets, muted, chime });
  const { step } = runner;
  if (!step) return <p className="workout-card__done">{t('workoutGroupDone')}</p>;
  const round = step.kind === 'set' || step.kind === 'emom' ? step.round : null;
  return (
    <div className="workout-interval">
      <RestAnnouncer rest={runner.rest} />
      {round !== null ? (
        <p className="workout-interval__round">
          {t(step.kind === 'emom' ? 'workoutMinuteOf' : 'workoutRoundOf', { round, rounds: group.rounds })}
        </p>
      ) : null}
      {step.kind === 'rest' ? (
        <RestTimerPanel rest={runner.rest} />
      ) : (
        <>
          <p className="workout-interval__phase">{t('workoutWork')}</p>
          {step.kind === 'set' ? (
            <p className="workout-interval__what" dir="auto">
              {step.item.exercise.title}
            </p>
          ) : null}
          {step.kind !== 'amrap' && step.seconds ? (
            <WorkClock
              seconds={step.seconds}
              clock={runner.work}
              onStart={runner.start}
              onPause={runner.pause}
              onResume={runner.resume}
            />
          ) : (
            <Button onClick={() => runner.complete()}>{t('workoutSetDone')}</Button>
          )}
          <Button variant="link" className="workout-skip" onClick={runner.skip}>
            {t('workoutSkip')}
          </Button>
        </>
      )}
    </div>
  );
}
