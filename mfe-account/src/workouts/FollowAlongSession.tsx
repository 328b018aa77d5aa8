import { apiServiceRef, type LoggedSet, type Workout } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { AmrapCounter } from './AmrapPanel';
import type { Chime } from './chime';
import { ExerciseLink, ItemDetails } from './ItemDetails';
import { reportVideo } from './reportVideo';
import { RestAnnouncer, RestTimerPanel } from './RestTimerPanel';
import type { SessionLog, SessionLogSnapshot } from './sessionLog';
import { SetInputs } from './SetRow';
import { loggedSetFrom, prefilledValues, type SetField } from './setValues';
import { StepVideo } from './StepVideo';
import { useStepRunner, type StepRunner } from './useStepRunner';
import { WorkClock } from './WorkClock';
import { groupName } from './WorkoutFacts';
import { nextWorkStep, resumeIndex, workoutSteps, type WorkStep } from './workoutPlan';

type Translate = ReturnType<typeof useTranslation>['t'];

/** What a step is called: its exercise, or (an EMOM minute, an AMRAP) its group. */
function stepTitle(step: WorkStep, t: Translate): string {
  return step.kind === 'set' ? step.item.exercise.title : groupName(step.group, t);
}

/** The exercise a step is about: its own, or the first of its group. */
function stepExercise(step: WorkStep) {
  return step.kind === 'set' ? step.item.exercise : (step.group.items[0]?.exercise ?? null);
}

