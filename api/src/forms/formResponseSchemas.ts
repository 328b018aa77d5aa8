import { z } from 'zod';
import type {
  FormGroup,
  FormResponse,
  FormSubmissionCount,
  FormSubmissionList,
  FormSubmissionResponse,
} from '@stride/shared';
import { FORM_FIELD_TYPES, FORM_TYPES, formDefinitionSchema } from '@stride/shared/schemas';

/** What the forms routes answer (spec §7 Forms; shapes of shared/src/forms/Forms.ts). */

/**
 * A step's sections go out as the form's own schema read them: OpenAPI generation cannot follow a recursive zod
 * schema (it warns and writes "any" for the nesting), so the nesting is declared as any object of the contract.
 */
const formGroupSchema = z.object({
  id: z.string(),
  uid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  groups: z.array(z.custom<FormGroup>()),
});

export const formResponseSchema = z.object({
  form: formDefinitionSchema.extend({ id: z.string(), title: z.string(), form_groups: z.array(formGroupSchema) }),
}) satisfies z.ZodType<FormResponse, z.ZodTypeDef, unknown>;

const submissionValueSchema = z.object({
  form_field_id: z.string(),
  value: z.union([z.string(), z.array(z.string())]).nullable(),
  image: z.string().nullable(),
  field_type: z.enum(FORM_FIELD_TYPES),
  value_type: z.string().nullable(),
  label: z.string(),
  correct_answer: z.string().nullable(),
  is_correct: z.boolean().nullable(),
});

const formSubmissionSchema = z.object({
  submission_id: z.string(),
  form_id: z.string(),
  form_title: z.string(),
  form_type: z.enum(FORM_TYPES),
  subscriber_uuid: z.string(),
  subscriber_name: z.string(),
  page_id: z.string().nullable(),
  trigger: z.string().nullable(),
  triggering_item: z.object({ type: z.string(), id: z.string() }).nullable(),
  capture_status: z.enum(['saved', 'missed']),
  score: z.object({ correct: z.number(), total: z.number() }).nullable(),
  values: z.array(submissionValueSchema),
  created_at: z.string(),
  updated_at: z.string(),
});

export const formSubmissionResponseSchema = z.object({
  submission: formSubmissionSchema,
}) satisfies z.ZodType<FormSubmissionResponse>;

export const formSubmissionListSchema = z.object({
  submissions: z.array(formSubmissionSchema),
  total_count: z.number(),
  page: z.number(),
  per_page: z.number(),
}) satisfies z.ZodType<FormSubmissionList>;

export const formSubmissionCountSchema = z.object({ count: z.number() }) satisfies z.ZodType<FormSubmissionCount>;
