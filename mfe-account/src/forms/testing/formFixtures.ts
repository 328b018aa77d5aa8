import type { Form, FormField, FormSubmission, FormSubmissionList, SubmissionValue } from '@stride/shared';
import type { FakeCall } from '../../testing/apiFake';

/** A field as the API sends it: every key present, the contract's defaults for those not given. */
export function makeField(overrides: Partial<FormField> & Pick<FormField, 'id' | 'label'>): FormField {
  return {
    field_type: 'short_answer',
    value_type: null,
    default_value: null,
    is_required: false,
    correct_answer: null,
    options: [],
    group_uid: null,
    min_length: null,
    max_length: null,
    min_value: null,
    max_value: null,
    starts_with: null,
    description: null,
    ...overrides,
  };
}

export function makeForm(overrides: Partial<Form> = {}): Form {
  return {
    id: 'form-1',
    title: 'Weekly check-in',
    form_type: 'form',
    trigger: null,
    is_auto_generated: false,
    show_intro_screen: false,
    intro_heading: null,
    intro_description: null,
    form_groups: [],
    form_fields: [makeField({ id: 'f-name', label: 'Your name' })],
    included_items: [],
    ...overrides,
  };
}

export function makeValue(
  overrides: Partial<SubmissionValue> & Pick<SubmissionValue, 'form_field_id'>,
): SubmissionValue {
  return {
    value: null,
    image: null,
    field_type: 'short_answer',
    value_type: null,
    label: overrides.form_field_id,
    correct_answer: null,
    is_correct: null,
    ...overrides,
  };
}

export function makeSubmission(overrides: Partial<FormSubmission> = {}): FormSubmission {
  return {
    submission_id: 'sub-1',
    form_id: 'form-1',
    form_title: 'Weekly check-in',
    form_type: 'form',
    subscriber_uuid: '5d1f0c3e-0000-4000-8000-000000000001',
    subscriber_name: 'Mia Member',
    page_id: null,
    trigger: null,
    triggering_item: null,
    capture_status: 'saved',
    score: null,
    values: [makeValue({ form_field_id: 'f-name', label: 'Your name', value: 'Mia' })],
    created_at: '2024-05-06T09:30:00.000Z',
    updated_at: '2024-05-06T09:30:00.000Z',
    ...overrides,
  };
}

/** One page of a submission list. */
export function submissionPage(
  submissions: FormSubmission[],
  { page = 1, total = submissions.length, perPage = 20 } = {},
): FormSubmissionList {
  return { submissions, total_count: total, page, per_page: perPage };
}

/** The activity reported (PUT /activity), as `type` or `type:step`, in order. */
export function activitiesOf(calls: readonly FakeCall[]): string[] {
  return calls
    .filter((call) => call.method === 'PUT' && call.path === '/activity')
    .map((call) => {
      const { activity_type: type, data } = call.body as { activity_type: string; data: Record<string, unknown> };
      return data.step === undefined ? type : `${type}:${String(data.step)}`;
    });
}

/** A JSON API error as the API answers it. */
export function apiError(status: number, code: string, message: string, field?: string) {
  return { status, body: { error: { code, message, ...(field ? { field } : {}) } } };
}
