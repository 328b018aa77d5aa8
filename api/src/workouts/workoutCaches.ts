import type { ExerciseSwap } from '@stride/shared';
import { TtlCache } from '../cache/TtlCache';
import type { WorkoutCatalogue } from './workoutCatalogue';

/**
 * An app's workouts, exercises and alternates change only through a content import (a new app), so they are
 * kept for a minute like the page index, and forgotten with the app's pages (forgetAppPages): logging a set
 * reads its workout from memory.
 */
const CATALOGUE_TTL_MS = 60_000;

/**
 * A member's swaps, kept as briefly as their other member data (spec §3 login lists): every swap or reset
 * forgets them at once, in this process and through the cache peers in every other API process.
 */
const SWAPS_TTL_MS = 5_000;

/** A member's swaps, in the order they made them, and by the coach's exercise. */
export interface MemberSwaps {
  list: readonly ExerciseSwap[];
  byExercise: ReadonlyMap<string, string>;
}

export interface WorkoutCaches {
  catalogues: TtlCache<WorkoutCatalogue>;
  /** Catalogue reads under way, by app id: concurrent misses share one. */
  loading: Map<string, Promise<WorkoutCatalogue>>;
  swaps: TtlCache<MemberSwaps>;
  /** Bumped by every forget, so a swaps read that started before a write cannot cache what it read. */
  swapsGeneration: number;
}

export function createWorkoutCaches(): WorkoutCaches {
  return {
    catalogues: new TtlCache<WorkoutCatalogue>(CATALOGUE_TTL_MS, 1_000),
    loading: new Map(),
    swaps: new TtlCache<MemberSwaps>(SWAPS_TTL_MS, 10_000),
    swapsGeneration: 0,
  };
}
