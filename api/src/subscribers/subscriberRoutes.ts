import { z } from 'zod';
import {
  blockRequestSchema,
  directoryQuerySchema,
  subscriberPropertyValueRequestSchema,
  subscriberUpdateRequestSchema,
} from '@stride/shared/schemas';
import { DEFAULT_LOCALE, type MemberProfile, type Subscriber } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInMember } from '../auth/registerMember';
import { forgetMemberSessions } from '../auth/sessionTokens';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { and, eq } from 'drizzle-orm';
import { eventContext } from '../threads/threadContext';
import { publishBlocksChanged, publishChannelsRenewed } from '../threads/threadEvents';
import { canBeMet } from './canBeMet';
import { block, blockBetween, blockedIdsOf, unblock } from './memberBlocking';
import { searchDirectory } from './memberDirectory';
import { propertiesOf, propertyOf, publicPropertiesOf, setProperty } from './subscriberProperties';
import {
  blockedUsersResponseSchema,
  directoryResponseSchema,
  memberProfileResponseSchema,
  subscriberPropertyFieldSchema,
  subscriberSchema,
} from './subscriberSchemas';

function toSubscriber(row: UserRow): Subscriber {
  return {
    id: row.id,
    language: row.language,
    can_receive_messages_from_members: row.canReceiveMessagesFromMembers,
    bio: row.bio,
    profile_visibility: row.profileVisibility,
  };
}

/**
 * A member of the caller's app others can meet, by id: 404 member_not_found for a stranger, an unknown id, another
 * app's member, or a sign-up the directory hides because it has not finished setup.
 */
async function memberOfApp(db: AppDatabase, appId: string, id: string): Promise<UserRow> {
  const [member] = isUuid(id)
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.appId, appId), eq(users.id, id.toLowerCase()), canBeMet()))
        .limit(1)
    : [];
  if (!member) throw new AppError('member_not_found');
  return member;
}

const userIdParams = z.object({ userId: z.string().max(64) });
const slugParams = z.object({ slug: z.string().max(64) });

/**
 * Spec §7 "Subscriber data": the member's settings (PUT /subscribers), properties (/subscriber/properties),
 * the member directory, profiles and blocks (spec §6). Every route is the signed-in member's, inside their app.
 */
