import type { FormEvent, ReactNode } from 'react';
import { Button } from '@stride/shared/react';

/** One card of a settings screen: a heading, its fields, a save button, and what the save said. */
export function AccountForm({
  title,
  onSubmit,
  saveLabel,
  saving,
  error,
  success,
  children,
}: {
  title: string;
  onSubmit(): void;
  saveLabel: string;
  saving: boolean;
  /** A failure not tied to one field. */
  error?: string | null;
  success?: string | null;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h2 className="account-form__title">{title}</h2>
      {children}
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {success ? (
        <p className="account-form__success" role="status">
          {success}
        </p>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saveLabel}
      </Button>
    </form>
  );
}
