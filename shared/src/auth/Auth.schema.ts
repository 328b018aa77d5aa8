import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FIELD_MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  validateEmail,
  validateName,
  validatePassword,
  validateRequired,
} from '../validation/fieldMessages';
import { SOCIAL_PROVIDERS } from './AuthTypes';

/**
 * A string checked by one of the shared validators, so the API's message is the modal's message. Every
 * failure (missing, not a string, too long) is a custom issue: the API answers those texts as they are.
 */
function checkedString(validate: (value: string) => string | null, maxLength: number) {
  return z
    .custom<string>((value) => typeof value === 'string', FIELD_MESSAGES.required)
    .superRefine((value, ctx) => {
      const message = value.length > maxLength * 4 ? FIELD_MESSAGES.maxLength(maxLength) : validate(value);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}

/** A required string such as a token: "Field is required." when missing or blank. */
const requiredString = (maxLength: number) => checkedString(validateRequired, maxLength);

export const emailSchema = checkedString(validateEmail, EMAIL_MAX_LENGTH).transform((email) => email.trim());
export const passwordSchema = checkedString(validatePassword, PASSWORD_MAX_LENGTH);
export const nameSchema = checkedString(validateName, NAME_MAX_LENGTH).transform((name) => name.trim());
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
/** An ID token (JWT) from the provider; a few KiB at most. */
export const providerIdSchema = requiredString(4_096);
/** IANA time zone name; unknown names are refused. */
export const timezoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** Password or provider, never neither: the path tells which check failed. */
function passwordOrProvider<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      password: z.string().optional(),
      provider: socialProviderSchema.optional(),
      provider_id: providerIdSchema.optional(),
    })
    .superRefine((body, ctx) => {
      if (body.provider) {
        if (!body.provider_id)
          ctx.addIssue({ code: 'custom', path: ['provider_id'], message: FIELD_MESSAGES.required });
        return;
      }
      const message = validatePassword(body.password ?? '');
      if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
    });
}

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .optional(),
    provider: socialProviderSchema.optional(),
    provider_id: providerIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    // Logging in checks only presence: the stored hash decides, and old passwords may be shorter.
    if (body.provider && !body.provider_id)
      ctx.addIssue({ code: 'custom', path: ['provider_id'], message: FIELD_MESSAGES.required });
    if (!body.provider && !body.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: FIELD_MESSAGES.required });
  });

export const fetchAccountRequestSchema = z.object({ email: emailSchema });

export const signUpRequestSchema = passwordOrProvider({
  email: emailSchema,
  name: nameSchema,
  timezone: timezoneSchema.nullish(),
});

export const providerQuerySchema = z.object({
  email: emailSchema,
  provider: socialProviderSchema.optional(),
  provider_id: z.string().max(16_384).optional(),
});

export const linkProviderRequestSchema = z.object({
  email: emailSchema,
  provider: socialProviderSchema,
  provider_id: providerIdSchema,
});

export const setPasswordRequestSchema = z.object({ password: passwordSchema, name: nameSchema });

export const updateAccountRequestSchema = z
  .object({ email: emailSchema.optional(), name: nameSchema.optional(), timezone: timezoneSchema.nullish() })
  .strict();

export const confirmEmailChangeRequestSchema = z.object({
  token: requiredString(64).transform((token) => token.trim()),
});

export const updateAvatarRequestSchema = z.object({
  // The size limit is the route's body limit (15 MB of image as base64).
  avatar: z.custom<string>((value) => typeof value === 'string', FIELD_MESSAGES.required),
});

export const passwordlessRequestSchema = z.object({ email: emailSchema });

export const passwordlessVerifyRequestSchema = z.object({
  token: requiredString(64).transform((token) => token.trim()),
  email: emailSchema.optional(),
});

export const verifySubscriberRequestSchema = z.object({ email: emailSchema, name: nameSchema });

export const resetPasswordQuerySchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({
    token: requiredString(64).transform((token) => token.trim()),
    password: passwordSchema,
    password_confirmation: requiredString(PASSWORD_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: FIELD_MESSAGES.passwordsDontMatch });
  });
