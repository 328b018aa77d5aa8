import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FormResponse, FormSubmissionResponse } from '@stride/shared';
import {
  formSubmitRequestSchema,
  submissionListQuerySchema,
  submissionValuesRequestSchema,
  submissionsNumberQuerySchema,
} from '@stride/shared/schemas';
import { loadAppPages } from '../access/appPageIndex';
import { signedInMember, type SignedInMember } from '../auth/registerMember';
import { isUuid, memberAccess } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { handleError } from '../errors/errorHandler';
import { noContentSchema } from '../http/responseSchemas';
import { imageTooLarge } from './formImages';
import {
  formResponseSchema,
  formSubmissionCountSchema,
  formSubmissionListSchema,
  formSubmissionResponseSchema,
} from './formResponseSchemas';
import { countSubmissions, findSubmission, listSubmissions } from './formSubmissions';
import { findFormSubmissionBlock } from './findFormSubmissionBlock';
import { loadForm } from './loadForm';
import { FORM_BODY_LIMIT, multipartBodyReader, uploadedFilesOf } from './multipartBodyReader';
import { createSubmission, deleteSubmission, editSubmission } from './saveSubmission';
import { toFormSubmission } from './toFormSubmission';

const formParams = z.object({ id: z.string().max(64) });
const submissionParams = z.object({ id: z.string().max(64), submissionId: z.string().max(64) });
const blockParams = z.object({ blockId: z.string().max(200) });
/** The bodies of submit and edit: JSON, or multipart (a `payload` part and image files), documented as both. */
const BODY_TYPES = ['application/json', 'multipart/form-data'] as const;

/** Spec §6: an admin (isAdmin, or the account's owner) reads every member's submissions and a quiz's answers. */
function isAdmin({ user }: SignedInMember): boolean {
  return user.isAdmin || user.isAccountAdmin;
}

/** A body beyond the route's limit can only be images (text answers fit well within it): the §5 message. */
function imageBodyErrors(bodyKey: string) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) =>
    handleError(
      (error as Partial<FastifyError>).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? imageTooLarge(bodyKey) : error,
      request,
      reply,
    );
}

/**
 * Spec §7 Forms: a form, submitting it (JSON with data URLs, or multipart with image files), the member's
 * submissions (an admin reads all of the app's) and counts. Every route is a signed-in member's, inside their app;
 * a member changes only their own submissions.
 */
