import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REALTIME_AUTH_PATH } from '@stride/shared/messaging';
import { realtimeAuthRequestSchema } from '@stride/shared/schemas';
import { signedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { mayReadThread } from '../threads/threadAccess';
import type { PresenceMember } from './channelAuth';

const authResponseSchema = z.object({ auth: z.string(), channel_data: z.string().optional() });

/** pusher-js's own authoriser posts a form; the shell's posts JSON. Only this plugin's routes take a form. */
const MAX_FORM_BYTES = 4 * 1024;

/** The channels the app publishes on: a thread's (private or presence) and a member's own. */
const CHANNEL = /^(private|presence)-(thread|user)-(.+)$/;
/** A thread channel's subject: the thread's id and its channel epoch (threadChannel). */
const THREAD_SUBJECT = /^(.+)-(\d{1,9})$/;

/**
 * POST /realtime/auth: signs a private or presence channel subscription (pusher-js's channel authorisation) for
 * the member's session. `private-thread-{id}-{epoch}` and `presence-thread-{id}-{epoch}` only for who may read the
 * thread, at its current epoch (an older one is where a member who left was); `private-user-{uuid}` only for that
 * member; anything else 403.
 */
export async function realtimeRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const scope = instance.withTypeProvider<ZodTypeProvider>();

  scope.post(
    REALTIME_AUTH_PATH,
    {
      config: { member: 'required' },
      schema: { body: realtimeAuthRequestSchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      const { socket_id: socketId, channel_name: channel } = request.body;
      const { user } = signedInMember(request);
      const [, kind, subject, id] = CHANNEL.exec(channel) ?? [];
      const [, threadId, epoch] = (subject === 'thread' && id !== undefined && THREAD_SUBJECT.exec(id)) || [];
      if (threadId !== undefined && epoch !== undefined) {
        if (!(await mayReadThread(db, request, threadId, Number(epoch)))) throw new AppError('thread_forbidden');
      } else if (kind === 'private' && subject === 'user') {
        if (id !== user.id) throw new AppError('forbidden', 'You may only listen to your own channel');
      } else {
        throw new AppError('forbidden', 'This channel cannot be subscribed to');
      }
      const member: PresenceMember | undefined =
        kind === 'presence'
          ? { user_id: user.id, user_info: { name: user.name, avatar_urls: user.avatarUrls } }
          : undefined;
      return request.server.realtime.authorize(socketId, channel, member);
    },
  );
}
