import { z } from 'zod';
import {
  SOCIAL_PROVIDERS,
  type EmailSentResponse,
  type FetchAccountResponse,
  type ProviderResponse,
  type UpdateAccountResponse,
  type UpdateAvatarResponse,
  type User,
} from '@stride/shared';
import { userSchema } from '@stride/shared/schemas';

const authProvider = z.enum(['email', ...SOCIAL_PROVIDERS]);

export const fetchAccountResponseSchema = z.object({
  exists: z.boolean(),
  current_provider: authProvider.nullable(),
  has_password: z.boolean(),
}) satisfies z.ZodType<FetchAccountResponse>;

export const providerResponseSchema = z.object({
  current_provider: authProvider.nullable(),
}) satisfies z.ZodType<ProviderResponse>;

export const updateAccountResponseSchema = z.object({
  user: userSchema,
  email_change_pending: z.string().nullable(),
}) satisfies z.ZodType<UpdateAccountResponse>;

export const userResponseSchema = z.object({ user: userSchema }) satisfies z.ZodType<{ user: User }>;

export const updateAvatarResponseSchema = z.object({
  avatar_urls: z.record(z.string(), z.string()),
}) satisfies z.ZodType<UpdateAvatarResponse>;

export const emailSentResponseSchema = z.object({ email_sent: z.literal(true) }) satisfies z.ZodType<EmailSentResponse>;
