import type { AppCaches } from '../cache/AppCaches';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AccessResponse,
  ProgramsResponse,
  ProgramSubscriptionResponse,
  ProgramSubscriptionsResponse,
} from '@stride/shared';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import { programSubscriptions } from '../db/schema';
import { AppError } from '../errors/AppError';
import { forgetMemberData } from '../members/memberData';
import {
  accessOf,
  isHidden,
  isUuid,
  joinAccessOf,
  memberAccess,
  pageOfType,
  readerAccess,
  requireGranted,
  type MemberAccess,
} from './catalogueAccess';
import { pagesInTreeOrder } from './pageSummary';
import { programOf, stagesOf } from './programOf';
import {
  completeProgram,
  completeStage,
  findProgramSubscription,
  startProgressRoot,
  subscribeToProgram,
  toProgramSubscription,
  uncompleteStage,
  type ProgramSubscriptionKey,
  type ProgramSubscriptionRow,
} from './programSubscriptions';
import { pageAccessResultSchema } from '../http/responseSchemas';
import {
  programSubscriptionResponseSchema,
  programSubscriptionsResponseSchema,
  programsResponseSchema,
} from './catalogueResponseSchemas';

const programParams = z.object({ id: z.string() });
const stageParams = z.object({ id: z.string(), stageId: z.string() });

function keyOf(access: MemberAccess, programId: string): ProgramSubscriptionKey {
  return { appId: access.member.user.appId, userId: access.member.user.id, programId };
}

/**
 * The member's subscription to a program and the stage named in the path. Spec §4: acting on a stage of a
 * program the member does not follow is "Program Not Found"; a stage that is not one of its children is
 * stage_not_found.
 */
async function subscribedStage(db: AppDatabase, access: MemberAccess, params: z.infer<typeof stageParams>) {
  const program = pageOfType(access.index, params.id, 'program', 'program_not_found');
  const key = keyOf(access, program.id);
  if (!(await findProgramSubscription(db, key))) throw new AppError('program_not_found');
  const stages = stagesOf(access.index, program.id);
  const stage = isUuid(params.stageId) ? stages.find((s) => s.id === params.stageId.toLowerCase()) : undefined;
  if (!stage) throw new AppError('stage_not_found');
  return { key, stage, stageIds: stages.map((s) => s.id) };
}

/** The subscription a write just returned (null only if it was deleted in between); the login lists are forgotten. */
function afterWrite(
  caches: AppCaches,
  userId: string,
  row: ProgramSubscriptionRow | null,
): ProgramSubscriptionResponse {
  if (!row) throw new AppError('program_not_found');
  forgetMemberData(caches, userId);
  return { program_subscription: toProgramSubscription(row) };
}

