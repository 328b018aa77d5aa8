import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicProperty, SubscriberPropertyField } from '@stride/shared';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { subscriberPropertyDefinitions as definitions, subscriberPropertyValues as values } from '../db/schema';
import { AppError } from '../errors/AppError';
import { forgetMemberData } from '../members/memberData';

/** Every property the app defines, in the owner's order, with the member's value (null when not given). */
export async function propertiesOf(db: AppDatabase, appId: string, userId: string): Promise<SubscriberPropertyField[]> {
  const rows = await db
    .select({
      slug: definitions.slug,
      name: definitions.name,
      is_public: definitions.isPublic,
      value: values.value,
    })
    .from(definitions)
    .leftJoin(values, and(eq(values.propertyId, definitions.id), eq(values.userId, userId)))
    .where(eq(definitions.appId, appId))
    .orderBy(asc(definitions.position), asc(definitions.slug));
  return rows.map((row) => ({ ...row, value: row.value ?? null }));
}

/** One property of the app with the member's value; 404 property_not_found for a slug the app does not define. */
export async function propertyOf(
  db: AppDatabase,
  appId: string,
  userId: string,
  slug: string,
): Promise<SubscriberPropertyField> {
  const property = (await propertiesOf(db, appId, userId)).find((candidate) => candidate.slug === slug);
  if (!property) throw new AppError('property_not_found');
  return property;
}

/** Sets the member's value; an empty value (or null) removes it. */
export async function setProperty(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  userId: string,
  slug: string,
  value: string | null,
): Promise<SubscriberPropertyField> {
  const [definition] = await db
    .select({ id: definitions.id })
    .from(definitions)
    .where(and(eq(definitions.appId, appId), eq(definitions.slug, slug)));
  if (!definition) throw new AppError('property_not_found');
  const trimmed = value?.trim() ?? '';
  if (trimmed === '')
    await db.delete(values).where(and(eq(values.userId, userId), eq(values.propertyId, definition.id)));
  else
    await db
      .insert(values)
      .values({ appId, userId, propertyId: definition.id, value: trimmed })
      .onConflictDoUpdate({
        target: [values.userId, values.propertyId],
        set: { value: trimmed, updatedAt: sql`now()` },
      });
  forgetMemberData(caches, userId);
  return propertyOf(db, appId, userId, slug);
}

/** Public property values of these members, by member, in the owner's order. */
export async function publicPropertiesOf(
  db: AppDatabase,
  appId: string,
  userIds: readonly string[],
): Promise<Map<string, PublicProperty[]>> {
  const byMember = new Map<string, PublicProperty[]>();
  if (userIds.length === 0) return byMember;
  const rows = await db
    .select({ userId: values.userId, slug: definitions.slug, name: definitions.name, value: values.value })
    .from(values)
    .innerJoin(definitions, eq(definitions.id, values.propertyId))
    .where(and(eq(definitions.appId, appId), eq(definitions.isPublic, true), inArray(values.userId, [...userIds])))
    .orderBy(asc(definitions.position), asc(definitions.slug));
  for (const { userId, ...property } of rows) {
    const list = byMember.get(userId) ?? [];
    list.push(property);
    byMember.set(userId, list);
  }
  return byMember;
}
