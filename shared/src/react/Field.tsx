import { useId, type InputHTMLAttributes } from 'react';
import './ui.scss';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function Field({ label, error, id, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="stride-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <span id={errorId} className="stride-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
