import type { MyContent } from '@stride/shared';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import { memberAccess } from './catalogueAccess';
import { loadMyContent } from './myContent';
import { myContentResponseSchema } from './catalogueResponseSchemas';

/** GET /my-content → MyContent (spec §3) of the signed-in member. */
export function myContentRoutes(scope: ZodScope, db: AppDatabase): void {
  scope.get(
    '/my-content',
    { config: { member: 'required' }, schema: { response: { 200: myContentResponseSchema } } },
    async (request): Promise<MyContent> => loadMyContent(db, await memberAccess(db, request)),
  );
}
