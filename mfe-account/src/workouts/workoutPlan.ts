import type { Workout, WorkoutActivityType, WorkoutGroup, WorkoutItem } from '@stride/shared';

/**
 * How a workout is walked through, and where a member stands in it, from nothing but the workout and the
 * activities logged so far: the same facts rebuild the player after a reload.
 *
 * Sets are numbered per item: straight sets 0..sets-1; in a group done in rounds, round r is the item's set r-1.
 */

/** A superset, circuit, EMOM or intervals group: every item once per round, `rounds` times. AMRAP counts its own. */
export function isRoundBased(group: WorkoutGroup): boolean {
  return group.kind !== 'straight' && group.kind !== 'amrap';
}

/** How many sets an item has in its group: its own sets when straight, else one per round. */
export function setCountOf(group: WorkoutGroup, item: WorkoutItem): number {
  return group.kind === 'straight' ? item.sets : group.rounds;
}

export function setKey(groupId: string, itemId: string, setIndex: number): string {
  return `${groupId}/${itemId}/${setIndex}`;
}

/** One step of the workout done in order (follow-along, and the clock of an EMOM or intervals group). */
export type PlanStep =
  | {
      kind: 'set';
      key: string;
      group: WorkoutGroup;
      item: WorkoutItem;
      setIndex: number;
      /** The round, in a group done in rounds. */
      round: number | null;
      /** A timed set (the item's time, or the interval's on time); null: done by reps, with Done. */
      seconds: number | null;
    }
  /** An EMOM minute: every item of the round inside `seconds`, the rest of it is rest. */
  | { kind: 'emom'; key: string; group: WorkoutGroup; round: number; seconds: number }
  /** As many rounds as fit in `seconds` (no cap: until the member is done). */
  | { kind: 'amrap'; key: string; group: WorkoutGroup; seconds: number | null }
  | { kind: 'rest'; key: string; group: WorkoutGroup; item: WorkoutItem | null; seconds: number };

export type WorkStep = Exclude<PlanStep, { kind: 'rest' }>;

function positive(seconds: number | null | undefined): number | null {
  return seconds !== null && seconds !== undefined && seconds > 0 ? seconds : null;
}

function rest(group: WorkoutGroup, item: WorkoutItem | null, seconds: number | null, at: string): PlanStep[] {
  const length = positive(seconds);
  return length ? [{ kind: 'rest', key: `${at}/rest`, group, item, seconds: length }] : [];
}

/** One group's steps, each followed by its rest (a trailing one included: the rest before what comes next). */
export function groupSteps(group: WorkoutGroup): PlanStep[] {
  const steps: PlanStep[] = [];
  switch (group.kind) {
    case 'straight':
      for (const item of group.items) {
        for (let setIndex = 0; setIndex < item.sets; setIndex += 1) {
          const key = setKey(group.id, item.id, setIndex);
          const seconds = positive(item.time_seconds);
          steps.push({ kind: 'set', key, group, item, setIndex, round: null, seconds });
          steps.push(...rest(group, item, item.rest_seconds, key));
        }
      }
      return steps;
    case 'amrap':
      steps.push({ kind: 'amrap', key: `${group.id}/amrap`, group, seconds: positive(group.duration_seconds) });
      steps.push(...rest(group, null, group.rest_seconds, `${group.id}/amrap`));
      return steps;
    case 'emom':
      for (let round = 1; round <= group.rounds; round += 1) {
        const seconds = positive(group.work_seconds) ?? 60;
        steps.push({ kind: 'emom', key: `${group.id}/emom/${round}`, group, round, seconds });
      }
      return steps;
    default:
      for (let round = 1; round <= group.rounds; round += 1) {
        group.items.forEach((item, index) => {
          const key = setKey(group.id, item.id, round - 1);
          const seconds = group.kind === 'intervals' ? positive(group.work_seconds) : positive(item.time_seconds);
          steps.push({ kind: 'set', key, group, item, setIndex: round - 1, round, seconds: seconds ?? null });
          // Intervals rest after every interval; a superset or circuit after each item, and longer after the round.
          const last = index === group.items.length - 1;
          const restSeconds =
            group.kind === 'intervals' || last ? (group.rest_seconds ?? item.rest_seconds) : item.rest_seconds;
          steps.push(...rest(group, item, restSeconds, key));
        });
      }
      return steps;
  }
}

/** The whole workout in order; nothing to rest for after the last step. */
export function workoutSteps(workout: Workout): PlanStep[] {
  const steps = workout.groups.flatMap(groupSteps);
  while (steps.length > 0 && steps[steps.length - 1]?.kind === 'rest') steps.pop();
  return steps;
}

/** What the member did so far; the logged activity or the request that logs it. */
export interface LoggedActivity {
  workout_group_id: string | null;
  workout_group_item_id: string | null;
  activity_type: WorkoutActivityType;
  data: Record<string, unknown>;
}

export type SetState = 'done' | 'skipped';

