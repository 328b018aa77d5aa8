import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { appLinksSchema } from '../members/Members.schema';
import { themeSchema } from '../theme/Theme.schema';
import { navigationConfigSchema } from './Navigation.schema';

/** Global config, spec §3: everything the shell needs at boot, in one small cacheable document. */
export const accessConfigSchema = z.object({
  is_private: z.boolean(),
  is_subscriber_only: z.boolean(),
  purchase_overlay: z.object({ id: z.string() }).nullable(),
  sso_apple_enabled: z.boolean(),
  sso_google_enabled: z.boolean(),
  /** Spec §6: passwordless sign-in is offered only when enabled. */
  passwordless_enabled: z.boolean(),
  require_sign_in: z.boolean(),
  allow_anonymous_browsing: z.boolean(),
  app_products: z.array(z.object({ id: z.string() })),
  prompt_purchase_post_sign_up: z.boolean(),
});

export const localisationSchema = z.object({
  locale: z.enum(LOCALES),
  status: z.enum(['published', 'draft', 'default']),
});

export const appInfoSchema = z.object({
  slug: z.string(),
  name: z.string(),
  platform_rewardful_slug: z.string().nullable(),
  /** Support, help and privacy-policy addresses the owner set (the account area hides a row without one). */
  links: appLinksSchema.optional(),
});

export const globalConfigSchema = z.object({
  access: accessConfigSchema,
  theme: themeSchema,
  app: appInfoSchema,
  /** Published and default locales only; localisation is enabled when one is published. */
  locales: z.array(localisationSchema),
  /** The destinations of the shell's navigation chrome (tab bar, side navigation, menu). */
  navigation: navigationConfigSchema,
  /** The form that opens right after sign-up (trigger auth_signed_up), if the app has one. */
  forms: z.object({ sign_up_form_id: z.string().nullable() }),
  /** Spec §5/§6: whether chat exists and who may message whom (MessagingSettings). */
  messaging: z.object({
    enabled: z.boolean(),
    member_to_member: z.boolean(),
    member_to_admin: z.boolean(),
    group_chat: z.boolean(),
    strict_mode: z.boolean(),
  }),
  /** How pusher-js connects (RealtimeConfig, DESIGN "Realtime"). */
  realtime: z.object({
    key: z.string(),
    ws_host: z.string().nullable(),
    ws_port: z.number().int().nullable(),
    force_tls: z.boolean().nullable(),
    cluster: z.string().nullable(),
    auth_endpoint: z.string(),
  }),
});
