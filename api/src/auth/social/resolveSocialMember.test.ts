import { createAppCaches } from '../../cache/AppCaches';
import { eq } from 'drizzle-orm';
import { importFixtureApp } from '../../../test/contentFixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/testDatabase';
import { apps, users, type AppRow } from '../../db/schema';
import { createMember } from '../memberAccounts';
import { resolveSocialMember, type SocialMemberResult } from './resolveSocialMember';
import type { ProviderIdentity } from './verifyProviderIdToken';

let database: TestDatabase;
let app: AppRow;

beforeAll(async () => {
  database = await createTestDatabase();
  const { appId } = await importFixtureApp(database.db, 'alpha', { isDefault: true });
  [app] = (await database.db.select().from(apps).where(eq(apps.id, appId))) as [AppRow];
});
afterAll(() => database?.close());

function identity(subject: string, email: string): ProviderIdentity {
  return { provider: 'google', subject, email, emailVerified: true, name: null };
}

function memberId(result: SocialMemberResult): string {
  if ('failure' in result) throw new Error(`No member: ${result.failure}`);
  return result.user.id;
}

function linkedTo(subject: string) {
  return database.db.select().from(users).where(eq(users.providerId, subject));
}

// The two calls run side by side, so each does its lookups before either writes, as two callbacks of one
// person (two tabs, a double click) do; the second write then meets the first one's row in a unique index.
describe('resolveSocialMember when two callbacks race', () => {
  it('signs both first sign-ins of one person in as the one member they create', async () => {
    const person = identity('g-twice', 'twice@alpha.test');
    const results = await Promise.all([
      resolveSocialMember(database.db, createAppCaches(), app, person),
      resolveSocialMember(database.db, createAppCaches(), app, person),
    ]);
    const [created] = await linkedTo('g-twice');
    expect(results.map(memberId)).toEqual([created!.id, created!.id]);
    expect(results.filter((result) => 'signedUp' in result && result.signedUp)).toHaveLength(1);
  });

  it('signs in as the member a parallel request linked the provider account to, instead of failing', async () => {
    await createMember(database.db, { appId: app.id, email: 'first@alpha.test', name: 'First' });
    await createMember(database.db, { appId: app.id, email: 'second@alpha.test', name: 'Second' });
    const results = await Promise.all([
      resolveSocialMember(database.db, createAppCaches(), app, identity('g-shared', 'first@alpha.test')),
      resolveSocialMember(database.db, createAppCaches(), app, identity('g-shared', 'second@alpha.test')),
    ]);
    const linked = await linkedTo('g-shared');
    expect(linked).toHaveLength(1);
    expect(results.map(memberId)).toEqual([linked[0]!.id, linked[0]!.id]);
  });
});
