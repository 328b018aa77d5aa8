import type { FormField, SubmittedValue } from '@stride/shared';
import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { validateFieldValue, type FormValue } from '@stride/shared/forms';
import type { StoredSubmissionValue } from '../db/jsonColumns';
import { AppError } from '../errors/AppError';
import { decodeImageDataUrl, type DecodedImage } from '../uploads/decodeImageDataUrl';
import { imageFromBytes } from './formImages';

/** One field's answer, ready to store once its new image (if any) is saved and its URL filled in. */
export interface PreparedValue {
  stored: StoredSubmissionValue;
  newImage: DecodedImage | null;
}

export interface PrepareOptions {
  /** The body's key, which errors name: `submitted_values.<form_field_id>`. */
  bodyKey: 'submitted_values' | 'submission_values';
  /** An edit changes only the fields it sends; a submission answers every field (one not sent is empty). */
  onlyGiven: boolean;
  /** False for a missed capture (spec §3): the form was closed unanswered, so nothing is required. */
  requireAnswers: boolean;
  /** The answers an edit starts from: an image_upload keeps its image when its URL is sent back. */
  existing: ReadonlyMap<string, StoredSubmissionValue>;
  /** Images sent as multipart files, by form_field_id. */
  files: ReadonlyMap<string, Buffer>;
}

function invalid(message: string, field: string): AppError {
  return new AppError('invalid_input', message, { field });
}

/** Text without surrounding space, '' as no answer; a multi_select's options as sent. */
function normalised(value: SubmittedValue['value'] | undefined): FormValue | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value;
  const text = value.trim();
  return text === '' ? null : text;
}

/** The spec §5 message for the answer (the shared rule the form itself shows), unless it is allowed here. */
function check(field: FormField, value: FormValue | null, at: string, options: PrepareOptions): void {
  const message = validateFieldValue(field, value);
  if (message === null || (message === FIELD_MESSAGES.required && !options.requireAnswers)) return;
  throw invalid(message, at);
}

function prepareImage(
  field: FormField,
  sent: SubmittedValue | undefined,
  file: Buffer | undefined,
  at: string,
  options: PrepareOptions,
): PreparedValue {
  const dataUrl = sent?.image ? sent.image : null;
  if (dataUrl !== null && file !== undefined) throw invalid('Send the image once: as a file or as a data URL', at);
  const value = normalised(sent?.value);
  if (Array.isArray(value)) throw invalid('Send the image as a data URL or a file', at);
  const kept = options.existing.get(field.id)?.image ?? null;
  // A kept image comes back as its URL (spec §5: every field is sent); any other text is no image of this field.
  const keep = dataUrl === null && file === undefined && value !== null;
  if (keep && value !== kept) throw invalid('Send a new image as a data URL or a file, or the URL of the kept one', at);
  const present = dataUrl !== null || file !== undefined || keep;
  check(field, present ? 'image' : null, at, options);
  const newImage = dataUrl !== null ? decodeImageDataUrl(dataUrl, at) : file ? imageFromBytes(file, at) : null;
  return { stored: { form_field_id: field.id, value: null, image: keep ? kept : null }, newImage };
}

function prepareAnswer(
  field: FormField,
  sent: SubmittedValue | undefined,
  at: string,
  options: PrepareOptions,
): PreparedValue {
  if (sent?.image) throw invalid('Only an image field takes an image', at);
  const value = normalised(sent?.value);
  check(field, value, at, options);
  // Stored as the form shows them unanswered: an unticked box, no options chosen.
  const stored =
    field.field_type === 'acceptance'
      ? (value ?? 'false')
      : field.field_type === 'multi_select'
        ? (value ?? [])
        : value;
  return { stored: { form_field_id: field.id, value: stored, image: null }, newImage: null };
}

/**
 * The answers as they will be stored, checked field by field in the form's order with the rules the form
 * itself shows (validateFieldValue, spec §5 messages): the first problem is a 400 naming
 * `<bodyKey>.<form_field_id>`. Unknown or repeated fields are refused before any is checked.
 */
export function prepareSubmissionValues(
  fields: readonly FormField[],
  submitted: readonly SubmittedValue[],
  options: PrepareOptions,
): PreparedValue[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const given = new Map<string, SubmittedValue>();
  const unknown: string[] = [];
  for (const value of submitted) {
    const id = value.form_field_id;
    if (!byId.has(id)) unknown.push(id);
    else if (given.has(id)) throw invalid(`The field ${id} is sent twice`, `${options.bodyKey}.${id}`);
    else given.set(id, value);
  }
  for (const id of options.files.keys()) {
    const field = byId.get(id);
    if (!field) unknown.push(id);
    else if (field.field_type !== 'image_upload')
      throw invalid('Only an image field takes a file', `${options.bodyKey}.${id}`);
  }
  if (unknown.length > 0) {
    throw invalid(`These fields are not part of the form: ${[...new Set(unknown)].join(', ')}`, options.bodyKey);
  }
  return fields.flatMap((field) => {
    const sent = given.get(field.id);
    const file = options.files.get(field.id);
    if (options.onlyGiven && sent === undefined && file === undefined) return [];
    const at = `${options.bodyKey}.${field.id}`;
    return [
      field.field_type === 'image_upload'
        ? prepareImage(field, sent, file, at, options)
        : prepareAnswer(field, sent, at, options),
    ];
  });
}
