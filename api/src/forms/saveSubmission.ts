import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FormSubmitRequest, SubmittedValue } from '@stride/shared';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import type { StoredSubmissionValue } from '../db/jsonColumns';
import { formSubmissions, type FormSubmissionRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { deleteFormImages, saveFormImage } from './formImages';
import type { LoadedForm } from './loadForm';
import { prepareSubmissionValues, type PreparedValue } from './prepareSubmissionValues';

/** The member's own submission of one form: the only one they may change (an admin reads others', never edits). */
export interface OwnSubmission {
  appId: string;
  userId: string;
  form: LoadedForm;
  submissionId: string;
}

function ownSubmission({ appId, userId, form, submissionId }: OwnSubmission): SQL | undefined {
  return and(
    eq(formSubmissions.appId, appId),
    eq(formSubmissions.userId, userId),
    eq(formSubmissions.formId, form.id),
    eq(formSubmissions.id, submissionId.toLowerCase()),
  );
}

/** Writes the new images (their URLs recorded in `saved` as they are written) and answers the values to store. */
async function withImagesSaved(
  dataDir: string,
  prepared: readonly PreparedValue[],
  saved: string[],
): Promise<StoredSubmissionValue[]> {
  const values: StoredSubmissionValue[] = [];
  for (const { stored, newImage } of prepared) {
    if (newImage === null) {
      values.push(stored);
      continue;
    }
    const url = await saveFormImage(dataDir, newImage);
    saved.push(url);
    values.push({ ...stored, image: url });
  }
  return values;
}

/**
 * Runs `write` after saving its new images; when anything fails, the images written for it are deleted again,
 * so no file outlives a submission that was never stored.
 */
async function withImages<T>(dataDir: string, write: (saved: string[]) => Promise<T>): Promise<T> {
  const saved: string[] = [];
  try {
    return await write(saved);
  } catch (error) {
    await deleteFormImages(dataDir, saved);
    throw error;
  }
}

export interface NewSubmission {
  appId: string;
  userId: string;
  form: LoadedForm;
  body: FormSubmitRequest;
  /** Images sent as multipart files, by form_field_id. */
  files: ReadonlyMap<string, Buffer>;
}

/** POST /forms/{id}/submit: every field checked (spec §5), images stored, one submission row. */
export async function createSubmission(
  db: AppDatabase,
  dataDir: string,
  { appId, userId, form, body, files }: NewSubmission,
): Promise<FormSubmissionRow> {
  const prepared = prepareSubmissionValues(form.definition.form_fields, body.submitted_values, {
    bodyKey: 'submitted_values',
    onlyGiven: false,
    requireAnswers: body.capture_status === 'saved',
    existing: new Map(),
    files,
  });
  return withImages(dataDir, async (saved) => {
    const values = await withImagesSaved(dataDir, prepared, saved);
    const [row] = await db
      .insert(formSubmissions)
      .values({
        appId,
        userId,
        formId: form.id,
        pageId: body.page_id,
        trigger: body.trigger,
        triggeringItem: body.triggering_item,
        captureStatus: body.capture_status,
        values,
      })
      .returning();
    return row!;
  });
}

/**
 * PUT …/submissions/{id}/values: only the fields sent change, with the checks a submission gets. The row is locked
 * while it is edited, so two edits at once never keep an image the other one deletes; the files an edit replaced
 * or removed are deleted once it is stored.
 */
export async function editSubmission(
  db: AppDatabase,
  dataDir: string,
  own: OwnSubmission,
  changes: readonly SubmittedValue[],
  files: ReadonlyMap<string, Buffer>,
): Promise<FormSubmissionRow> {
  if (!isUuid(own.submissionId)) throw new AppError('submission_not_found');
  const { row, removed } = await withImages(dataDir, (saved) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(formSubmissions).where(ownSubmission(own)).for('update');
      if (!current) throw new AppError('submission_not_found');
      const existing = new Map(current.values.map((value) => [value.form_field_id, value]));
      const prepared = prepareSubmissionValues(own.form.definition.form_fields, changes, {
        bodyKey: 'submission_values',
        onlyGiven: true,
        // A missed capture stays one: its fields were never required.
        requireAnswers: current.captureStatus === 'saved',
        existing,
        files,
      });
      const edited = await withImagesSaved(dataDir, prepared, saved);
      const merged = new Map(existing);
      for (const value of edited) merged.set(value.form_field_id, value);
      const [updated] = await tx
        .update(formSubmissions)
        .set({ values: [...merged.values()], updatedAt: sql`now()` })
        .where(eq(formSubmissions.id, current.id))
        .returning();
      const removedImages = edited.flatMap((value) => {
        const before = existing.get(value.form_field_id)?.image ?? null;
        return before !== null && before !== value.image ? [before] : [];
      });
      return { row: updated!, removed: removedImages };
    }),
  );
  await deleteFormImages(dataDir, removed);
  return row;
}

/** DELETE …/submissions/{id}: the member's own submission and its images. */
export async function deleteSubmission(db: AppDatabase, dataDir: string, own: OwnSubmission): Promise<void> {
  if (!isUuid(own.submissionId)) throw new AppError('submission_not_found');
  const [deleted] = await db
    .delete(formSubmissions)
    .where(ownSubmission(own))
    .returning({ values: formSubmissions.values });
  if (!deleted) throw new AppError('submission_not_found');
  await deleteFormImages(
    dataDir,
    deleted.values.map((value) => value.image),
  );
}
