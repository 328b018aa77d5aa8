import { ApiError, type FormField, type SubmittedValue } from '@stride/shared';
import { toSubmittedValues, validateFieldValue, type FormValue, type FormValues } from '@stride/shared/forms';
import { useEffect, useRef, useState } from 'react';
import type { FormFieldInputProps } from './FormFieldInput';
import { readImageFile } from './readImageFile';
import { useFormMessage } from './useFormMessage';

export interface FormAnswers {
  values: FormValues;
  /** The props of one field's FormFieldInput: its value, its error in the member's language, its handlers. */
  fieldProps(field: FormField): FormFieldInputProps;
  /** Validates these fields (spec §5): shows each one's error and focuses the first. True when all are fine. */
  check(fields: readonly FormField[]): boolean;
  /** Shows a message (the API's) under a field and focuses it once it is drawn. */
  showError(fieldId: string, message: string): void;
  /** Every field as submit and edit send it: numbers as strings, new images as data URLs. */
  submittedValues(fields: readonly FormField[]): SubmittedValue[];
}

/** The form field an API 400 names (`submitted_values.<id>` on submit, `submission_values.<id>` on edit). */
export function fieldIdOfError(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  return /^(?:submitted_values|submission_values)\.(.+)$/.exec(error.field)?.[1] ?? null;
}

/**
 * The answers of one form being filled in or edited: values, chosen images and errors (kept in English, the
 * shared rules' language, and translated when drawn), and focus to the field in error.
 */
export function useFormAnswers(initial: () => FormValues): FormAnswers {
  const message = useFormMessage();
  const [values, setValues] = useState(initial);
  // Data URLs of images chosen now; a kept image is its URL in `values` (submit sends it back as the value).
  const [images, setImages] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const controls = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);

  // After the render that shows the error (and, after an API error, the step holding the field).
  useEffect(() => {
    const fieldId = focusNext.current;
    if (!fieldId) return;
    focusNext.current = null;
    controls.current.get(fieldId)?.focus();
  });

  const setValue = (fieldId: string, value: FormValue) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    setErrors(({ [fieldId]: _fixed, ...rest }) => rest);
  };

  const showError = (fieldId: string, text: string) => {
    setErrors((current) => ({ ...current, [fieldId]: text }));
    focusNext.current = fieldId;
  };

  const chooseImage = async (fieldId: string, file: File) => {
    const choice = await readImageFile(file);
    if ('error' in choice) {
      showError(fieldId, choice.error);
      return;
    }
    setImages((current) => ({ ...current, [fieldId]: choice.dataUrl }));
    setValue(fieldId, choice.dataUrl);
  };

  const removeImage = (fieldId: string) => {
    setImages(({ [fieldId]: _removed, ...rest }) => rest);
    setValue(fieldId, '');
  };

  return {
    values,
    fieldProps: (field) => {
      const error = errors[field.id];
      return {
        field,
        value: values[field.id] ?? '',
        error: error ? message(error, field) : null,
        onChange: (value) => setValue(field.id, value),
        onImage: (file) => void chooseImage(field.id, file),
        onRemoveImage: () => removeImage(field.id),
        inputRef: (element) => {
          if (element) controls.current.set(field.id, element);
          else controls.current.delete(field.id);
        },
      };
    },
    check: (fields) => {
      const found: Record<string, string> = {};
      for (const field of fields) {
        const problem = validateFieldValue(field, values[field.id]);
        if (problem) found[field.id] = problem;
      }
      setErrors((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field.id];
        return { ...next, ...found };
      });
      const first = fields.find((field) => found[field.id]);
      if (first) focusNext.current = first.id;
      return !first;
    },
    showError,
    submittedValues: (fields) => toSubmittedValues(fields, values, images),
  };
}
