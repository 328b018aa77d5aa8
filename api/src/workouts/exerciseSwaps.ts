import { and, asc, eq } from 'drizzle-orm';
import type { ExerciseSwap } from '@stride/shared';
import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { exerciseSwaps } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { MemberSwaps } from './workoutCaches';
import type { WorkoutCatalogue } from './workoutCatalogue';

/** The member's swaps (spec §3 exercise swap), from memory when read recently. */
export async function loadMemberSwaps(db: AppDatabase, caches: AppCaches, userId: string): Promise<MemberSwaps> {
  const { workouts } = caches;
  const cached = workouts.swaps.get(userId);
  if (cached) return cached;
  const startedAt = workouts.swapsGeneration;
  const rows = await db
    .select({ exercise_id: exerciseSwaps.exerciseId, alternate_id: exerciseSwaps.alternateId })
    .from(exerciseSwaps)
    .where(eq(exerciseSwaps.userId, userId))
    .orderBy(asc(exerciseSwaps.createdAt));
  const swaps: MemberSwaps = {
    list: rows,
    byExercise: new Map(rows.map((row) => [row.exercise_id, row.alternate_id])),
  };
  if (startedAt === workouts.swapsGeneration) workouts.swaps.set(userId, swaps);
  return swaps;
}

/** The login response's exercise_swaps. */
export async function exerciseSwapsOf(db: AppDatabase, caches: AppCaches, userId: string): Promise<ExerciseSwap[]> {
  return [...(await loadMemberSwaps(db, caches, userId)).list];
}

/** Every write of a member's swaps: the login response and workouts read them anew, in every API process. */
function forgetMemberSwaps(caches: AppCaches, userId: string): void {
  invalidateCaches(caches, { kind: 'member_swaps', userId });
}

/**
 * The exercise the member does where a workout names `exerciseId`: the alternate they swapped it for while the
 * coach still allows it, else the coach's own.
 */
export function swappedExercise(catalogue: WorkoutCatalogue, swaps: MemberSwaps, exerciseId: string): string {
  const alternate = swaps.byExercise.get(exerciseId);
  if (alternate === undefined) return exerciseId;
  return catalogue.alternates.get(exerciseId)?.includes(alternate) ? alternate : exerciseId;
}

/** An exercise page of this app by id: 404 exercise_not_found for a malformed, unknown or other app's id. */
export function exerciseIdOf(catalogue: WorkoutCatalogue, id: string): string {
  const normalised = id.toLowerCase();
  if (!isUuid(normalised) || !catalogue.exercises.has(normalised)) throw new AppError('exercise_not_found');
  return normalised;
}

/**
 * POST /subscribers/swap_exercise: the alternate must be one the coach allows for the exercise (400
 * invalid_alternate). Replaces the member's earlier swap of that exercise.
 */
export async function swapExercise(
  db: AppDatabase,
  caches: AppCaches,
  catalogue: WorkoutCatalogue,
  member: { appId: string; userId: string },
  request: ExerciseSwap,
): Promise<ExerciseSwap> {
  const exerciseId = exerciseIdOf(catalogue, request.exercise_id);
  const alternateId = request.alternate_id.toLowerCase();
  if (!catalogue.alternates.get(exerciseId)?.includes(alternateId)) {
    throw new AppError('invalid_alternate', undefined, { field: 'alternate_id' });
  }
  await db
    .insert(exerciseSwaps)
    .values({ appId: member.appId, userId: member.userId, exerciseId, alternateId })
    .onConflictDoUpdate({
      target: [exerciseSwaps.userId, exerciseSwaps.exerciseId],
      set: { alternateId, createdAt: new Date() },
    });
  forgetMemberSwaps(caches, member.userId);
  return { exercise_id: exerciseId, alternate_id: alternateId };
}

/** POST /subscribers/reset_exercise: the member does the coach's exercise again (no swap to remove is fine). */
export async function resetExercise(
  db: AppDatabase,
  caches: AppCaches,
  catalogue: WorkoutCatalogue,
  userId: string,
  id: string,
): Promise<{ exercise_id: string }> {
  const exerciseId = exerciseIdOf(catalogue, id);
  await db.delete(exerciseSwaps).where(and(eq(exerciseSwaps.userId, userId), eq(exerciseSwaps.exerciseId, exerciseId)));
  forgetMemberSwaps(caches, userId);
  return { exercise_id: exerciseId };
}
