import { FIELD_MESSAGES } from '../validation/fieldMessages';
import type { FormField, FormGroup, SubmittedValue } from './Forms';

/** Spec §5/§9: a required field labelled 'Rounds Achieved' starts at the global workout form default, 1 round. */
export const ROUNDS_ACHIEVED_LABEL = 'Rounds Achieved';
export const WORKOUT_FORM_DEFAULT_ROUNDS = 1;

/** Longest answers when the owner sets no max_length. */
export const SHORT_ANSWER_MAX_LENGTH = 255;
export const LONG_ANSWER_MAX_LENGTH = 10_000;

/** Messages of our own where spec §5 has none (they show under the field, like its generic ones). */
export const FORM_MESSAGES = {
  notANumber: 'Field must be a number.',
  notAWholeNumber: 'Field must be a whole number.',
  notADate: 'Field must be a date.',
  notAnOption: 'Choose from the options given.',
  atLeast: (min: number) => `Value must be at least ${min}`,
  atMost: (max: number) => `Value must be at most ${max}`,
} as const;

/** A field's value while the member fills the form in: text, or the chosen options of a multi_select. */
export type FormValue = string | string[];

/** The answers of one form, by field id. */
export type FormValues = Record<string, FormValue>;

/**
 * Spec §5 defaults: acceptance starts unticked ('false'), multi_select with nothing chosen, any other field at its
 * default value or empty, and a required 'Rounds Achieved' at 1. Each form starts from its own (spec §4).
 */
export function defaultFormValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.id] = defaultFieldValue(field);
  return values;
}

function defaultFieldValue(field: FormField): FormValue {
  if (field.field_type === 'acceptance') return field.default_value === 'true' ? 'true' : 'false';
  if (field.field_type === 'multi_select') {
    return (field.default_value ?? '')
      .split('\n')
      .map((option) => option.trim())
      .filter((option) => field.options.includes(option));
  }
  if (field.is_required && field.label.trim() === ROUNDS_ACHIEVED_LABEL && !field.default_value) {
    return String(WORKOUT_FORM_DEFAULT_ROUNDS);
  }
  return field.default_value ?? '';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function isEmpty(value: FormValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

/**
 * The spec §5 message for one answer, or null when it is fine. Both sides run it: the form under the field, the
 * API before it stores anything. An image_upload is checked here for presence only (its bytes by the API).
 */
export function validateFieldValue(field: FormField, value: FormValue | null | undefined): string | null {
  if (field.field_type === 'acceptance') {
    if (value !== undefined && value !== null && value !== 'true' && value !== 'false')
      return FORM_MESSAGES.notAnOption;
    return field.is_required && value !== 'true' ? FIELD_MESSAGES.required : null;
  }
  if (isEmpty(value)) return field.is_required ? FIELD_MESSAGES.required : null;
  if (field.field_type === 'multi_select') {
    if (!Array.isArray(value) || value.some((option) => !field.options.includes(option))) {
      return FORM_MESSAGES.notAnOption;
    }
    return null;
  }
  if (Array.isArray(value)) return FORM_MESSAGES.notAnOption;
  const text = value!.trim();
  switch (field.field_type) {
    case 'number': {
      const number = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(number)) return FORM_MESSAGES.notANumber;
      if (field.value_type === 'integer' && !Number.isInteger(number)) return FORM_MESSAGES.notAWholeNumber;
      const { min_value: min, max_value: max } = field;
      if ((min !== null && number < min) || (max !== null && number > max)) {
        if (min !== null && max !== null) return FIELD_MESSAGES.between(min, max);
        return min !== null ? FORM_MESSAGES.atLeast(min) : FORM_MESSAGES.atMost(max!);
      }
      return null;
    }
    case 'date':
      return isRealDate(text) ? null : FORM_MESSAGES.notADate;
    case 'image_upload':
      return null;
    case 'short_answer':
    case 'long_answer': {
      const max =
        field.max_length ?? (field.field_type === 'short_answer' ? SHORT_ANSWER_MAX_LENGTH : LONG_ANSWER_MAX_LENGTH);
      if (field.min_length !== null && text.length < field.min_length)
        return FIELD_MESSAGES.minLength(field.min_length);
      if (text.length > max) return FIELD_MESSAGES.maxLength(max);
      if (field.value_type === 'email' && !EMAIL_PATTERN.test(text)) return FIELD_MESSAGES.email;
      if (field.value_type === 'url' && !/^https?:\/\/\S+$/i.test(text)) return FIELD_MESSAGES.url;
      if (field.starts_with !== null && !text.startsWith(field.starts_with))
        return FIELD_MESSAGES.startWith(field.starts_with);
      return null;
    }
  }
}

/** Spec §5: every field is sent, numbers as strings; `images` holds the data URLs of newly chosen images. */
export function toSubmittedValues(
  fields: readonly FormField[],
  values: FormValues,
  images: Readonly<Record<string, string>> = {},
): SubmittedValue[] {
  return fields.map((field) => {
    const value = values[field.id] ?? defaultFieldValue(field);
    const text = Array.isArray(value) ? value : String(value).trim();
    const image = field.field_type === 'image_upload' ? (images[field.id] ?? null) : null;
    return { form_field_id: field.id, value: image ? null : text === '' ? null : text, image };
  });
}

/** One step of a form: a top-level group with its fields (nested groups are sections of the step). */
export interface FormStep {
  group: FormGroup | null;
  fields: FormField[];
}

function uidsOf(group: FormGroup): string[] {
  return [group.uid, ...group.groups.flatMap(uidsOf)];
}

/**
 * The steps a member goes through: one per top-level group holding fields, in the owner's order; fields of no
 * group (or an unknown one) come first. A form without groups is one step.
 */
export function formSteps(groups: readonly FormGroup[], fields: readonly FormField[]): FormStep[] {
  const stepOf = new Map<string, FormGroup>();
  for (const group of groups) for (const uid of uidsOf(group)) stepOf.set(uid, group);
  const loose = fields.filter((field) => field.group_uid === null || !stepOf.has(field.group_uid));
  const steps: FormStep[] = loose.length > 0 || groups.length === 0 ? [{ group: null, fields: loose }] : [];
  for (const group of groups) {
    const own = fields.filter((field) => field.group_uid !== null && stepOf.get(field.group_uid) === group);
    if (own.length > 0) steps.push({ group, fields: own });
  }
  return steps;
}

/** A quiz answer against the owner's: text without case or surrounding space, numbers by value, options as a set. */
export function isCorrectAnswer(field: FormField, value: FormValue | null): boolean | null {
  if (field.correct_answer === null) return null;
  if (value === null) return false;
  if (field.field_type === 'multi_select') {
    const wanted = field.correct_answer
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean)
      .sort();
    const given = (Array.isArray(value) ? value : [value]).map((option) => option.trim()).sort();
    return wanted.length === given.length && wanted.every((option, index) => option === given[index]);
  }
  if (Array.isArray(value)) return false;
  if (field.field_type === 'number') return Number(value) === Number(field.correct_answer) && value.trim() !== '';
  return value.trim().toLowerCase() === field.correct_answer.trim().toLowerCase();
}
