import type { z } from 'zod';
import type {
  formDefinitionSchema,
  formFieldSchema,
  formSubmitRequestSchema,
  submissionValuesRequestSchema,
  submittedValueSchema,
} from './Forms.schema';

/**
 * The forms contract (spec §3 Form, §5 submission rules, §7 Forms). Types only: the runtime pieces (defaults,
 * validation, steps) are `@stride/shared/forms`, the request schemas `@stride/shared/schemas`.
 */

/** Spec §3 field types. */
export type FormFieldType = FormField['field_type'];

/** Spec §3 capture statuses: a submission the member sent (saved), or a form shown and closed unanswered (missed). */
export type CaptureStatus = 'saved' | 'missed';

/**
 * What a form is for: a plain form, a quiz (fields with correct answers, scored after submit) or a workout's
 * results (logged at the end of a session; a required 'Rounds Achieved' defaults to 1). `GET
 * /forms_submissions_number?form_type` counts by it.
 */
export type FormType = 'form' | 'quiz' | 'workout';

export type FormField = z.infer<typeof formFieldSchema>;

/** Spec §3 form group: a step of the form; nested groups are sections of it. */
export interface FormGroup {
  id: string;
  uid: string;
  title: string;
  description: string | null;
  groups: FormGroup[];
}

/** How the owner writes a form (the content file); the API adds id and title. */
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** GET /forms/{id}. A quiz's correct answers are withheld (null) until the member submits, except for admins. */
export interface Form extends FormDefinition {
  id: string;
  title: string;
}

export interface FormResponse {
  form: Form;
}

/** One answer of POST /forms/{id}/submit (spec §5: every field is sent, numbers as strings). */
export type SubmittedValue = z.infer<typeof submittedValueSchema>;

export type FormSubmitRequest = z.infer<typeof formSubmitRequestSchema>;

/** PUT /forms/{id}/submissions/{submissionId}/values */
export type SubmissionValuesRequest = z.infer<typeof submissionValuesRequestSchema>;

/** Spec §3 submission value, plus what a quiz reveals once submitted. */
export interface SubmissionValue {
  form_field_id: string;
  /** multi_select: the chosen options; acceptance: 'true' or 'false'; number: its text; date: YYYY-MM-DD. */
  value: string | string[] | null;
  /** image_upload: the stored image's URL. */
  image: string | null;
  field_type: FormFieldType;
  value_type: string | null;
  label: string;
  /** Quiz fields only (else null): the answer and whether the member's matched it. */
  correct_answer: string | null;
  is_correct: boolean | null;
}

/** Spec §3 submission. */
export interface FormSubmission {
  submission_id: string;
  form_id: string;
  form_title: string;
  form_type: FormType;
  subscriber_uuid: string;
  /** The member's name: an admin reads every member's submissions. */
  subscriber_name: string;
  page_id: string | null;
  trigger: string | null;
  triggering_item: { type: string; id: string } | null;
  capture_status: CaptureStatus;
  /** A quiz's score; null for other forms. */
  score: { correct: number; total: number } | null;
  values: SubmissionValue[];
  created_at: string;
  updated_at: string;
}

/** POST /forms/{id}/submit (201), GET and PUT …/submissions/{id}(/values). */
export interface FormSubmissionResponse {
  submission: FormSubmission;
}

/** GET /forms/{id}/submissions ?page, /forms_submissions_dynamic/{blockId} ?page and /forms_submissions ?page. */
export interface FormSubmissionList {
  submissions: FormSubmission[];
  total_count: number;
  page: number;
  per_page: number;
}

/** GET /forms/{id}/submissions_count and /forms_submissions_number ?form_type. */
export interface FormSubmissionCount {
  count: number;
}
