import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError, type ZodIssue } from 'zod';
import type { ApiErrorBody } from '@stride/shared';
import { AppError } from './AppError';
import { ERROR_CODES, codeForStatus, type ErrorCode } from './errorCodes';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

export function errorBody(code: ErrorCode, message: string = ERROR_CODES[code].message, field?: string): ApiErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

function issueBody(issue: ZodIssue | undefined, context?: string): ApiErrorBody {
  if (!issue) return errorBody('invalid_input');
  const field = issue.path.length > 0 ? issue.path.join('.') : (context ?? 'body');
  // Custom issues carry the member-facing texts of spec §5 (shared validators): shown as they are, beside the field.
  const message = issue.code === 'custom' ? issue.message : `${field}: ${issue.message}`;
  return errorBody('invalid_input', message, field);
}

/**
 * The one error handler: every failure becomes `{ error: { code, message, field? } }` with a proper
 * status. Bad input is always a 4xx; only our own faults are 500, and those never leak details.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    return reply.status(error.status).send({ ...error.extra, ...errorBody(error.code, error.message, error.field) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply.status(400).send(issueBody(first?.params.issue, error.validationContext));
  }
  if (error instanceof ZodError) {
    return reply.status(400).send(issueBody(error.issues[0]));
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return reply.status(ERROR_CODES[mapped].status).send(errorBody(mapped));

  const status = fastifyError.statusCode;
  if (!isResponseSerializationError(error) && status !== undefined && status >= 400 && status < 500) {
    const code = codeForStatus(status);
    return reply.status(status).send(errorBody(code, fastifyError.message || ERROR_CODES[code].message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody('internal_error'));
}
