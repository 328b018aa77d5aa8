import {
  apiServiceRef,
  type Form,
  type FormField,
  type FormSubmission,
  type FormSubmissionResponse,
  type SubmissionValuesRequest,
} from '@stride/shared';
import { defaultFormValues, formSteps, type FormValues } from '@stride/shared/forms';
import { Button, useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { FormFieldInput } from './FormFieldInput';
import { formQueries, refreshSubmissions } from './formQueries';
import { FormStepFields } from './FormStepFields';
import { fieldIdOfError, useFormAnswers } from './useFormAnswers';

/** The answers of a submission as the form's values: a kept image is its URL; a field added since, its default. */
export function valuesOfSubmission(fields: readonly FormField[], submission: FormSubmission): FormValues {
  const values = defaultFormValues(fields);
  for (const field of fields) {
    const answer = submission.values.find((value) => value.form_field_id === field.id);
    if (!answer) continue;
    const { value } = answer;
    if (field.field_type === 'image_upload') values[field.id] = answer.image ?? '';
    else if (field.field_type === 'multi_select')
      values[field.id] = Array.isArray(value) ? value : value ? [value] : [];
    else if (field.field_type === 'acceptance') values[field.id] = value === 'true' ? 'true' : 'false';
    else values[field.id] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  }
  return values;
}

export interface SubmissionEditorProps {
  form: Form;
  submission: FormSubmission;
  userId: string;
  onSaved(submission: FormSubmission): void;
  onCancel(): void;
}

/** A submission's answers changed (PUT …/values): every field of the form at once, prefilled, checked as on submit. */
export function SubmissionEditor({ form, submission, userId, onSaved, onCancel }: SubmissionEditorProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const steps = useMemo(() => formSteps(form.form_groups, form.form_fields), [form]);
  const answers = useFormAnswers(() => valuesOfSubmission(form.form_fields, submission));
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !answers.check(form.form_fields)) return;
    setSaving(true);
    setAlert(null);
    try {
      const body: SubmissionValuesRequest = { submission_values: answers.submittedValues(form.form_fields) };
      const response = await api.put<FormSubmissionResponse>(
        `/forms/${encodeURIComponent(form.id)}/submissions/${encodeURIComponent(submission.submission_id)}/values`,
        body,
      );
      queryClient.setQueryData(
        formQueries.submission(api, userId, form.id, submission.submission_id).queryKey,
        response,
      );
      refreshSubmissions(queryClient, userId);
      onSaved(response.submission);
    } catch (error) {
      setSaving(false);
      const fieldId = fieldIdOfError(error);
      if (fieldId && form.form_fields.some((field) => field.id === fieldId) && error instanceof Error) {
        answers.showError(fieldId, error.message);
      } else setAlert(t('formSaveFailed'));
    }
  };

  return (
    <form className="form-step" noValidate onSubmit={(event) => void save(event)}>
      {steps.map((step, index) => (
        <FormStepFields
          key={step.group?.uid ?? index}
          step={step}
          renderField={(field) => <FormFieldInput key={field.id} {...answers.fieldProps(field)} />}
        />
      ))}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('formCancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('formSaving') : t('formSaveChanges')}
        </Button>
      </div>
    </form>
  );
}
