/**
 * Validation messages of spec §5, word for word. The API answers with the same texts (its zod schemas use
 * these validators), so a member sees one message whichever side caught the mistake.
 */
export const FIELD_MESSAGES = {
  required: 'Field is required.',
  email: 'Field must be an email.',
  minLength: (minLength: number) => `Field must be at least ${minLength} characters long.`,
  maxLength: (maxLength: number) => `Field cannot be longer than ${maxLength} characters.`,
  between: (betweenMin: number, betweenMax: number) => `Value must be between ${betweenMin} and ${betweenMax}`,
  url: 'Must be a URL starting with http:// or https://',
  startWith: (startWith: string) => `Must start with ${startWith}`,
  passwordTooShort: 'Password must be longer than 6 characters.',
  passwordsDontMatch: "Passwords don't match",
  nameTooShort: 'Name must be longer than 2 characters.',
} as const;

/** Spec §5 upload messages and limit (§9: 15,728,640 bytes). */
export const UPLOAD_LIMIT_BYTES = 15_728_640;

export const UPLOAD_MESSAGES = {
  empty: 'File is empty',
  invalidImageType: 'Invalid image type',
  imageTooLarge: (size: string) => `Image too large. Max size ${size}`,
  videoTooLarge: (size: string) => `Video too large. Max size ${size}`,
} as const;

/** "15 MB" for 15,728,640 bytes. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Longest email and password we accept: beyond any real one, short enough that hashing stays cheap. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 120;

/** "Password must be longer than 6 characters." */
export const PASSWORD_MIN_LENGTH = 7;
/** "Name must be longer than 2 characters." */
export const NAME_MIN_LENGTH = 3;

// Deliberately loose (one @, a dot in the domain, no spaces): the email we send is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each validator answers the message to show, or null when the value is fine. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return FIELD_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return FIELD_MESSAGES.email;
  return null;
}

export function validatePassword(value: string): string | null {
  if (!value) return FIELD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return FIELD_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return FIELD_MESSAGES.maxLength(PASSWORD_MAX_LENGTH);
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return FIELD_MESSAGES.required;
  return password === confirmation ? null : FIELD_MESSAGES.passwordsDontMatch;
}

export function validateName(value: string): string | null {
  const name = value.trim();
  if (!name) return FIELD_MESSAGES.required;
  if (name.length < NAME_MIN_LENGTH) return FIELD_MESSAGES.nameTooShort;
  if (name.length > NAME_MAX_LENGTH) return FIELD_MESSAGES.maxLength(NAME_MAX_LENGTH);
  return null;
}

export function validateRequired(value: string): string | null {
  return value.trim() ? null : FIELD_MESSAGES.required;
}
