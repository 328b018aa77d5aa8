import { ApiError } from '@stride/shared';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { translateFieldMessage } from '../i18n/translateFieldMessage';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { apiErrorMessage } from './apiErrorMessage';

/** The alert AuthForm draws: where focus goes when an error belongs to no input. */
const ALERT = '[data-auth-form-alert]';

export type FieldErrors<F extends string> = Partial<Record<F, string | null>>;

export interface AuthFormOptions<F extends string> {
  /** Every input of the form, in the order they appear (focus goes to the first invalid one). */
  initial: Record<F, string>;
  /** The shared validators' messages for the current values. */
  validate(values: Record<F, string>): FieldErrors<F>;
  /** Rejects with ApiError to show the server's message in place. */
  submit(values: Record<F, string>): Promise<void>;
  onValueChange?(name: F, value: string): void;
}

/** A server error under an input while it still holds the value the server refused, else atop the form. */
interface ServerError<F extends string> {
  field: F | null;
  message: string;
  value: string;
}

export interface AuthFormField {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

export interface AuthFormState<F extends string> {
  formRef: RefObject<HTMLFormElement>;
  field(name: F): AuthFormField;
  /** The error that belongs to no input of this form. */
  alert: string | null;
  submitting: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * Validation on submit, then on blur once the member has tried to submit; server errors in place; focus on
 * the first field to fix. What the member typed is never reset by an error.
 */
export function useAuthForm<F extends string>(options: AuthFormOptions<F>): AuthFormState<F> {
  const { initial, validate, submit, onValueChange } = options;
  const t = useAuthTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverError, setServerError] = useState<ServerError<F> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Focus moves once the form has re-rendered: the submit button is enabled again, the alert is drawn.
  const [focusRequest, setFocusRequest] = useState<{ field: F | null } | null>(null);
  const names = Object.keys(initial) as F[];

  useEffect(() => {
    if (!focusRequest) return;
    const form = formRef.current;
    const target = focusRequest.field ? form?.elements.namedItem(focusRequest.field) : form?.querySelector(ALERT);
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const field = (name: F): AuthFormField => {
    const fromServer = serverError?.field === name && serverError.value === values[name] ? serverError.message : null;
    const message = errors[name] ?? fromServer;
    return {
      name,
      value: values[name],
      error: message ? translateFieldMessage(t, message) : null,
      onChange: (event) => {
        const { value } = event.target;
        const next = { ...values, [name]: value };
        setValues(next);
        // An error the member has just fixed goes at once (in any field: a new password fixes its
        // confirmation), not at the blur that a click on submit causes: the form would shrink under the
        // pointer between press and release, and that click would submit nothing. New errors wait for blur.
        if (submitted) setErrors((current) => keepStillInvalid(current, validate(next)));
        onValueChange?.(name, value);
      },
      onBlur: () => {
        if (submitted) setErrors(validate(values));
      },
    };
  };

  const send = async (sent: Record<F, string>) => {
    setSubmitting(true);
    let refused: ServerError<F> | null = null;
    try {
      await submit(sent);
    } catch (error) {
      refused = toServerError(error, names, sent, t('somethingWentWrong'));
    }
    setSubmitting(false);
    if (refused) {
      setServerError(refused);
      setFocusRequest({ field: refused.field });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setServerError(null);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) setFocusRequest({ field: firstInvalid });
    else void send(values);
  };

  const alert = serverError && !serverError.field ? translateFieldMessage(t, serverError.message) : null;
  return { formRef, field, alert, submitting, onSubmit };
}

/** The errors shown that the current values still earn, with their current messages. */
function keepStillInvalid<F extends string>(shown: FieldErrors<F>, found: FieldErrors<F>): FieldErrors<F> {
  const kept: FieldErrors<F> = {};
  for (const name of Object.keys(shown) as F[]) if (shown[name]) kept[name] = found[name] ?? null;
  return kept;
}

function toServerError<F extends string>(
  error: unknown,
  names: readonly F[],
  values: Record<F, string>,
  fallback: string,
): ServerError<F> {
  const field = error instanceof ApiError ? (names.find((name) => name === error.field) ?? null) : null;
  return { field, message: apiErrorMessage(error, fallback), value: field ? values[field] : '' };
}
