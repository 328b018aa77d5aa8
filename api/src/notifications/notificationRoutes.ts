import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEADERS } from '@stride/shared';
import {
  NOTIFICATION_SETTING_KEYS,
  PUSH_STATUSES,
  type NotificationSettingKey,
  type NotificationSettings,
  type PushSettings,
} from '@stride/shared/notifications';
import { blastSchema, notificationSettingsUpdateSchema, pushRegistrationSchema } from '@stride/shared/schemas';
import { signedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { noContentSchema } from '../http/responseSchemas';
import { BLAST_QUEUE, countBlastAudience, type BlastJob } from './blastNotifications';
import type { VapidKeys } from './notificationSecrets';
import { readNotificationSettings, updateNotificationSettings } from './notificationSettingsStore';
import { devicePushStatus, savePushRegistration, setPushStatus } from './pushSubscriptionStore';
import { parseWebPushSubscription } from './webPushSubscription';

export interface NotificationRoutesOptions {
  db: AppDatabase;
  vapid: VapidKeys;
  /** Outside production a push service on this machine (http://localhost) may be registered. */
  allowLoopbackPush: boolean;
}

/** Device ids are opaque; longer than this is not one of ours. */
const MAX_DEVICE_ID_LENGTH = 200;

/** How many blasts an admin may send an hour: news, not a loop. */
const BLAST_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 } as const;

export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean()])) as Record<
    NotificationSettingKey,
    z.ZodBoolean
  >,
) satisfies z.ZodType<NotificationSettings>;

const pushSettingsSchema = z.object({
  public_key: z.string(),
  status: z.enum(PUSH_STATUSES).nullable(),
}) satisfies z.ZodType<PushSettings>;

const blastResponseSchema = z.object({
  /** Members the blast is queued for (those whose settings let them receive it). */
  recipients: z.number().int(),
});

function deviceIdOf(request: FastifyRequest): string | null {
  return firstHeaderValue(request, HEADERS.deviceId)?.slice(0, MAX_DEVICE_ID_LENGTH) ?? null;
}

/**
 * Spec §7 Notifications for the signed-in member: their settings (GET, PUT any subset), this device's push
 * registration (PUT /notifications/push, GET /notifications/push_settings) and, for account admins, blasts to every
 * member (POST /notifications/blasts). The unsubscribe links of emails are unsubscribeRoutes' (no session needed).
 */
export async function notificationRoutes(instance: FastifyInstance, options: NotificationRoutesOptions): Promise<void> {
  const { db } = options;
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;

  scope.get(
    '/notifications',
    { config: member, schema: { response: { 200: notificationSettingsSchema } } },
    async (request) => readNotificationSettings(db, signedInMember(request).user.id),
  );

  scope.put(
    '/notifications',
    {
      config: member,
      schema: { body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) => {
      const { user } = signedInMember(request);
      const settings = await updateNotificationSettings(db, { appId: user.appId, userId: user.id }, request.body);
      // Reminders already planned follow the new settings (a delivery checks them again in any case, so a failure
      // here is logged: the settings are saved either way).
      try {
        await request.server.reminders.planMember(user.id);
      } catch (error) {
        request.log.error({ err: error }, 'notifications: could not plan reminders again after a settings change');
      }
      return settings;
    },
  );

  scope.put(
    '/notifications/push',
    { config: member, schema: { body: pushRegistrationSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { user } = signedInMember(request);
      const { token, provider, status, pusher_device_id } = request.body;
      const deviceId = pusher_device_id ?? deviceIdOf(request);
      if (deviceId === null)
        throw new AppError('invalid_input', `pusher_device_id: name the device, or send ${HEADERS.deviceId}`, {
          field: 'pusher_device_id',
        });
      // Turning push off needs no subscription: a browser that lost its own can still say so.
      if (provider === 'web' && status !== 'enabled') {
        await setPushStatus(db, user.id, deviceId, status);
        return reply.status(204).send();
      }
      const endpoint = provider === 'web' ? parseWebPushSubscription(token, options.allowLoopbackPush).endpoint : null;
      await savePushRegistration(db, {
        appId: user.appId,
        userId: user.id,
        deviceId,
        provider,
        status,
        token,
        endpoint,
      });
      return reply.status(204).send();
    },
  );

  scope.get(
    '/notifications/push_settings',
    { config: member, schema: { response: { 200: pushSettingsSchema } } },
    async (request) => {
      const deviceId = deviceIdOf(request);
      return {
        public_key: options.vapid.publicKey,
        status: deviceId === null ? null : await devicePushStatus(db, signedInMember(request).user.id, deviceId),
      };
    },
  );

  scope.post(
    '/notifications/blasts',
    {
      config: { ...member, rateLimit: BLAST_LIMIT },
      schema: { body: blastSchema, response: { 202: blastResponseSchema } },
    },
    async (request, reply) => {
      const { user } = signedInMember(request);
      if (!user.isAccountAdmin) throw new AppError('blasts_forbidden');
      const { title, body, path } = request.body;
      const recipients = await countBlastAudience(db, user.appId);
      await request.server.jobs.send<BlastJob>(BLAST_QUEUE, { appId: user.appId, title, body, path: path ?? '/' });
      return reply.status(202).send({ recipients });
    },
  );
}
