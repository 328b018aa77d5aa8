import { Button } from '@stride/shared/react';
import type { ReactNode } from 'react';
import type { AuthFormState } from './useAuthForm';

export interface AuthFormProps {
  form: Pick<AuthFormState<string>, 'formRef' | 'alert' | 'submitting' | 'onSubmit'>;
  submitLabel: string;
  children: ReactNode;
}

/** A real form (Enter submits) with the server's general error on top and one busy-aware submit button. */
export function AuthForm({ form: { formRef, alert, submitting, onSubmit }, submitLabel, children }: AuthFormProps) {
  return (
    <form
      ref={formRef}
      className="auth-form"
      // The shared validators speak instead of the browser's bubbles, in the spec's words.
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting || undefined}
    >
      {alert ? (
        <p className="auth-alert" role="alert" tabIndex={-1} data-auth-form-alert="">
          {alert}
        </p>
      ) : null}
      {children}
      <Button type="submit" className="auth-form__submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
