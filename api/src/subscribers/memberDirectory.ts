import { and, asc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DIRECTORY_PAGE_SIZE, type DirectoryResponse } from '@stride/shared';
import type { directoryQuerySchema } from '@stride/shared/schemas';
import type { AppDatabase } from '../db/AppDatabase';
import { likePattern } from '../db/likePattern';
import { subscriberPropertyDefinitions as definitions, subscriberPropertyValues as values, users } from '../db/schema';
import { canBeMet } from './canBeMet';
import { blockedEitherWay } from './memberBlocking';
import { publicPropertiesOf } from './subscriberProperties';

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** Members with a public property (this slug, or any) whose value contains `text`. */
function hasPublicValue(text: string, slug?: string): SQL {
  return sql`exists (select 1 from ${values} join ${definitions} on ${definitions.id} = ${values.propertyId}
    where ${values.userId} = ${users.id} and ${definitions.isPublic}
    ${slug === undefined ? sql`` : sql`and ${definitions.slug} = ${slug}`}
    and ${values.value} ilike ${likePattern(text, 'contains')})`;
}

/**
 * GET /subscribers/directory: the app's members with a public profile, by name, a page at a time. The caller,
 * private profiles, members who have not finished setup and members blocked either way are never listed.
 * `term` matches a name or a public property value; each `properties` pair narrows to that property's value.
 */
export async function searchDirectory(
  db: AppDatabase,
  appId: string,
  viewerId: string,
  query: DirectoryQuery,
): Promise<DirectoryResponse> {
  const term = query.term?.trim();
  const filters = (query.properties ?? []).map(([slug, value]) => hasPublicValue(value, slug));
  const rows = await db
    .select({ id: users.id, name: users.name, avatar_urls: users.avatarUrls })
    .from(users)
    .where(
      and(
        eq(users.appId, appId),
        ne(users.id, viewerId),
        eq(users.profileVisibility, 'public'),
        canBeMet(),
        not(blockedEitherWay(viewerId, users.id)),
        term ? sql`(${users.name} ilike ${likePattern(term, 'contains')} or ${hasPublicValue(term)})` : undefined,
        ...filters,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(DIRECTORY_PAGE_SIZE + 1)
    .offset((query.page - 1) * DIRECTORY_PAGE_SIZE);
  const members = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const properties = await publicPropertiesOf(
    db,
    appId,
    members.map((member) => member.id),
  );
  return {
    members: members.map((member) => ({ ...member, properties: properties.get(member.id) ?? [] })),
    page: query.page,
    has_more: rows.length > DIRECTORY_PAGE_SIZE,
  };
}
