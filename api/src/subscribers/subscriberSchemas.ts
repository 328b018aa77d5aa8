import { z } from 'zod';
import { PROFILE_VISIBILITIES } from '@stride/shared';

const avatarUrls = z.record(z.string(), z.string()).nullable();

export const subscriberSchema = z.object({
  id: z.string(),
  language: z.string().nullable(),
  can_receive_messages_from_members: z.boolean(),
  bio: z.string().nullable(),
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
});

export const subscriberPropertyFieldSchema = z.object({
  slug: z.string(),
  name: z.string(),
  is_public: z.boolean(),
  value: z.string().nullable(),
});

export const publicPropertySchema = z.object({ slug: z.string(), name: z.string(), value: z.string() });

export const directoryResponseSchema = z.object({
  members: z.array(
    z.object({ id: z.string(), name: z.string(), avatar_urls: avatarUrls, properties: z.array(publicPropertySchema) }),
  ),
  page: z.number(),
  has_more: z.boolean(),
});

export const memberProfileResponseSchema = z.object({
  profile: z.object({
    id: z.string(),
    name: z.string(),
    avatar_urls: avatarUrls,
    is_private: z.boolean(),
    is_blocked: z.boolean(),
    is_self: z.boolean(),
    bio: z.string().nullable(),
    properties: z.array(publicPropertySchema),
    can_receive_messages_from_members: z.boolean(),
    is_app_messaging_profile: z.boolean(),
  }),
});

export const blockedUsersResponseSchema = z.object({ blocked_user_ids: z.array(z.string()) });
