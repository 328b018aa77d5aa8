import { z } from 'zod';

/** Current user, spec §3. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  timezone: z.string().nullable(),
  subscriberId: z.string().nullable(),
  subscriberUuid: z.string().nullable(),
  isAdmin: z.boolean(),
  isAccountAdmin: z.boolean(),
  isAppMessagingProfile: z.boolean(),
  activeProductIds: z.array(z.string()),
  globalEventsChannel: z.string().nullable(),
  avatarUrls: z.record(z.string(), z.string()).nullable(),
  canReceiveMessagesFromMembers: z.boolean(),
  language: z.string().nullable(),
  passwordless: z.boolean(),
  auth_provider: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
});
