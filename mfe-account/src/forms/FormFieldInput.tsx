import type { FormField } from '@stride/shared';
import type { FormValue } from '@stride/shared/forms';
import { Button } from '@stride/shared/react';
import { IMAGE_UPLOAD_TYPES } from '@stride/shared/uploads';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

export interface FormFieldInputProps {
  field: FormField;
  value: FormValue;
  /** Already in the member's language. */
  error: string | null;
  onChange(value: FormValue): void;
  /** image_upload: a file was chosen. */
  onImage(file: File): void;
  onRemoveImage(): void;
  /** The control that takes focus when the field is in error (a multi_select's first option). */
  inputRef(element: HTMLElement | null): void;
}

function textOf(value: FormValue): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The hint and the error under a field, with the ids its control is described by. */
function useDescriptions(field: FormField, error: string | null) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const notes = (
    <>
      {field.description ? (
        <span id={hintId} className="form-field__hint" dir="auto">
          {field.description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="form-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
  return {
    id,
    notes,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

/** The required mark is drawn by the stylesheet: assistive technology hears `required` on the control instead. */
function labelClass(field: FormField): string {
  return field.is_required ? 'form-field__label form-field__label--required' : 'form-field__label';
}

function Frame({ kind, children }: { kind: string; children: ReactNode }) {
  return <div className={`stride-field form-field form-field--${kind}`}>{children}</div>;
}

function AcceptanceInput({ field, value, error, onChange, inputRef }: FormFieldInputProps) {
  const { id, notes, aria } = useDescriptions(field, error);
  return (
    <Frame kind="acceptance">
      <div className="form-field__check">
        <input
          id={id}
          type="checkbox"
          checked={value === 'true'}
          required={field.is_required}
          onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
          ref={inputRef}
          {...aria}
        />
        <label htmlFor={id} className={labelClass(field)} dir="auto">
          {field.label}
        </label>
      </div>
      {notes}
    </Frame>
  );
}

function MultiSelectInput({ field, value, error, onChange, inputRef }: FormFieldInputProps) {
  const { id, notes, aria } = useDescriptions(field, error);
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: string, on: boolean) =>
    // Kept in the owner's order, whatever order the member ticks them in.
    onChange(field.options.filter((candidate) => (candidate === option ? on : chosen.includes(candidate))));
  return (
    <fieldset className="stride-field form-field form-field--multi_select" aria-describedby={aria['aria-describedby']}>
      <legend className={labelClass(field)} dir="auto">
        {field.label}
      </legend>
      {field.options.map((option, index) => (
        <div key={option} className="form-field__check">
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            aria-invalid={aria['aria-invalid']}
            ref={index === 0 ? inputRef : undefined}
          />
          <label htmlFor={`${id}-${index}`} dir="auto">
            {option}
          </label>
        </div>
      ))}
      {notes}
    </fieldset>
  );
}

function ImageInput({ field, value, error, onImage, onRemoveImage, inputRef }: FormFieldInputProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { id, notes, aria } = useDescriptions(field, error);
  const preview = textOf(value);
  return (
    <Frame kind="image_upload">
      <label htmlFor={id} className={labelClass(field)} dir="auto">
        {field.label}
      </label>
      {preview ? (
        <div className="form-field__preview">
          <img src={preview} alt={t('formImageOf', { label: field.label })} />
          <Button variant="secondary" onClick={onRemoveImage}>
            {t('formRemoveImage')}
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        required={field.is_required && !preview}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after removing it) is a change too.
          event.target.value = '';
          if (file) onImage(file);
        }}
        ref={inputRef}
        {...aria}
      />
      {notes}
    </Frame>
  );
}

function TextInput({ field, value, error, onChange, inputRef }: FormFieldInputProps) {
  const { id, notes, aria } = useDescriptions(field, error);
  const common = {
    id,
    value: textOf(value),
    required: field.is_required,
    ref: inputRef,
    dir: 'auto',
    ...aria,
  };
  let control: ReactNode;
  if (field.field_type === 'long_answer') {
    control = <textarea rows={4} onChange={(event) => onChange(event.target.value)} {...common} />;
  } else if (field.field_type === 'number') {
    // Text with a number keypad: the member sees our message for "12,5" or "ten", not the browser's.
    const inputMode = field.value_type === 'integer' ? 'numeric' : 'decimal';
    control = (
      <input type="text" inputMode={inputMode} onChange={(event) => onChange(event.target.value)} {...common} />
    );
  } else if (field.field_type === 'date') {
    control = <input type="date" onChange={(event) => onChange(event.target.value)} {...common} />;
  } else {
    const type = field.value_type === 'email' ? 'email' : field.value_type === 'url' ? 'url' : 'text';
    control = <input type={type} onChange={(event) => onChange(event.target.value)} {...common} />;
  }
  return (
    <Frame kind={field.field_type}>
      <label htmlFor={id} className={labelClass(field)} dir="auto">
        {field.label}
      </label>
      {control}
      {notes}
    </Frame>
  );
}

/**
 * One field of a form (spec §3 field types), with its visible label, the owner's hint, and its error under it
 * (aria-invalid, aria-describedby). The form validates (noValidate): `required` is there for assistive technology.
 */
export function FormFieldInput(props: FormFieldInputProps) {
  switch (props.field.field_type) {
    case 'acceptance':
      return <AcceptanceInput {...props} />;
    case 'multi_select':
      return <MultiSelectInput {...props} />;
    case 'image_upload':
      return <ImageInput {...props} />;
    case 'short_answer':
    case 'long_answer':
    case 'number':
    case 'date':
      return <TextInput {...props} />;
  }
}
