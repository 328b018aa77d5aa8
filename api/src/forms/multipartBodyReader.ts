import type { FastifyError, FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import { AppError } from '../errors/AppError';
import { rejectNulCharacters } from '../http/rejectNulCharacters';
import { imageTooLarge } from './formImages';

/**
 * A JSON body carries at most one image at its limit as a data URL (base64: 4 characters per 3 bytes) and 1 MiB
 * for everything else; 500 answers of up to 20,000 characters fit in the rest. More images go as multipart files.
 */
export const FORM_BODY_LIMIT = Math.ceil(UPLOAD_LIMIT_BYTES / 3) * 4 + 1024 * 1024;

/** Image files one multipart body may carry, each up to the upload limit (they are held in memory until stored). */
export const MAX_IMAGE_FILES = 10;

/** The name of the multipart part holding the JSON body; files are named by their form_field_id. */
export const PAYLOAD_PART = 'payload';

const filesOf = new WeakMap<FastifyRequest, ReadonlyMap<string, Buffer>>();

/** The image files a multipart body carried, by form_field_id (none for a JSON body). */
export function uploadedFilesOf(request: FastifyRequest): ReadonlyMap<string, Buffer> {
  return filesOf.get(request) ?? new Map();
}

/** What a failure while reading parts means to the sender: @fastify/multipart's and busboy's errors, as ours. */
function asAppError(error: unknown, bodyKey: string): AppError {
  if (error instanceof AppError) return error;
  const { code } = error as Partial<FastifyError>;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (error as { part?: { fieldname?: unknown } }).part;
    return imageTooLarge(typeof part?.fieldname === 'string' ? `${bodyKey}.${part.fieldname}` : bodyKey);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('payload_too_large', `Send at most ${MAX_IMAGE_FILES} images at once`, { field: bodyKey });
  if (code === 'FST_FIELDS_LIMIT')
    return new AppError('invalid_input', `Send one "${PAYLOAD_PART}" part, and images as files`, { field: 'body' });
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new AppError('invalid_json', undefined, { field: PAYLOAD_PART });
  // Anything else is a body busboy could not parse (no boundary, a part cut short): the sender's mistake.
  return new AppError('invalid_input', 'The multipart body could not be read', { field: 'body', cause: error });
}

function parsePayload(value: unknown, truncated: boolean, bodyKey: string): unknown {
  if (truncated) throw imageTooLarge(bodyKey);
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new AppError('invalid_json', undefined, { field: PAYLOAD_PART });
  }
}

/**
 * A preValidation hook for a route that also takes `multipart/form-data`: a `payload` part with the JSON body,
 * and image files named by their form_field_id. The payload becomes the body (validated by the route's schema
 * like a JSON one), the files wait for the handler (uploadedFilesOf). A JSON request passes untouched.
 */
export function multipartBodyReader(bodyKey: string) {
  return async function readMultipartBody(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    const files = new Map<string, Buffer>();
    let payload: unknown;
    try {
      const parts = request.parts({
        limits: {
          fileSize: UPLOAD_LIMIT_BYTES,
          files: MAX_IMAGE_FILES,
          fields: 1,
          fieldSize: FORM_BODY_LIMIT,
          parts: MAX_IMAGE_FILES + 1,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (files.has(part.fieldname))
            throw new AppError('invalid_input', 'Send one file per field', { field: `${bodyKey}.${part.fieldname}` });
          files.set(part.fieldname, await part.toBuffer());
        } else if (part.fieldname === PAYLOAD_PART) {
          payload = parsePayload(part.value, part.valueTruncated, bodyKey);
        } else {
          throw new AppError('invalid_input', `Send the body as a part named "${PAYLOAD_PART}"`, {
            field: part.fieldname,
          });
        }
      }
    } catch (error) {
      throw asAppError(error, bodyKey);
    }
    if (payload === undefined)
      throw new AppError('invalid_input', `Send the body as a part named "${PAYLOAD_PART}"`, { field: PAYLOAD_PART });
    request.body = payload;
    filesOf.set(request, files);
    // The app-wide NUL check ran before the body was read (buildApp): it checks the payload now.
    await rejectNulCharacters(request);
  };
}
