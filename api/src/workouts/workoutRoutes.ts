import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  ExerciseHistory,
  ExerciseResponse,
  ExerciseSwap,
  WorkoutActivityResponse,
  WorkoutResponse,
  WorkoutSessionList,
  WorkoutSessionResponse,
} from '@stride/shared';
import {
  exerciseResetRequestSchema,
  exerciseSwapRequestSchema,
  workoutActivityRequestSchema,
  workoutListQuerySchema,
  workoutSessionRequestSchema,
  workoutSessionUpdateSchema,
} from '@stride/shared/schemas';
import { loadAppPages } from '../access/appPageIndex';
import { signedInMember, type SignedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { requirePageAccess } from '../progress/progressPage';
import { createActivityWriter } from './activityWriter';
import { exerciseHistory } from './exerciseHistory';
import { exerciseIdOf, loadMemberSwaps, resetExercise, swapExercise } from './exerciseSwaps';
import { lastSetsFor } from './lastSets';
import { logWorkoutActivity } from './workoutActivityLog';
import { loadWorkoutCatalogue, type CatalogueWorkout, type WorkoutCatalogue } from './workoutCatalogue';
import {
  activeSessionOf,
  findMemberSession,
  listSessions,
  sessionWithActivities,
  startSession,
  updateSession,
} from './workoutSessions';
import {
  activityResponseSchema,
  exerciseHistorySchema,
  exerciseResetResponseSchema,
  exerciseResponseSchema,
  exerciseSwapResponseSchema,
  sessionListSchema,
  sessionResponseSchema,
  workoutResponseSchema,
} from './workoutResponseSchemas';
import { itemExerciseFor, workoutFor } from './workoutView';

const workoutParams = z.object({ id: z.string() });
const sessionParams = z.object({ id: z.string(), sessionId: z.string() });
const itemParams = z.object({ itemId: z.string() });

/** A workout of this app by id: 404 workout_not_found for a malformed, unknown or other app's id. */
function workoutOf(catalogue: WorkoutCatalogue, id: string): CatalogueWorkout {
  const workout = catalogue.workouts.get(id.toLowerCase());
  if (!workout) throw new AppError('workout_not_found');
  return workout;
}

/**
 * The workout's page decides who may do it, by the same rules as reading the page (403 access_denied with the
 * engine's reason). A workout whose page is unpublished is not found; one on no page is open to members.
 */
async function requireWorkoutAccess(
  db: AppDatabase,
  request: FastifyRequest,
  workout: CatalogueWorkout,
  member: SignedInMember,
): Promise<void> {
  if (workout.pageId === null) return;
  const index = await loadAppPages(db, request.server.caches, request.app.id);
  const page = index.byId.get(workout.pageId);
  if (!page) throw new AppError('workout_not_found');
  await requirePageAccess(db, request, { index, page }, member);
}

/**
 * Spec §7 Workouts, and the member's exercise swaps (spec §7 Subscriber data). Every route is the signed-in
 * member's, inside their app; sessions and history are their own only.
 */
export async function workoutRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const { caches } = instance;
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;
  const catalogueOf = (request: FastifyRequest) => loadWorkoutCatalogue(db, caches, request.app.id);
  const writer = createActivityWriter(db);

  /** GET /workouts/{id} → the workout with the member's swaps, their active session and last time's sets. */
  scope.get(
    '/workouts/:id',
    { config: member, schema: { params: workoutParams, response: { 200: workoutResponseSchema } } },
    async (request): Promise<WorkoutResponse> => {
      const signedIn = signedInMember(request);
      const catalogue = await catalogueOf(request);
      const stored = workoutOf(catalogue, request.params.id);
      await requireWorkoutAccess(db, request, stored, signedIn);
      const userId = signedIn.user.id;
      const workout = workoutFor(catalogue, await loadMemberSwaps(db, caches, userId), stored);
      const [active, lastSets] = await Promise.all([
        activeSessionOf(db, userId, stored),
        lastSetsFor(db, userId, workout),
      ]);
      return {
        workout,
        active_session: active && (await sessionWithActivities(db, stored, active)),
        last_sets: lastSets,
      };
    },
  );

  /** POST /workouts/{id}/session {session_mode, page_id} → 201 {session}, or 200 with the active one. */
  scope.post(
    '/workouts/:id/session',
    {
      config: member,
      schema: {
        params: workoutParams,
        body: workoutSessionRequestSchema.nullish(),
        response: { 200: sessionResponseSchema, 201: sessionResponseSchema },
      },
    },
    async (request, reply): Promise<WorkoutSessionResponse> => {
      const signedIn = signedInMember(request);
      const workout = workoutOf(await catalogueOf(request), request.params.id);
      await requireWorkoutAccess(db, request, workout, signedIn);
      const index = await loadAppPages(db, caches, request.app.id);
      const body = request.body ?? workoutSessionRequestSchema.parse({});
      const member = { appId: request.app.id, userId: signedIn.user.id };
      const { created, session } = await startSession(db, index, member, workout, body);
      void reply.status(created ? 201 : 200);
      return { session };
    },
  );

  /** PUT /workouts/{id}/session/{sessionId} {page_id?, session_mode?} → {session}. */
  scope.put(
    '/workouts/:id/session/:sessionId',
    {
      config: member,
      schema: { params: sessionParams, body: workoutSessionUpdateSchema, response: { 200: sessionResponseSchema } },
    },
    async (request): Promise<WorkoutSessionResponse> => {
      const { user } = signedInMember(request);
      const workout = workoutOf(await catalogueOf(request), request.params.id);
      const row = await findMemberSession(db, user.id, workout, request.params.sessionId);
      const index = await loadAppPages(db, caches, request.app.id);
      return { session: await updateSession(db, index, workout, row, request.body) };
    },
  );

  /** GET /workouts/{id}/sessions ?page → the member's sessions, newest first. */
  scope.get(
    '/workouts/:id/sessions',
    {
      config: member,
      schema: { params: workoutParams, querystring: workoutListQuerySchema, response: { 200: sessionListSchema } },
    },
    async (request): Promise<WorkoutSessionList> => {
      const { user } = signedInMember(request);
      const workout = workoutOf(await catalogueOf(request), request.params.id);
      return listSessions(db, user.id, workout, request.query.page);
    },
  );

  /** GET /workouts/{id}/session/{sessionId} → {session} with its activities and, once finished, its summary. */
  scope.get(
    '/workouts/:id/session/:sessionId',
    { config: member, schema: { params: sessionParams, response: { 200: sessionResponseSchema } } },
    async (request): Promise<WorkoutSessionResponse> => {
      const { user } = signedInMember(request);
      const workout = workoutOf(await catalogueOf(request), request.params.id);
      const row = await findMemberSession(db, user.id, workout, request.params.sessionId);
      return { session: await sessionWithActivities(db, workout, row) };
    },
  );

  /**
   * POST /workouts/{id}/session/{sessionId}/activity → 201 {activity, session}; a repeated client_id → 200 with
   * the first. 409 workout_session_finished once the session has finished.
   */
  scope.post(
    '/workouts/:id/session/:sessionId/activity',
    {
      config: member,
      schema: {
        params: sessionParams,
        body: workoutActivityRequestSchema,
        response: { 200: activityResponseSchema, 201: activityResponseSchema },
      },
    },
    async (request, reply): Promise<WorkoutActivityResponse> => {
      const { user } = signedInMember(request);
      const catalogue = await catalogueOf(request);
      const workout = workoutOf(catalogue, request.params.id);
      const { created, response } = await logWorkoutActivity(
        db,
        caches,
        writer,
        catalogue,
        user.id,
        workout,
        request.params.sessionId,
        request.body,
      );
      void reply.status(created ? 201 : 200);
      return response;
    },
  );

  /** GET /workout_group_items/{itemId}/exercise → the item's exercise as the member does it. */
  scope.get(
    '/workout_group_items/:itemId/exercise',
    { config: member, schema: { params: itemParams, response: { 200: exerciseResponseSchema } } },
    async (request): Promise<ExerciseResponse> => {
      const { user } = signedInMember(request);
      const catalogue = await catalogueOf(request);
      const found = catalogue.items.get(request.params.itemId.toLowerCase());
      if (!found) throw new AppError('workout_item_not_found');
      return { exercise: itemExerciseFor(catalogue, await loadMemberSwaps(db, caches, user.id), found.item) };
    },
  );

  /** GET /exercises/{id}/history ?page → the member's sets of the exercise and their bests at it. */
  scope.get(
    '/exercises/:id/history',
    {
      config: member,
      schema: { params: workoutParams, querystring: workoutListQuerySchema, response: { 200: exerciseHistorySchema } },
    },
    async (request): Promise<ExerciseHistory> => {
      const { user } = signedInMember(request);
      const catalogue = await catalogueOf(request);
      const exerciseId = exerciseIdOf(catalogue, request.params.id);
      return exerciseHistory(db, catalogue, user.id, exerciseId, request.query.page);
    },
  );

  /** POST /subscribers/swap_exercise {exercise_id, alternate_id} → the same pair (spec §5: both required). */
  scope.post(
    '/subscribers/swap_exercise',
    {
      config: member,
      schema: { body: exerciseSwapRequestSchema, response: { 200: exerciseSwapResponseSchema } },
    },
    async (request): Promise<ExerciseSwap> => {
      const { user } = signedInMember(request);
      const catalogue = await catalogueOf(request);
      return swapExercise(db, caches, catalogue, { appId: request.app.id, userId: user.id }, request.body);
    },
  );

  /** POST /subscribers/reset_exercise {exercise_id} → {exercise_id}: the coach's exercise again. */
  scope.post(
    '/subscribers/reset_exercise',
    {
      config: member,
      schema: { body: exerciseResetRequestSchema, response: { 200: exerciseResetResponseSchema } },
    },
    async (request): Promise<{ exercise_id: string }> => {
      const { user } = signedInMember(request);
      const catalogue = await catalogueOf(request);
      return resetExercise(db, caches, catalogue, user.id, request.body.exercise_id);
    },
  );
}
