import type { LoggedSet, PersonalBest, PersonalBestKind } from '@stride/shared';
import { estimatedOneRepMax } from '@stride/shared/workouts';

/** One logged set of the member's, with where and when. */
export interface SetRecord {
  exercise_id: string;
  session_id: string;
  set: LoggedSet;
  logged_at: Date;
}

interface Candidate {
  kind: PersonalBestKind;
  /** Bests are compared within a key: a time over 5 km is no match for one over 400 m. */
  key: string;
  value: number;
  /** Larger is better (load, e1rm, reps, a hold's time), or smaller (a time over a distance). */
  higherIsBetter: boolean;
  record: SetRecord;
}

const KIND_ORDER: readonly PersonalBestKind[] = ['load', 'e1rm', 'reps', 'time'];

const positive = (value: number | undefined): value is number => value !== undefined && value > 0;

/** What a set can be a best at: heaviest load, estimated one-rep max, most bodyweight reps, best time. */
function candidatesOf(record: SetRecord): Candidate[] {
  const { set, exercise_id: exercise } = record;
  const found: Candidate[] = [];
  if (positive(set.load_kg)) {
    found.push({ kind: 'load', key: `${exercise}:load`, value: set.load_kg, higherIsBetter: true, record });
    const e1rm = estimatedOneRepMax(set.load_kg, set.reps ?? 0);
    if (e1rm !== null) found.push({ kind: 'e1rm', key: `${exercise}:e1rm`, value: e1rm, higherIsBetter: true, record });
  } else if (positive(set.reps)) {
    found.push({ kind: 'reps', key: `${exercise}:reps`, value: set.reps, higherIsBetter: true, record });
  }
  if (positive(set.time_seconds)) {
    const overDistance = positive(set.distance_m);
    found.push({
      kind: 'time',
      key: overDistance ? `${exercise}:time:${set.distance_m}` : `${exercise}:time`,
      value: set.time_seconds,
      higherIsBetter: !overDistance,
      record,
    });
  }
  return found;
}

function beats(candidate: Candidate, best: Candidate): boolean {
  if (candidate.value === best.value) {
    // The same load for more reps is the better set of a session (it says more of what was lifted).
    return candidate.kind === 'load' && (candidate.record.set.reps ?? 0) > (best.record.set.reps ?? 0);
  }
  return candidate.higherIsBetter ? candidate.value > best.value : candidate.value < best.value;
}

export interface BestImprovement {
  best: Candidate;
  /** The best before the session that set this one; null when it is the first. */
  previous: number | null;
}

/**
 * Walks the member's sets session by session (in the order given, a session where its first set is) and keeps,
 * per exercise and kind, the latest session that beat every earlier one, with the best it beat. A session's
 * own sets do not compete with each other for `previous`: a best is measured against earlier sessions.
 */
export function bestImprovements(records: readonly SetRecord[]): Map<string, BestImprovement> {
  const bySession = new Map<string, SetRecord[]>();
  for (const record of records) {
    const list = bySession.get(record.session_id) ?? [];
    list.push(record);
    bySession.set(record.session_id, list);
  }
  const improvements = new Map<string, BestImprovement>();
  for (const sessionRecords of bySession.values()) {
    const sessionBest = new Map<string, Candidate>();
    for (const candidate of sessionRecords.flatMap(candidatesOf)) {
      const current = sessionBest.get(candidate.key);
      if (!current || beats(candidate, current)) sessionBest.set(candidate.key, candidate);
    }
    for (const [key, candidate] of sessionBest) {
      const earlier = improvements.get(key);
      if (!earlier) improvements.set(key, { best: candidate, previous: null });
      else if (candidate.value !== earlier.best.value && beats(candidate, earlier.best)) {
        improvements.set(key, { best: candidate, previous: earlier.best.value });
      }
    }
  }
  return improvements;
}

/** As the API answers them, by exercise (in the order first seen), then load, e1rm, reps, time. */
export function toPersonalBests(
  improvements: Iterable<BestImprovement>,
  titleOf: (exerciseId: string) => string,
): PersonalBest[] {
  const list = [...improvements];
  const exerciseOrder = [...new Set(list.map(({ best }) => best.record.exercise_id))];
  list.sort(
    (a, b) =>
      exerciseOrder.indexOf(a.best.record.exercise_id) - exerciseOrder.indexOf(b.best.record.exercise_id) ||
      KIND_ORDER.indexOf(a.best.kind) - KIND_ORDER.indexOf(b.best.kind),
  );
  return list.map(({ best, previous }) => ({
    exercise_id: best.record.exercise_id,
    exercise_title: titleOf(best.record.exercise_id),
    kind: best.kind,
    value: best.value,
    load_kg: best.record.set.load_kg ?? null,
    reps: best.record.set.reps ?? null,
    time_seconds: best.record.set.time_seconds ?? null,
    previous_value: previous,
    session_id: best.record.session_id,
    achieved_at: best.record.logged_at.toISOString(),
  }));
}

/** The member's all-time bests at an exercise (or any exercises), from their sets oldest first. */
export function allTimeBests(records: readonly SetRecord[], titleOf: (exerciseId: string) => string): PersonalBest[] {
  return toPersonalBests(bestImprovements(records).values(), titleOf);
}

/**
 * The bests `sessionId` set, against every earlier set of the same exercises: `earlier` are the member's sets
 * from other sessions, `session` this one's.
 */
export function sessionBests(
  sessionId: string,
  earlier: readonly SetRecord[],
  session: readonly SetRecord[],
  titleOf: (exerciseId: string) => string,
): PersonalBest[] {
  const improvements = bestImprovements([...earlier, ...session]);
  return toPersonalBests(
    [...improvements.values()].filter(({ best }) => best.record.session_id === sessionId),
    titleOf,
  );
}