export async function formRoutes(
  instance: FastifyInstance,
  { db, dataDir }: { db: AppDatabase; dataDir: string },
): Promise<void> {
  // Only these routes take multipart bodies: the parser is registered in this plugin's scope.
  await instance.register(multipart);
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;

  /** The page a submission was made on: one of the app's published pages, or a 400 naming page_id. */
  async function pageOfApp(request: FastifyRequest, pageId: string | null): Promise<string | null> {
    if (pageId === null) return null;
    const index = await loadAppPages(db, request.server.caches, request.app.id);
    const page = isUuid(pageId) ? index.byId.get(pageId.toLowerCase()) : undefined;
    if (!page) throw new AppError('invalid_input', 'This page is not part of the app', { field: 'page_id' });
    return page.id;
  }

  /** GET /forms/{id} → {form}; a quiz's correct answers only for admins (members see them once they submit). */
  scope.get(
    '/forms/:id',
    { config: member, schema: { params: formParams, response: { 200: formResponseSchema } } },
    async (request): Promise<FormResponse> => {
      const admin = isAdmin(signedInMember(request));
      const { id, title, definition } = await loadForm(db, request.app.id, request.params.id);
      const fields = admin
        ? definition.form_fields
        : definition.form_fields.map((field) => ({ ...field, correct_answer: null }));
      return { form: { ...definition, id, title, form_fields: fields } };
    },
  );

  /** POST /forms/{id}/submit {triggering_item, trigger, submitted_values, page_id, capture_status} → 201 {submission}. */
  scope.post(
    '/forms/:id/submit',
    {
      config: member,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: multipartBodyReader('submitted_values'),
      errorHandler: imageBodyErrors('submitted_values'),
      schema: {
        consumes: BODY_TYPES,
        params: formParams,
        body: formSubmitRequestSchema,
        response: { 201: formSubmissionResponseSchema },
      },
    },
    async (request, reply): Promise<FormSubmissionResponse> => {
      const { user } = signedInMember(request);
      const form = await loadForm(db, request.app.id, request.params.id);
      const pageId = await pageOfApp(request, request.body.page_id);
      const row = await createSubmission(db, dataDir, {
        appId: request.app.id,
        userId: user.id,
        form,
        body: { ...request.body, page_id: pageId },
        files: uploadedFilesOf(request),
      });
      void reply.status(201);
      return { submission: toFormSubmission(row, form, user.name) };
    },
  );

  /** GET /forms/{id}/submissions ?page → the member's submissions of the form (an admin: every member's). */
  scope.get(
    '/forms/:id/submissions',
    {
      config: member,
      schema: {
        params: formParams,
        querystring: submissionListQuerySchema,
        response: { 200: formSubmissionListSchema },
      },
    },
    async (request) => {
      const signedIn = signedInMember(request);
      const form = await loadForm(db, request.app.id, request.params.id);
      const userId = isAdmin(signedIn) ? null : signedIn.user.id;
      return listSubmissions(db, { appId: request.app.id, userId, formId: form.id }, request.query.page);
    },
  );

  /** GET /forms_submissions ?page → the member's submissions of every form (an admin: every member's). */
  scope.get(
    '/forms_submissions',
    { config: member, schema: { querystring: submissionListQuerySchema, response: { 200: formSubmissionListSchema } } },
    async (request) => {
      const signedIn = signedInMember(request);
      const userId = isAdmin(signedIn) ? null : signedIn.user.id;
      return listSubmissions(db, { appId: request.app.id, userId }, request.query.page);
    },
  );

  /**
   * GET /forms_submissions_dynamic/{blockId} ?page → the submissions of the form a `form_submission` block names,
   * for a member who may open the block's page (403 access_denied otherwise).
   */
  scope.get(
    '/forms_submissions_dynamic/:blockId',
    {
      config: member,
      schema: {
        params: blockParams,
        querystring: submissionListQuerySchema,
        response: { 200: formSubmissionListSchema },
      },
    },
    async (request) => {
      const access = await memberAccess(db, request);
      const { formId } = await findFormSubmissionBlock(db, access, request.params.blockId);
      const userId = isAdmin(access.member) ? null : access.member.user.id;
      return listSubmissions(db, { appId: request.app.id, userId, formId }, request.query.page);
    },
  );

  /** GET /forms/{id}/submissions/{submissionId} → {submission}: the member's own, or (an admin) any of the app's. */
  scope.get(
    '/forms/:id/submissions/:submissionId',
    { config: member, schema: { params: submissionParams, response: { 200: formSubmissionResponseSchema } } },
    async (request): Promise<FormSubmissionResponse> => {
      const signedIn = signedInMember(request);
      const form = await loadForm(db, request.app.id, request.params.id);
      const userId = isAdmin(signedIn) ? null : signedIn.user.id;
      const { row, memberName } = await findSubmission(
        db,
        { appId: request.app.id, userId, formId: form.id },
        request.params.submissionId,
      );
      return { submission: toFormSubmission(row, form, memberName) };
    },
  );

  /** PUT /forms/{id}/submissions/{submissionId}/values {submission_values} → {submission}: the member's own only. */
  scope.put(
    '/forms/:id/submissions/:submissionId/values',
    {
      config: member,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: multipartBodyReader('submission_values'),
      errorHandler: imageBodyErrors('submission_values'),
      schema: {
        consumes: BODY_TYPES,
        params: submissionParams,
        body: submissionValuesRequestSchema,
        response: { 200: formSubmissionResponseSchema },
      },
    },
    async (request): Promise<FormSubmissionResponse> => {
      const { user } = signedInMember(request);
      const form = await loadForm(db, request.app.id, request.params.id);
      const row = await editSubmission(
        db,
        dataDir,
        { appId: request.app.id, userId: user.id, form, submissionId: request.params.submissionId },
        request.body.submission_values,
        uploadedFilesOf(request),
      );
      return { submission: toFormSubmission(row, form, user.name) };
    },
  );

  /** DELETE /forms/{id}/submissions/{submissionId} → 204: the member's own only. */
  scope.delete(
    '/forms/:id/submissions/:submissionId',
    { config: member, schema: { params: submissionParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { user } = signedInMember(request);
      const form = await loadForm(db, request.app.id, request.params.id);
      await deleteSubmission(db, dataDir, {
        appId: request.app.id,
        userId: user.id,
        form,
        submissionId: request.params.submissionId,
      });
      return reply.status(204).send();
    },
  );

  /** GET /forms/{id}/submissions_count → {count} of the member's own submissions of the form. */
  scope.get(
    '/forms/:id/submissions_count',
    { config: member, schema: { params: formParams, response: { 200: formSubmissionCountSchema } } },
    async (request) => {
      const { user } = signedInMember(request);
      const form = await loadForm(db, request.app.id, request.params.id);
      return { count: await countSubmissions(db, { appId: request.app.id, userId: user.id, formId: form.id }) };
    },
  );

  /** GET /forms_submissions_number ?form_type → {count} of the member's submissions (of forms of that type). */
  scope.get(
    '/forms_submissions_number',
    {
      config: member,
      schema: { querystring: submissionsNumberQuerySchema, response: { 200: formSubmissionCountSchema } },
    },
    async (request) => {
      const { user } = signedInMember(request);
      return {
        count: await countSubmissions(db, { appId: request.app.id, userId: user.id }, request.query.form_type),
      };
    },
  );
}
