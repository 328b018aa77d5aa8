import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_NOTIFICATION_TYPES, type UnsubscribeResult } from '@stride/shared/notifications';
import { unsubscribeSchema, type UnsubscribeBody } from '@stride/shared/schemas';
import type { AppDatabase } from '../db/AppDatabase';
import { apps, users } from '../db/schema';
import { AppError } from '../errors/AppError';
import { UNSUBSCRIBE_SETTING, updateNotificationSettings } from './notificationSettingsStore';
import { isUnsubscribeToken } from './unsubscribeTokens';

export interface UnsubscribeRoutesOptions {
  db: AppDatabase;
  unsubscribeSecret: string;
}

/** Per address: a member clicks once; guessing tokens is cut off long before it could succeed. */
export const UNSUBSCRIBE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const unsubscribeResultSchema = z.object({
  type: z.enum(EMAIL_NOTIFICATION_TYPES),
  email: z.string(),
  app_name: z.string(),
}) satisfies z.ZodType<UnsubscribeResult>;

/** `ana@example.com` → `a***@example.com`: enough to recognise, not enough to harvest from a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Turns off one kind of email for the member the link names, if its token is theirs for that type (403 otherwise,
 * nothing changed). The member's own app is the one their id belongs to: a mail client's one-click POST carries no
 * app header, and the signed token binds app, member and type together.
 */
async function unsubscribe(
  db: AppDatabase,
  secret: string,
  { subscriber_id, type, token }: UnsubscribeBody,
): Promise<UnsubscribeResult> {
  const [row] = await db
    .select({ userId: users.id, appId: users.appId, email: users.email, appName: apps.name })
    .from(users)
    .innerJoin(apps, eq(apps.id, users.appId))
    .where(eq(users.id, subscriber_id));
  if (!row || !isUnsubscribeToken(secret, { appId: row.appId, userId: row.userId, type }, token))
    throw new AppError('invalid_unsubscribe_link');
  await updateNotificationSettings(
    db,
    { appId: row.appId, userId: row.userId },
    { [UNSUBSCRIBE_SETTING[type]]: false },
  );
  return { type, email: maskEmail(row.email), app_name: row.appName };
}

/**
 * The unsubscribe links of notification emails, which work without a session: PUT /notifications/unsubscribe
 * {subscriber_id, type, token} from the unsubscribe page, and the RFC 8058 one-click POST a mail client sends to the
 * List-Unsubscribe URL (the same three in its query, `List-Unsubscribe=One-Click` as a form body). Register outside
 * the tenant scope: the link names its member, whatever host it is posted to.
 */
export async function unsubscribeRoutes(instance: FastifyInstance, options: UnsubscribeRoutesOptions): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  // The one-click body says only "List-Unsubscribe=One-Click" (form-encoded, or multipart per RFC 8058): the query
  // carries what matters, so the body is read as text and not interpreted.
  instance.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  scope.put(
    '/notifications/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_LIMIT },
      schema: { body: unsubscribeSchema, response: { 200: unsubscribeResultSchema } },
    },
    async (request) => unsubscribe(options.db, options.unsubscribeSecret, request.body),
  );

  scope.post(
    '/notifications/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_LIMIT },
      schema: { querystring: unsubscribeSchema, response: { 200: unsubscribeResultSchema } },
    },
    async (request) => unsubscribe(options.db, options.unsubscribeSecret, request.query),
  );
}
