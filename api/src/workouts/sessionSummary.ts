import type { LoggedSet, WorkoutActivityType, WorkoutSessionSummary } from '@stride/shared';
import { loggedSetSchema } from '@stride/shared/schemas';
import { sessionBests, type SetRecord } from './personalBests';

/** What a summary reads of an activity row. */
export interface ActivityFacts {
  sessionId: string;
  exerciseId: string | null;
  activityType: WorkoutActivityType;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** A set_done activity's numbers; a row that does not hold a set (written by hand) counts for nothing. */
export function loggedSetOf(data: Record<string, unknown>): LoggedSet | null {
  const parsed = loggedSetSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The set_done activities of `rows` as set records (rows without an exercise or a valid set left out). */
export function setRecordsOf(rows: readonly ActivityFacts[]): SetRecord[] {
  return rows.flatMap((row) => {
    const set = row.activityType === 'set_done' && row.exerciseId !== null ? loggedSetOf(row.data) : null;
    return set === null || row.exerciseId === null
      ? []
      : [{ exercise_id: row.exerciseId, session_id: row.sessionId, set, logged_at: row.createdAt }];
  });
}

/** Two decimals: a sum of loads like 62.5 × 8 + 0.1 × 3 should not answer 500.30000000000007. */
const rounded = (value: number) => Math.round(value * 100) / 100;

export interface SummaryInput {
  sessionId: string;
  startedAt: Date;
  finishedAt: Date;
  /** The session's activities, in the order logged. */
  activities: readonly ActivityFacts[];
  /** The member's sets of the same exercises in their other sessions, oldest first. */
  earlierSets: readonly ActivityFacts[];
  /** What the member reported at the end (an AMRAP's rounds); else the rounds they checked off count. */
  roundsAchieved: number | undefined;
  titleOf: (exerciseId: string) => string;
}

/** Spec §2 workout results: the session's numbers and the personal bests it set. */
export function summariseSession(input: SummaryInput): WorkoutSessionSummary {
  const count = (type: WorkoutActivityType) => input.activities.filter((row) => row.activityType === type).length;
  const sets = setRecordsOf(input.activities);
  return {
    duration_seconds: Math.max(0, Math.round((input.finishedAt.getTime() - input.startedAt.getTime()) / 1000)),
    sets_done: count('set_done'),
    sets_skipped: count('skipped'),
    rounds_done: input.roundsAchieved ?? count('round_done'),
    total_reps: sets.reduce((sum, { set }) => sum + (set.reps ?? 0), 0),
    total_volume_kg: rounded(sets.reduce((sum, { set }) => sum + (set.load_kg ?? 0) * (set.reps ?? 0), 0)),
    personal_bests: sessionBests(input.sessionId, setRecordsOf(input.earlierSets), sets, input.titleOf),
  };
}
