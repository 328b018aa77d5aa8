import type { FormSubmission, SubmissionValue } from '@stride/shared';
import { isCorrectAnswer } from '@stride/shared/forms';
import type { StoredSubmissionValue } from '../db/jsonColumns';
import type { FormSubmissionRow } from '../db/schema';
import { isQuiz, type LoadedForm } from './loadForm';

/** A stored submission as spec §3 shows it: one value per field of the form, in its order, a quiz marked and scored. */
export function toFormSubmission(row: FormSubmissionRow, form: LoadedForm, memberName: string): FormSubmission {
  const stored = new Map<string, StoredSubmissionValue>(row.values.map((value) => [value.form_field_id, value]));
  const values = form.definition.form_fields.map((field): SubmissionValue => {
    const answer = stored.get(field.id);
    const value = answer?.value ?? null;
    return {
      form_field_id: field.id,
      value,
      image: answer?.image ?? null,
      field_type: field.field_type,
      value_type: field.value_type,
      label: field.label,
      // Shown once submitted: the member sees what was expected and whether they had it.
      correct_answer: field.correct_answer,
      is_correct: isCorrectAnswer(field, value),
    };
  });
  const marked = values.filter((value) => value.is_correct !== null);
  return {
    submission_id: row.id,
    form_id: form.id,
    form_title: form.title,
    form_type: form.definition.form_type,
    subscriber_uuid: row.userId,
    subscriber_name: memberName,
    page_id: row.pageId,
    trigger: row.trigger,
    triggering_item: row.triggeringItem ?? null,
    capture_status: row.captureStatus,
    score: isQuiz(form.definition)
      ? { correct: marked.filter((value) => value.is_correct).length, total: marked.length }
      : null,
    values,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
