import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { FIELD_MESSAGES, PASSWORD_MAX_LENGTH } from '../validation/fieldMessages';
import { passwordSchema } from '../auth/Auth.schema';
import { BIO_MAX_LENGTH, DIRECTORY_TERM_MAX_LENGTH, PROFILE_VISIBILITIES, PROPERTY_VALUE_MAX_LENGTH } from './Members';

export const profileVisibilitySchema = z.enum(PROFILE_VISIBILITIES);

export const subscriberUpdateRequestSchema = z
  .object({
    language: z.enum(LOCALES).optional(),
    can_receive_messages_from_members: z.boolean().optional(),
    bio: z.string().max(BIO_MAX_LENGTH, FIELD_MESSAGES.maxLength(BIO_MAX_LENGTH)).nullable().optional(),
    profile_visibility: profileVisibilitySchema.optional(),
  })
  .strict();

export const subscriberPropertyValueRequestSchema = z.object({
  value: z.string().max(PROPERTY_VALUE_MAX_LENGTH, FIELD_MESSAGES.maxLength(PROPERTY_VALUE_MAX_LENGTH)).nullable(),
});

export const blockRequestSchema = z.object({ user_id: z.string().min(1, FIELD_MESSAGES.required).max(64) });

/**
 * `goal:strength,city:lyon` → [['goal', 'strength'], ['city', 'lyon']]. Split at the first ':' only, since a value
 * may hold one (`time:18:00`). A malformed pair is refused: ignoring it would widen the search the member narrowed.
 */
const propertyFiltersSchema = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    const filters: [string, string][] = [];
    if (text.trim() === '') return filters;
    for (const pair of text.split(',')) {
      const colon = pair.indexOf(':');
      const slug = colon < 0 ? '' : pair.slice(0, colon).trim();
      const value = colon < 0 ? '' : pair.slice(colon + 1).trim();
      if (slug === '' || value === '') {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not a slug:value pair` });
        return z.NEVER;
      }
      filters.push([slug, value]);
    }
    return filters;
  });

export const directoryQuerySchema = z.object({
  term: z.string().max(DIRECTORY_TERM_MAX_LENGTH).optional(),
  /** `slug:value` pairs, comma-separated: members whose public property contains that value. */
  properties: propertyFiltersSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .max(PASSWORD_MAX_LENGTH * 4),
    password: passwordSchema,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH * 4),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: FIELD_MESSAGES.passwordsDontMatch });
  });

export const deleteAccountRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/, FIELD_MESSAGES.required) });

/** http(s), mailto: or a path of the app: a link a member taps never runs script. */
const linkUrl = z
  .string()
  .max(2_000)
  .regex(/^((https?:\/\/|mailto:)[^\s]+|\/(?!\/)[^\s]*)$/i, FIELD_MESSAGES.url)
  .nullable();

export const appLinksSchema = z
  .object({ support_url: linkUrl, help_url: linkUrl, privacy_policy_url: linkUrl })
  .partial()
  .strict();