export interface WorkoutProgress {
  /** By setKey; the later report wins. */
  sets: ReadonlyMap<string, SetState>;
  /** The numbers of each set done, by setKey. */
  setData: ReadonlyMap<string, Record<string, unknown>>;
  /** Rounds logged done, by group id (AMRAP: one per round counted). */
  rounds: ReadonlyMap<string, ReadonlySet<number>>;
  /** Groups skipped as a whole (an AMRAP). */
  skippedGroups: ReadonlySet<string>;
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function progressOf(activities: readonly LoggedActivity[]): WorkoutProgress {
  const sets = new Map<string, SetState>();
  const setData = new Map<string, Record<string, unknown>>();
  const rounds = new Map<string, Set<number>>();
  const skippedGroups = new Set<string>();
  for (const activity of activities) {
    const groupId = activity.workout_group_id;
    if (!groupId) continue;
    const itemId = activity.workout_group_item_id;
    const setIndex = numberOf(activity.data.set_index);
    switch (activity.activity_type) {
      case 'set_done':
        if (itemId && setIndex !== null) {
          sets.set(setKey(groupId, itemId, setIndex), 'done');
          setData.set(setKey(groupId, itemId, setIndex), activity.data);
        }
        break;
      case 'skipped':
        if (itemId && setIndex !== null) {
          sets.set(setKey(groupId, itemId, setIndex), 'skipped');
          setData.delete(setKey(groupId, itemId, setIndex));
        } else if (!itemId) skippedGroups.add(groupId);
        break;
      case 'round_done': {
        const round = numberOf(activity.data.round);
        if (round !== null) rounds.set(groupId, new Set([...(rounds.get(groupId) ?? []), round]));
        break;
      }
      default:
        break;
    }
  }
  return { sets, setData, rounds, skippedGroups };
}

export function setStateOf(progress: WorkoutProgress, groupId: string, itemId: string, setIndex: number) {
  return progress.sets.get(setKey(groupId, itemId, setIndex)) ?? null;
}

/** Every item of the round done or skipped, and at least one done (a round all skipped is not a round done). */
export function isRoundComplete(group: WorkoutGroup, round: number, progress: WorkoutProgress): boolean {
  const states = group.items.map((item) => setStateOf(progress, group.id, item.id, round - 1));
  return states.every((state) => state !== null) && states.includes('done');
}

/** The round a group done in rounds is at: the first one not yet through, or its last once all are. */
export function currentRound(group: WorkoutGroup, progress: WorkoutProgress): number {
  for (let round = 1; round <= group.rounds; round += 1) {
    const resolved = group.items.every((item) => setStateOf(progress, group.id, item.id, round - 1) !== null);
    if (!resolved && !progress.rounds.get(group.id)?.has(round)) return round;
  }
  return Math.max(group.rounds, 1);
}

export function roundsDone(group: WorkoutGroup, progress: WorkoutProgress): number {
  return progress.rounds.get(group.id)?.size ?? 0;
}

/** Whether a step has anything logged: a set done or skipped, a round logged, an AMRAP counted or skipped. */
export function isStepTouched(step: PlanStep, progress: WorkoutProgress): boolean {
  switch (step.kind) {
    case 'set':
      return progress.sets.has(step.key);
    case 'emom':
      return (
        Boolean(progress.rounds.get(step.group.id)?.has(step.round)) ||
        step.group.items.some((item) => setStateOf(progress, step.group.id, item.id, step.round - 1) !== null)
      );
    case 'amrap':
      return roundsDone(step.group, progress) > 0 || progress.skippedGroups.has(step.group.id);
    case 'rest':
      return false;
  }
}

/**
 * Where a session continues: after the furthest step with anything logged (the member moved past what is before
 * it), on the next step to do rather than the rest before it. An AMRAP being counted is continued, not left.
 */
export function resumeIndex(steps: readonly PlanStep[], progress: WorkoutProgress): number {
  let furthest = -1;
  steps.forEach((step, index) => {
    if (isStepTouched(step, progress)) furthest = index;
  });
  if (furthest < 0) return 0;
  const last = steps[furthest];
  if (last?.kind === 'amrap' && !progress.skippedGroups.has(last.group.id)) return furthest;
  const next = steps.findIndex((step, index) => index > furthest && step.kind !== 'rest');
  return next < 0 ? steps.length : next;
}

/** The next step with work in it after `index` (rests are between, not next). */
export function nextWorkStep(steps: readonly PlanStep[], index: number): WorkStep | null {
  for (let at = index + 1; at < steps.length; at += 1) {
    const step = steps[at];
    if (step && step.kind !== 'rest') return step;
  }
  return null;
}

/** Every set of every straight or round group is done or skipped, and every AMRAP counted. */
export function isWorkoutComplete(workout: Workout, progress: WorkoutProgress): boolean {
  return workout.groups.every((group) => {
    if (group.kind === 'amrap') return roundsDone(group, progress) > 0 || progress.skippedGroups.has(group.id);
    return group.items.every((item) =>
      Array.from({ length: setCountOf(group, item) }, (_, index) => index).every(
        (index) => setStateOf(progress, group.id, item.id, index) !== null,
      ),
    );
  });
}