export async function subscriberRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const { caches } = instance;
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;

  /** GET /subscribers/me → {subscriber}: the member's own settings and bio. */
  scope.get(
    '/subscribers/me',
    { config: member, schema: { response: { 200: z.object({ subscriber: subscriberSchema }) } } },
    async (request) => ({ subscriber: toSubscriber(signedInMember(request).user) }),
  );

  /** PUT /subscribers {language?, can_receive_messages_from_members?, bio?, profile_visibility?} → {subscriber}. */
  scope.put(
    '/subscribers',
    {
      config: member,
      schema: { body: subscriberUpdateRequestSchema, response: { 200: z.object({ subscriber: subscriberSchema }) } },
    },
    async (request) => {
      const { user } = signedInMember(request);
      const body = request.body;
      const changes: Partial<UserRow> = {};
      if (body.language !== undefined) {
        // Only a language members may pick in this app (published or its default; English always is).
        const offered = request.app.locales.filter((l) => l.status !== 'draft').map((l) => l.locale);
        if (body.language !== DEFAULT_LOCALE && !offered.includes(body.language))
          throw new AppError('invalid_input', 'This app is not available in that language', { field: 'language' });
        changes.language = body.language;
      }
      if (body.can_receive_messages_from_members !== undefined)
        changes.canReceiveMessagesFromMembers = body.can_receive_messages_from_members;
      if (body.bio !== undefined) changes.bio = body.bio?.trim() || null;
      if (body.profile_visibility !== undefined) changes.profileVisibility = body.profile_visibility;
      if (Object.keys(changes).length === 0) return { subscriber: toSubscriber(user) };
      const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
      // The session carries the user (language, messaging flag): the next verify must read the new one.
      forgetMemberSessions(caches, user.id);
      return { subscriber: toSubscriber(updated ?? user) };
    },
  );

  /** GET /subscribers/directory ?term,properties,page → {members, page, has_more}. */
  scope.get(
    '/subscribers/directory',
    { config: member, schema: { querystring: directoryQuerySchema, response: { 200: directoryResponseSchema } } },
    async (request) => searchDirectory(db, request.app.id, signedInMember(request).user.id, request.query),
  );

  /**
   * GET /subscribers/{userId}/profile → {profile}. 404 member_not_found when the member blocked the caller (they
   * are hidden from each other); a member the caller blocked shows name and picture only, to be unblocked; a
   * private profile shows others name and picture only.
   */
  scope.get(
    '/subscribers/:userId/profile',
    { config: member, schema: { params: userIdParams, response: { 200: memberProfileResponseSchema } } },
    async (request) => {
      const viewer = signedInMember(request).user;
      const target = await memberOfApp(db, request.app.id, request.params.userId);
      const isSelf = target.id === viewer.id;
      const blocks = isSelf
        ? { viewerBlocked: false, blockedByOther: false }
        : await blockBetween(db, viewer.id, target.id);
      if (blocks.blockedByOther) throw new AppError('member_not_found');
      const limited = !isSelf && (blocks.viewerBlocked || target.profileVisibility === 'private');
      const properties = limited
        ? []
        : ((await publicPropertiesOf(db, request.app.id, [target.id])).get(target.id) ?? []);
      const profile: MemberProfile = {
        id: target.id,
        name: target.name,
        avatar_urls: target.avatarUrls,
        is_private: target.profileVisibility === 'private',
        is_blocked: blocks.viewerBlocked,
        is_self: isSelf,
        bio: limited ? null : target.bio,
        properties,
        can_receive_messages_from_members: target.canReceiveMessagesFromMembers,
        is_app_messaging_profile: target.isAppMessagingProfile,
      };
      return { profile };
    },
  );

  /**
   * POST /subscribers/block {user_id} → {blocked_user_ids}. Both members hear 'blocks-changed' on their own channels;
   * the chats they share move to new realtime channels.
   */
  scope.post(
    '/subscribers/block',
    { config: member, schema: { body: blockRequestSchema, response: { 200: blockedUsersResponseSchema } } },
    async (request) => {
      const viewer = signedInMember(request).user;
      const target = await memberOfApp(db, request.app.id, request.body.user_id);
      if (target.id === viewer.id) throw new AppError('cannot_block_self', undefined, { field: 'user_id' });
      const renewed = await block(db, caches, request.app.id, viewer.id, target.id);
      const events = eventContext(db, request);
      // Their shared chats' readers refetch them (can_post, who is shown) and move to the new channels.
      await publishChannelsRenewed(events, renewed, []);
      await publishBlocksChanged(events, [viewer.id, target.id]);
      return { blocked_user_ids: await blockedIdsOf(db, viewer.id) };
    },
  );

  /**
   * DELETE /subscribers/block/{userId} → {blocked_user_ids}; unblocking someone not blocked changes nothing. Both
   * members hear 'blocks-changed'.
   */
  scope.delete(
    '/subscribers/block/:userId',
    { config: member, schema: { params: userIdParams, response: { 200: blockedUsersResponseSchema } } },
    async (request) => {
      const viewer = signedInMember(request).user;
      const target = await memberOfApp(db, request.app.id, request.params.userId);
      await unblock(db, caches, viewer.id, target.id);
      await publishBlocksChanged(eventContext(db, request), [viewer.id, target.id]);
      return { blocked_user_ids: await blockedIdsOf(db, viewer.id) };
    },
  );

  /** GET /subscriber/properties → {subscriber_properties}: every property of the app with the member's value. */
  scope.get(
    '/subscriber/properties',
    {
      config: member,
      schema: { response: { 200: z.object({ subscriber_properties: z.array(subscriberPropertyFieldSchema) }) } },
    },
    async (request) => ({
      subscriber_properties: await propertiesOf(db, request.app.id, signedInMember(request).user.id),
    }),
  );

  /** GET /subscriber/submitted_properties → {properties}: only those the member gave a value. */
  scope.get(
    '/subscriber/submitted_properties',
    {
      config: member,
      schema: {
        response: {
          200: z.object({ properties: z.array(z.object({ slug: z.string(), value: z.string().nullable() })) }),
        },
      },
    },
    async (request) => ({
      properties: (await propertiesOf(db, request.app.id, signedInMember(request).user.id))
        .filter((property) => property.value !== null)
        .map(({ slug, value }) => ({ slug, value })),
    }),
  );

  /** GET /subscriber/properties/{slug} → {subscriber_property}. */
  scope.get(
    '/subscriber/properties/:slug',
    {
      config: member,
      schema: {
        params: slugParams,
        response: { 200: z.object({ subscriber_property: subscriberPropertyFieldSchema }) },
      },
    },
    async (request) => ({
      subscriber_property: await propertyOf(db, request.app.id, signedInMember(request).user.id, request.params.slug),
    }),
  );

  /** PUT /subscriber/properties/{slug} {value} → {subscriber_property}; an empty value removes it. */
  scope.put(
    '/subscriber/properties/:slug',
    {
      config: member,
      schema: {
        params: slugParams,
        body: subscriberPropertyValueRequestSchema,
        response: { 200: z.object({ subscriber_property: subscriberPropertyFieldSchema }) },
      },
    },
    async (request) => ({
      subscriber_property: await setProperty(
        db,
        caches,
        request.app.id,
        signedInMember(request).user.id,
        request.params.slug,
        request.body.value,
      ),
    }),
  );
}
