import type { LoggedSet, WorkoutItem } from '@stride/shared';

/** The numbers a set can log, as the member types them. */
export type SetField = 'reps' | 'load_kg' | 'time_seconds' | 'distance_m';
export type SetValues = Readonly<Record<SetField, string>>;

const FIELDS: readonly SetField[] = ['reps', 'load_kg', 'time_seconds', 'distance_m'];

/**
 * What a set of this item asks for: time and distance when the coach set them; reps and load for a strength item
 * (a rep target, or no time or distance to go by). Load is optional to fill in: body weight has none.
 */
export function measuredFields(item: WorkoutItem): SetField[] {
  const strength = item.reps !== null || (item.time_seconds === null && item.distance_m === null);
  return FIELDS.filter((field) => {
    if (field === 'reps') return strength;
    if (field === 'load_kg') return strength || item.load_kg !== null;
    return item[field] !== null;
  });
}

function text(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A set's inputs: this session's numbers when it was logged, else last time's for the same set, else the targets. */
export function prefilledValues(
  item: WorkoutItem,
  setIndex: number,
  lastSets: readonly LoggedSet[] | undefined,
  logged?: Record<string, unknown>,
): SetValues {
  const last = lastSets?.find((set) => set.set_index === setIndex);
  const values = {} as Record<SetField, string>;
  for (const field of FIELDS) {
    const now = logged?.[field];
    if (typeof now === 'number') values[field] = String(now);
    else if (last?.[field] !== undefined) values[field] = text(last[field]);
    else values[field] = text(item[field]);
  }
  return values;
}

/** A typed number: blank is null, and "62,5" is 62.5 (a decimal comma on many keyboards). */
function parse(value: string, integer: boolean): number | null | 'invalid' {
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return null;
  const number = Number(trimmed);
  if (!Number.isFinite(number) || number < 0 || (integer && !Number.isInteger(number))) return 'invalid';
  return number;
}

/** The set_done data for the item's inputs; 'invalid' names the first input that is not a number it can log. */
export function loggedSetFrom(
  item: WorkoutItem,
  values: SetValues,
  setIndex: number,
  round: number | null,
): { set: LoggedSet } | { invalid: SetField } {
  const set: LoggedSet = { set_index: setIndex };
  if (round !== null) set.round = round;
  for (const field of measuredFields(item)) {
    const number = parse(values[field], field === 'reps');
    if (number === 'invalid') return { invalid: field };
    if (number !== null) set[field] = number;
  }
  return { set };
}

/** The set as the coach or last time had it, for a set logged by the clock (a timed step, an EMOM minute). */
export function plannedSet(
  item: WorkoutItem,
  setIndex: number,
  round: number | null,
  lastSets: readonly LoggedSet[] | undefined,
  timeSeconds: number | null,
): LoggedSet {
  const values = prefilledValues(item, setIndex, lastSets);
  const result = loggedSetFrom(item, values, setIndex, round);
  const set: LoggedSet = 'set' in result ? result.set : { set_index: setIndex, ...(round !== null ? { round } : {}) };
  if (timeSeconds !== null) set.time_seconds = timeSeconds;
  return set;
}