/** A set done by reps: its numbers pre-filled, Done logs them. */
function RepsStep({
  step,
  runner,
  lastSets,
  logged,
}: {
  step: Extract<WorkStep, { kind: 'set' }>;
  runner: StepRunner;
  lastSets: readonly LoggedSet[] | undefined;
  logged: Record<string, unknown> | undefined;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const [values, setValues] = useState(() => prefilledValues(step.item, step.setIndex, lastSets, logged));
  const [invalid, setInvalid] = useState<SetField | null>(null);
  const done = () => {
    const result = loggedSetFrom(step.item, values, step.setIndex, step.round);
    if ('invalid' in result) setInvalid(result.invalid);
    else runner.complete(result.set);
  };
  return (
    <>
      <SetInputs item={step.item} values={values} invalid={invalid} onChange={setValues} />
      <Button className="workout-follow__done" onClick={done}>
        {t('workoutSetDone')}
      </Button>
    </>
  );
}

function WorkStepView({
  step,
  runner,
  workout,
  snapshot,
  log,
  lastSets,
  userId,
}: {
  step: WorkStep;
  runner: StepRunner;
  workout: Workout;
  snapshot: SessionLogSnapshot;
  log: SessionLog;
  lastSets: Readonly<Record<string, LoggedSet[]>>;
  userId: string;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const exercise = stepExercise(step);
  const clock = (seconds: number, timeUp = false) => (
    <WorkClock
      seconds={seconds}
      clock={runner.work}
      timeUp={timeUp}
      onStart={runner.start}
      onPause={runner.pause}
      onResume={runner.resume}
    />
  );
  let where: string;
  if (step.kind === 'set') {
    where =
      step.round !== null
        ? t('workoutRoundOf', { round: step.round, rounds: step.group.rounds })
        : t('workoutSetOf', { set: step.setIndex + 1, sets: step.item.sets });
  } else if (step.kind === 'emom') where = t('workoutMinuteOf', { round: step.round, rounds: step.group.rounds });
  else where = t(`workoutKind_${step.group.kind}`);
  return (
    <div className="workout-step">
      {!workout.video && exercise?.video ? (
        <StepVideo key={exercise.id} video={exercise.video} title={exercise.title} />
      ) : null}
      <p className="workout-step__where">{where}</p>
      <h3 className="workout-step__title" dir="auto">
        {step.kind === 'set' ? <ExerciseLink item={step.item} /> : stepTitle(step, t)}
      </h3>
      {step.kind === 'set' ? (
        <ItemDetails group={step.group} item={step.item} userId={userId} showTitle={false} />
      ) : (
        <ul className="workout-step__items">
          {step.group.items.map((item) => (
            <li key={item.id}>
              <ItemDetails group={step.group} item={item} userId={userId} />
            </li>
          ))}
        </ul>
      )}
      {step.kind === 'set' && step.seconds ? clock(step.seconds) : null}
      {step.kind === 'set' && !step.seconds ? (
        <RepsStep
          key={step.key}
          step={step}
          runner={runner}
          lastSets={lastSets[step.item.id]}
          logged={snapshot.progress.setData.get(step.key)}
        />
      ) : null}
      {step.kind === 'emom' ? clock(step.seconds) : null}
      {step.kind === 'amrap' ? (
        <>
          {step.seconds ? clock(step.seconds, runner.timeUp) : null}
          <AmrapCounter group={step.group} log={log} progress={snapshot.progress} />
        </>
      ) : null}
      <div className="workout-step__actions">
        {step.kind !== 'set' || step.seconds ? (
          <Button variant={step.kind === 'amrap' ? 'primary' : 'secondary'} onClick={() => runner.complete()}>
            {t('workoutSetDone')}
          </Button>
        ) : null}
        <Button variant="link" className="workout-skip" onClick={runner.skip}>
          {t('workoutSkip')}
        </Button>
      </div>
    </div>
  );
}

export interface FollowAlongSessionProps {
  workout: Workout;
  lastSets: Readonly<Record<string, LoggedSet[]>>;
  log: SessionLog;
  snapshot: SessionLogSnapshot;
  muted: boolean;
  chime: Chime;
  userId: string;
}

/**
 * Follow-along: the workout one step at a time (every set of every round, rests between), with the step's video,
 * its clock or its reps, and what comes next always in view.
 */
export function FollowAlongSession({
  workout,
  lastSets,
  log,
  snapshot,
  muted,
  chime,
  userId,
}: FollowAlongSessionProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const steps = useMemo(() => workoutSteps(workout), [workout]);
  const [initialIndex] = useState(() => resumeIndex(steps, log.getSnapshot().progress));
  const runner = useStepRunner({
    steps,
    initialIndex,
    log,
    lastSets,
    muted,
    chime,
    onStepDone(done) {
      if (workout.video || stepExercise(done)?.video) {
        reportVideo(api, 'video_watched', workout.id, stepExercise(done)?.id ?? null);
      }
    },
  });
  const { step } = runner;
  const workStep = step && step.kind !== 'rest' ? step : null;
  const videoExercise = workStep && (workout.video || stepExercise(workStep)?.video) ? stepExercise(workStep) : null;
  const shownKey = videoExercise && workStep ? workStep.key : null;
  const shownExerciseId = videoExercise?.id ?? null;
  useEffect(() => {
    if (shownKey) reportVideo(api, 'video_started', workout.id, shownExerciseId);
  }, [api, workout.id, shownKey, shownExerciseId]);

  const workCount = steps.filter((candidate) => candidate.kind !== 'rest').length;
  const position = steps.slice(0, runner.index + 1).filter((candidate) => candidate.kind !== 'rest').length;
  const next = nextWorkStep(steps, runner.index);
  return (
    <div className="workout-follow">
      {/* One live region: the step now (heard, not drawn), then the end of the workout (drawn too). */}
      <p className={step ? 'workout-hidden' : 'workout-follow__all-done'} aria-live="polite">
        {workStep ? t('workoutNow', { title: stepTitle(workStep, t) }) : step ? '' : t('workoutAllDone')}
      </p>
      <RestAnnouncer rest={runner.rest} />
      {workout.video ? <StepVideo video={workout.video} title={workout.title} /> : null}
      {step ? (
        <>
          <p className="workout-follow__progress">
            {t('workoutStepOf', { step: Math.max(position, 1), steps: workCount })}
          </p>
          {workStep ? (
            <WorkStepView
              key={workStep.key}
              step={workStep}
              runner={runner}
              workout={workout}
              snapshot={snapshot}
              log={log}
              lastSets={lastSets}
              userId={userId}
            />
          ) : (
            <RestTimerPanel rest={runner.rest} />
          )}
        </>
      ) : null}
      {step ? (
        <p className="workout-follow__next" dir="auto">
          {next ? t('workoutNext', { title: stepTitle(next, t) }) : t('workoutNextFinish')}
        </p>
      ) : null}
    </div>
  );
}
