/** Spec §3 workout modes, and how a group is done (see WorkoutGroupKind). Kept apart from the zod schemas. */
export const WORKOUT_MODES = ['grouped', 'follow_along'] as const;
export const WORKOUT_GROUP_KINDS = ['straight', 'superset', 'circuit', 'emom', 'amrap', 'intervals'] as const;