/** Spec §7 Programs: a program is a page of type `program`, its stages its direct children. */
export function programRoutes(scope: ZodScope, db: AppDatabase): void {
  const { caches } = scope;
  /** GET /programs → {programs}: every program the asker may know of (not denied IS_PRIVATE), with stages. */
  scope.get(
    '/programs',
    { config: { member: 'optional' }, schema: { response: { 200: programsResponseSchema } } },
    async (request): Promise<ProgramsResponse> => {
      const access = await readerAccess(db, request);
      const programs = pagesInTreeOrder(access.index).filter(
        (page) => page.type === 'program' && !isHidden(accessOf(access, page.id)),
      );
      return { programs: programs.map((page) => programOf(access.index, page)) };
    },
  );

  /** GET /programs/subscriptions → {program_subscriptions} of the member, oldest first. */
  scope.get(
    '/programs/subscriptions',
    { config: { member: 'required' }, schema: { response: { 200: programSubscriptionsResponseSchema } } },
    async (request): Promise<ProgramSubscriptionsResponse> => {
      const access = await memberAccess(db, request);
      const rows = await db
        .select()
        .from(programSubscriptions)
        .where(
          and(eq(programSubscriptions.appId, request.app.id), eq(programSubscriptions.userId, access.member.user.id)),
        )
        .orderBy(asc(programSubscriptions.createdAt));
      // A program unpublished since is not followed any more.
      const live = rows.filter((row) => access.index.byId.get(row.programId)?.type === 'program');
      return { program_subscriptions: live.map(toProgramSubscription) };
    },
  );

  /** GET /programs/{id}/access → the engine's PageAccessResult for the asker (guests too). */
  scope.get(
    '/programs/:id/access',
    { config: { member: 'optional' }, schema: { response: { 200: pageAccessResultSchema }, params: programParams } },
    async (request): Promise<AccessResponse> => {
      const access = await readerAccess(db, request);
      return accessOf(access, pageOfType(access.index, request.params.id, 'program', 'program_not_found').id);
    },
  );

  /** POST /programs/{id}/subscribe → {program_subscription}; needs access to the program; idempotent. */
  scope.post(
    '/programs/:id/subscribe',
    {
      config: { member: 'required' },
      schema: { response: { 200: programSubscriptionResponseSchema }, params: programParams },
    },
    async (request): Promise<ProgramSubscriptionResponse> => {
      const access = await memberAccess(db, request);
      const program = pageOfType(access.index, request.params.id, 'program', 'program_not_found');
      requireGranted(joinAccessOf(access, program.id));
      const subscription = await subscribeToProgram(db, keyOf(access, program.id));
      // Following a program that drips is starting it: its pages unlock counting from now.
      if (program.access.is_progress_root) await startProgressRoot(db, keyOf(access, program.id));
      return afterWrite(caches, access.member.user.id, subscription);
    },
  );

  /** POST /programs/{id}/stages/{stageId}/complete → {program_subscription}; the stage must be open to the member. */
  scope.post(
    '/programs/:id/stages/:stageId/complete',
    {
      config: { member: 'required' },
      schema: { response: { 200: programSubscriptionResponseSchema }, params: stageParams },
    },
    async (request): Promise<ProgramSubscriptionResponse> => {
      const access = await memberAccess(db, request);
      const { key, stage, stageIds } = await subscribedStage(db, access, request.params);
      // A drip stage that has not unlocked yet, or a paid one after the purchase ended, cannot be done.
      requireGranted(joinAccessOf(access, stage.id));
      return afterWrite(caches, access.member.user.id, await completeStage(db, key, stage.id, stageIds));
    },
  );

  /** DELETE /programs/{id}/stages/{stageId} → {program_subscription}: the stage is not complete any more. */
  scope.delete(
    '/programs/:id/stages/:stageId',
    {
      config: { member: 'required' },
      schema: { response: { 200: programSubscriptionResponseSchema }, params: stageParams },
    },
    async (request): Promise<ProgramSubscriptionResponse> => {
      const access = await memberAccess(db, request);
      const { key, stage } = await subscribedStage(db, access, request.params);
      return afterWrite(caches, access.member.user.id, await uncompleteStage(db, key, stage.id));
    },
  );

  /**
   * POST /programs/{id}/complete → {program_subscription}: every stage complete, completed_at set; only when
   * every stage is open to the member, as completing each one alone would need.
   */
  scope.post(
    '/programs/:id/complete',
    {
      config: { member: 'required' },
      schema: { response: { 200: programSubscriptionResponseSchema }, params: programParams },
    },
    async (request): Promise<ProgramSubscriptionResponse> => {
      const access = await memberAccess(db, request);
      const program = pageOfType(access.index, request.params.id, 'program', 'program_not_found');
      const key = keyOf(access, program.id);
      if (!(await findProgramSubscription(db, key))) throw new AppError('program_not_found');
      requireGranted(joinAccessOf(access, program.id));
      const stages = stagesOf(access.index, program.id);
      // Each stage as if completed alone: a drip stage still locked (or a paid one) makes the whole 403,
      // with the first locked stage's answer.
      for (const stage of stages) requireGranted(joinAccessOf(access, stage.id));
      const stageIds = stages.map((stage) => stage.id);
      return afterWrite(caches, access.member.user.id, await completeProgram(db, key, stageIds));
    },
  );
}
