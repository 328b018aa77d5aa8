import { z } from 'zod';
import {
  EMAIL_NOTIFICATION_TYPES,
  NOTIFICATION_SETTING_KEYS,
  PUSH_PROVIDERS,
  PUSH_STATUSES,
  type NotificationSettingKey,
} from './Notifications';

const settingFields = Object.fromEntries(
  NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean().optional()]),
) as Record<NotificationSettingKey, z.ZodOptional<z.ZodBoolean>>;
const knownSettings: ReadonlySet<string> = new Set(NOTIFICATION_SETTING_KEYS);

/**
 * PUT /notifications: any subset of the settings. An unknown key is refused with its own name as the field (zod's
 * `.strict()` would name only the body), so a client sending a misspelt setting learns which one.
 */
export const notificationSettingsUpdateSchema = z
  .object(settingFields)
  .catchall(z.unknown())
  .superRefine((body, context) => {
    for (const key of Object.keys(body)) {
      if (!knownSettings.has(key))
        context.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: `Unknown setting "${key}"` });
    }
  })
  .transform((body) => {
    const known: Partial<Record<NotificationSettingKey, boolean>> = {};
    for (const key of NOTIFICATION_SETTING_KEYS) {
      const value = body[key];
      if (value !== undefined) known[key] = value;
    }
    return known;
  });

export const pushRegistrationSchema = z.object({
  /** For `web`: the PushSubscription's JSON (endpoint and keys). */
  token: z.string().min(1).max(4096),
  provider: z.enum(PUSH_PROVIDERS),
  status: z.enum(PUSH_STATUSES),
  /** The device this registration is for; the request's X-Device-Id without it. */
  pusher_device_id: z.string().min(1).max(200).optional(),
});

/** PUT /notifications/unsubscribe: the link's member, type and signature (no session needed). */
export const unsubscribeSchema = z.object({
  subscriber_id: z.string().uuid(),
  type: z.enum(EMAIL_NOTIFICATION_TYPES),
  token: z.string().min(1).max(200),
});

/** POST /notifications/blasts (account admins): news to every member of the app, by push and email. */
export const blastSchema = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(4000),
  /** The app page the notification opens; the home page without one. */
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, 'Must be a path of the app, starting with /')
    .optional(),
});

export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
export type PushRegistrationBody = z.infer<typeof pushRegistrationSchema>;
export type UnsubscribeBody = z.infer<typeof unsubscribeSchema>;
export type BlastBody = z.infer<typeof blastSchema>;
