import { createAppCaches } from '../cache/AppCaches';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { AppError } from '../errors/AppError';
import { createMember, linkProvider } from './memberAccounts';

let database: TestDatabase;
let appId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  appId = (await importFixtureApp(database.db, 'alpha', { isDefault: true })).appId;
});
afterAll(() => database.close());

async function member(email: string) {
  const created = await createMember(database.db, { appId, email, name: 'Some Member' });
  if (!created) throw new Error(`${email} exists`);
  return created;
}

describe('linkProvider', () => {
  it('answers 409 provider_mismatch when another member of the app got that provider account first', async () => {
    const first = await member('first@alpha.test');
    const second = await member('second@alpha.test');
    await linkProvider(database.db, createAppCaches(), first.id, 'google', 'google-subject');
    const duplicate = linkProvider(database.db, createAppCaches(), second.id, 'google', 'google-subject');
    await expect(duplicate).rejects.toEqual(expect.objectContaining({ code: 'provider_mismatch', status: 409 }));
    await expect(duplicate).rejects.toBeInstanceOf(AppError);
  });

  it('links the same provider account to members of two apps', async () => {
    const betaId = (await importFixtureApp(database.db, 'beta')).appId;
    const beta = await createMember(database.db, { appId: betaId, email: 'first@alpha.test', name: 'Beta Member' });
    await expect(
      linkProvider(database.db, createAppCaches(), beta!.id, 'google', 'google-subject'),
    ).resolves.toMatchObject({
      authProvider: 'google',
      providerId: 'google-subject',
    });
  });
});
