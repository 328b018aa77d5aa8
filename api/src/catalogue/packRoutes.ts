import { z } from 'zod';
import type { AccessResponse, PackSubscriptionsResponse, PacksResponse } from '@stride/shared';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import { accessOf, isHidden, memberAccess, pageOfType, readerAccess } from './catalogueAccess';
import { ownedPacks, packOf } from './packOf';
import { loadMemberFacts } from '../members/memberData';
import { pagesInTreeOrder } from './pageSummary';
import { pageAccessResultSchema } from '../http/responseSchemas';
import { packSubscriptionsResponseSchema, packsResponseSchema } from './catalogueResponseSchemas';

/** Spec §7 packs (`/packages`): a pack is a page of type `pack`; a member subscribes to it by owning a product of it. */
export function packRoutes(scope: ZodScope, db: AppDatabase): void {
  /** GET /packages → {packs}: every pack the asker may know of, with items and product ids. */
  scope.get(
    '/packages',
    { config: { member: 'optional' }, schema: { response: { 200: packsResponseSchema } } },
    async (request): Promise<PacksResponse> => {
      const access = await readerAccess(db, request);
      const packs = pagesInTreeOrder(access.index).filter(
        (page) => page.type === 'pack' && !isHidden(accessOf(access, page.id)),
      );
      return { packs: packs.map((pack) => packOf(access, pack)) };
    },
  );

  /** GET /packages/subscriptions → {pack_subscriptions}: the packs whose products the member owns. */
  scope.get(
    '/packages/subscriptions',
    { config: { member: 'required' }, schema: { response: { 200: packSubscriptionsResponseSchema } } },
    async (request): Promise<PackSubscriptionsResponse> => {
      const access = await memberAccess(db, request);
      const owned = ownedPacks(access, await loadMemberFacts(db, request.server.caches, access.member.user.id));
      return { pack_subscriptions: owned.map(({ subscription }) => subscription) };
    },
  );

  /** GET /packages/{id}/access → the engine's PageAccessResult for the asker (guests too). */
  scope.get(
    '/packages/:id/access',
    {
      config: { member: 'optional' },
      schema: { response: { 200: pageAccessResultSchema }, params: z.object({ id: z.string() }) },
    },
    async (request): Promise<AccessResponse> => {
      const access = await readerAccess(db, request);
      return accessOf(access, pageOfType(access.index, request.params.id, 'pack', 'pack_not_found').id);
    },
  );
}
