import { z } from 'zod';
import type { FormGroup } from './Forms';

/** Spec §3 field types, in the order a form builder offers them. */
export const FORM_FIELD_TYPES = [
  'acceptance',
  'short_answer',
  'long_answer',
  'multi_select',
  'image_upload',
  'number',
  'date',
] as const;

/**
 * What a short answer must look like (spec §5 generic messages): any text, an email, or an http(s) URL. A number
 * field's value_type is 'integer' or 'decimal' (default).
 */
export const FORM_VALUE_TYPES = ['text', 'email', 'url', 'integer', 'decimal'] as const;

export const FORM_TYPES = ['form', 'quiz', 'workout'] as const;

export const formFieldSchema = z
  .object({
    id: z.string().min(1).max(64),
    label: z.string().min(1).max(500),
    field_type: z.enum(FORM_FIELD_TYPES),
    value_type: z.enum(FORM_VALUE_TYPES).nullable().default(null),
    default_value: z.string().nullable().default(null),
    is_required: z.boolean().default(false),
    /** Quiz fields: the expected answer (multi_select: the options, one per line). */
    correct_answer: z.string().nullable().default(null),
    /** multi_select only. */
    options: z.array(z.string().min(1)).default([]),
    /** The group (step) the field belongs to; none: the first step. */
    group_uid: z.string().nullable().default(null),
    /** Text fields: "Field must be at least / cannot be longer than … characters". */
    min_length: z.number().int().min(0).nullable().default(null),
    max_length: z.number().int().min(1).nullable().default(null),
    /** Number fields: "Value must be between {min} and {max}". */
    min_value: z.number().nullable().default(null),
    max_value: z.number().nullable().default(null),
    /** Short answers: "Must start with {starts_with}" (a handle's @, a country code's +). */
    starts_with: z.string().min(1).nullable().default(null),
    description: z.string().nullable().default(null),
  })
  .strict();

export const formGroupSchema: z.ZodType<FormGroup, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      id: z.string().min(1),
      uid: z.string().min(1),
      title: z.string(),
      description: z.string().nullable().default(null),
      groups: z.array(formGroupSchema).default([]),
    })
    .strict(),
);

/** Form of spec §3 without id and title (those are columns). */
export const formDefinitionSchema = z
  .object({
    form_type: z.enum(FORM_TYPES).default('form'),
    trigger: z.string().nullable().default(null),
    is_auto_generated: z.boolean().default(false),
    show_intro_screen: z.boolean().default(false),
    intro_heading: z.string().nullable().default(null),
    intro_description: z.string().nullable().default(null),
    form_groups: z.array(formGroupSchema).default([]),
    form_fields: z.array(formFieldSchema).min(1),
    included_items: z.array(z.object({ type: z.string(), id: z.string() }).strict()).default([]),
  })
  .strict();

const id = z.string().trim().min(1).max(64);

/**
 * One answer. `value` is text (numbers as strings, spec §5), a list for multi_select; `image` a data URL for a new
 * image_upload (a kept image sends its URL as value and no image).
 */
export const submittedValueSchema = z
  .object({
    form_field_id: id,
    value: z
      .union([z.string().max(20_000), z.array(z.string().max(1_000)).max(100)])
      .nullable()
      .default(null),
    image: z.string().nullable().default(null),
  })
  .strict();

export const formSubmitRequestSchema = z
  .object({
    triggering_item: z
      .object({ type: z.string().min(1).max(40), id })
      .strict()
      .nullable()
      .default(null),
    trigger: z.string().max(64).nullable().default(null),
    submitted_values: z.array(submittedValueSchema).max(500),
    page_id: id.nullable().default(null),
    /** missed: the form was shown and closed unanswered; nothing is required then. */
    capture_status: z.enum(['saved', 'missed']).default('saved'),
  })
  .strict();

export const submissionValuesRequestSchema = z
  .object({ submission_values: z.array(submittedValueSchema).min(1).max(500) })
  .strict();

export const submissionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const submissionsNumberQuerySchema = z.object({
  form_type: z.enum(FORM_TYPES).optional(),
});
