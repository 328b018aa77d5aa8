import type { LoggedSet } from '@stride/shared';
import { useEffect, useRef, useState } from 'react';
import type { Chime } from './chime';
import type { SessionLog } from './sessionLog';
import { plannedSet } from './setValues';
import { useCountdown, type Countdown } from './useCountdown';
import { useRestTimer, type RestTimer } from './useRestTimer';
import type { PlanStep, WorkStep } from './workoutPlan';

export interface StepRunnerOptions {
  steps: readonly PlanStep[];
  initialIndex: number;
  log: SessionLog;
  lastSets: Readonly<Record<string, LoggedSet[]>>;
  muted: boolean;
  chime: Chime;
  /** A step's work is through (by the member or the clock), just before the next step shows. */
  onStepDone?(step: WorkStep): void;
}

export interface StepRunner {
  index: number;
  step: PlanStep | null;
  /** The clock of a timed step (a timed set, an interval, an EMOM minute, an AMRAP's cap). */
  work: Pick<Countdown, 'remaining' | 'total' | 'paused'>;
  rest: RestTimer;
  /** An AMRAP's time ran out: it waits for the member to count the last round and go on. */
  timeUp: boolean;
  start(): void;
  pause(): void;
  resume(): void;
  /** The step is done: with the member's numbers for a set, or what was planned. */
  complete(set?: LoggedSet): void;
  skip(): void;
}

/**
 * Walks a list of steps one at a time (follow-along, and the clock of an EMOM or intervals group). A timed step
 * logs itself when its clock runs out; a rest starts as soon as its step is reached and moves on when it ends;
 * after a clock or a rest the next timed step starts by itself, so intervals run hands-free. A step reached by a
 * tap waits for Start: the member gets into position first.
 */
export function useStepRunner(options: StepRunnerOptions): StepRunner {
  const [index, setIndex] = useState(options.initialIndex);
  const [timeUp, setTimeUp] = useState(false);
  const at = useRef(options.initialIndex);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const work = useCountdown();
  const rest = useRestTimer({
    muted: options.muted,
    chime: options.chime,
    log: options.log.record,
    onEnd: () => enter(at.current + 1, true),
  });

  function logStep(step: WorkStep, set: LoggedSet | null, timeSeconds: number | null) {
    const { log, lastSets } = latest.current;
    if (step.kind === 'set') {
      const done = set ?? plannedSet(step.item, step.setIndex, step.round, lastSets[step.item.id], timeSeconds);
      log.resolveSet(step, { done });
    } else if (step.kind === 'emom') {
      for (const item of step.group.items) {
        const target = { group: step.group, item, setIndex: step.round - 1, round: step.round };
        log.resolveSet(target, { done: plannedSet(item, step.round - 1, step.round, lastSets[item.id], null) });
      }
    }
    // An AMRAP's rounds were logged one by one as the member counted them.
    latest.current.onStepDone?.(step);
  }

  function startWork(stepIndex: number) {
    const step = latest.current.steps[stepIndex];
    if (!step || step.kind === 'rest' || !step.seconds) return;
    work.start(step.seconds, () => {
      if (!latest.current.muted) latest.current.chime.play();
      if (step.kind === 'amrap') {
        setTimeUp(true);
        return;
      }
      logStep(step, null, step.kind === 'set' ? step.seconds : null);
      enter(stepIndex + 1, true);
    });
  }

  function enter(next: number, auto: boolean) {
    at.current = next;
    setIndex(next);
    setTimeUp(false);
    work.stop();
    const step = latest.current.steps[next];
    if (step?.kind === 'rest') rest.start(step.seconds, { groupId: step.group.id, itemId: step.item?.id ?? null });
    else if (auto) startWork(next);
  }

  const step = options.steps[index] ?? null;
  return {
    index,
    step,
    work: { remaining: work.remaining, total: work.total, paused: work.paused },
    rest,
    timeUp,
    start() {
      latest.current.chime.prime();
      startWork(at.current);
    },
    pause: work.pause,
    resume: work.resume,
    complete(set) {
      const current = latest.current.steps[at.current];
      if (!current || current.kind === 'rest') return;
      // A timed set ended early logs the time it ran; one never started, the time it asks for.
      const elapsed = work.total !== null && work.remaining !== null ? work.total - work.remaining : 0;
      const timeSeconds = current.kind === 'set' && current.seconds ? elapsed || current.seconds : null;
      work.stop();
      latest.current.chime.prime();
      logStep(current, set ?? null, timeSeconds);
      enter(at.current + 1, false);
    },
    skip() {
      const { steps, log } = latest.current;
      const current = steps[at.current];
      if (!current) return;
      if (current.kind === 'rest') {
        rest.skip();
        return;
      }
      work.stop();
      if (current.kind === 'set') log.resolveSet(current, 'skipped');
      else if (current.kind === 'emom') {
        for (const item of current.group.items) {
          log.resolveSet({ group: current.group, item, setIndex: current.round - 1, round: current.round }, 'skipped');
        }
      } else if ((log.getSnapshot().progress.rounds.get(current.group.id)?.size ?? 0) === 0) {
        // An AMRAP with no round counted: skipped as a whole (with rounds counted, it is simply over).
        log.record({
          workout_group_id: current.group.id,
          workout_group_item_id: null,
          activity_type: 'skipped',
          data: {},
        });
      }
      // Nothing was done, so there is nothing to rest from.
      const next = steps[at.current + 1]?.kind === 'rest' ? at.current + 2 : at.current + 1;
      enter(next, false);
    },
  };
}
