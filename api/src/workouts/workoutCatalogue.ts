import { and, asc, eq } from 'drizzle-orm';
import type { ExerciseSummary, Video } from '@stride/shared';
import { videoSchema } from '@stride/shared/schemas';
import type { AppCaches } from '../cache/AppCaches';
import { readThrough } from '../cache/readThrough';
import type { AppDatabase } from '../db/AppDatabase';
import type { StoredWorkout, StoredWorkoutGroup, StoredWorkoutItem } from '../db/jsonColumns';
import { exerciseAlternates, pages, workouts } from '../db/schema';

/** An exercise page as workouts show it, with its page's description. */
export interface ExercisePage {
  summary: ExerciseSummary;
  description: string | null;
}

export interface CatalogueGroup {
  group: StoredWorkoutGroup;
  items: ReadonlyMap<string, StoredWorkoutItem>;
}

export interface CatalogueWorkout {
  id: string;
  title: string;
  /** The page that holds the workout: its access rules govern it. */
  pageId: string | null;
  definition: StoredWorkout;
  groups: ReadonlyMap<string, CatalogueGroup>;
}

/** One app's workouts, exercise pages and the alternates its coach allows, by id. */
export interface WorkoutCatalogue {
  workouts: ReadonlyMap<string, CatalogueWorkout>;
  /** Every workout's items by id, with the workout that holds them. */
  items: ReadonlyMap<string, { workout: CatalogueWorkout; item: StoredWorkoutItem }>;
  exercises: ReadonlyMap<string, ExercisePage>;
  /** Exercise id → the ids of its alternates, in the coach's order. */
  alternates: ReadonlyMap<string, readonly string[]>;
}

/**
 * An exercise page's video is its `video` attribute: typed (`{type: 'video', value: {provider, id}}`) as the
 * content file writes it, or the video itself. Anything else is no video.
 */
export function exerciseVideo(attributes: Record<string, unknown>): Video | null {
  const attribute = attributes.video;
  if (typeof attribute !== 'object' || attribute === null) return null;
  const typed = attribute as { type?: unknown; value?: unknown };
  const parsed = videoSchema.safeParse(typed.type === 'video' ? typed.value : attribute);
  return parsed.success ? parsed.data : null;
}

async function readCatalogue(db: AppDatabase, appId: string): Promise<WorkoutCatalogue> {
  // Every exercise page, published or not: a workout names its exercises whatever the pages' state.
  const [workoutRows, exerciseRows, alternateRows] = await Promise.all([
    db.select().from(workouts).where(eq(workouts.appId, appId)),
    db
      .select({
        id: pages.id,
        title: pages.title,
        path: pages.path,
        imageUrl: pages.imageUrl,
        description: pages.description,
        attributes: pages.attributes,
      })
      .from(pages)
      .where(and(eq(pages.appId, appId), eq(pages.type, 'exercise'))),
    db
      .select({ exerciseId: exerciseAlternates.exerciseId, alternateId: exerciseAlternates.alternateId })
      .from(exerciseAlternates)
      .where(eq(exerciseAlternates.appId, appId))
      .orderBy(asc(exerciseAlternates.exerciseId), asc(exerciseAlternates.position)),
  ]);
  const byId = new Map<string, CatalogueWorkout>();
  const items = new Map<string, { workout: CatalogueWorkout; item: StoredWorkoutItem }>();
  for (const row of workoutRows) {
    const groups = new Map<string, CatalogueGroup>();
    const workout: CatalogueWorkout = {
      id: row.id,
      title: row.title,
      pageId: row.pageId,
      definition: row.definition,
      groups,
    };
    for (const group of row.definition.groups) {
      groups.set(group.id.toLowerCase(), {
        group,
        items: new Map(group.items.map((item) => [item.id.toLowerCase(), item])),
      });
      for (const item of group.items) items.set(item.id.toLowerCase(), { workout, item });
    }
    byId.set(row.id, workout);
  }
  const exercises = new Map<string, ExercisePage>(
    exerciseRows.map((row) => [
      row.id,
      {
        summary: {
          id: row.id,
          title: row.title,
          path: row.path,
          image_url: row.imageUrl,
          video: exerciseVideo(row.attributes),
        },
        description: row.description,
      },
    ]),
  );
  const alternates = new Map<string, string[]>();
  for (const { exerciseId, alternateId } of alternateRows) {
    const list = alternates.get(exerciseId) ?? [];
    list.push(alternateId);
    alternates.set(exerciseId, list);
  }
  return { workouts: byId, items, exercises, alternates };
}

/** The app's workout catalogue, from memory when fresh; concurrent misses share one read. */
export function loadWorkoutCatalogue(db: AppDatabase, caches: AppCaches, appId: string): Promise<WorkoutCatalogue> {
  const { catalogues, loading } = caches.workouts;
  return readThrough(catalogues, loading, appId, () => readCatalogue(db, appId));
}
