import { eq } from 'drizzle-orm';
import { userSchema } from '@stride/shared/schemas';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { sessions, users } from '../db/schema';
import { createSession, hashSessionToken, revokeSession } from './sessionTokens';

let testApp: TestApp;
let alphaId: string;
let betaId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  alphaId = (await importFixtureApp(testApp.db, 'alpha', { isDefault: true })).appId;
  betaId = (await importFixtureApp(testApp.db, 'beta')).appId;
});
afterAll(() => testApp.close());

async function userId(appId: string, email: string): Promise<string> {
  const [row] = await testApp.db.select({ id: users.id, appId: users.appId }).from(users).where(eq(users.email, email));
  expect(row?.appId).toBe(appId);
  return row!.id;
}

const verify = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/verify', headers });

describe('POST /api/auth/verify', () => {
  it('answers a live session with the login response', async () => {
    const id = await userId(alphaId, 'owner@alpha.test');
    const { token } = await createSession(testApp.db, alphaId, id);
    const res = await verify({ 'x-app-slug': 'alpha', 'x-user-email': 'OWNER@alpha.test', 'x-user-token': token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(userSchema.parse(body.user)).toMatchObject({
      id,
      email: 'owner@alpha.test',
      name: 'Owner Person',
      isAccountAdmin: true,
      isAdmin: true,
      passwordless: true,
    });
    expect(body).toMatchObject({
      authentication_token: token,
      program_subscriptions: [],
      event_subscriptions: [],
      pack_subscriptions: [],
      page_completions: { by_uuid: {}, by_content_type: {} },
      page_subscriptions: [],
      bookmarked_pages: [],
      past_due_subscriptions: [],
      subscriber_properties: [],
      blocked_user_ids: [],
      blocked_by_user_ids: [],
      exercise_swaps: [],
    });
  });

  it('stores only the SHA-256 of a 32-byte token', async () => {
    const id = await userId(alphaId, 'member@alpha.test');
    const { token, sessionId } = await createSession(testApp.db, alphaId, id);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await testApp.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.tokenHash).toBe(hashSessionToken(token));
    expect(row?.tokenHash).not.toContain(token);
  });

  it.each([
    ['a wrong token', (token: string) => ({ 'x-user-email': 'member@alpha.test', 'x-user-token': `${token}x` })],
    ['the email of another member', (token: string) => ({ 'x-user-email': 'owner@alpha.test', 'x-user-token': token })],
  ])('answers %s with 401 invalid_session', async (_case, headersFor) => {
    const id = await userId(alphaId, 'member@alpha.test');
    const { token } = await createSession(testApp.db, alphaId, id);
    const res = await verify({ 'x-app-slug': 'alpha', ...headersFor(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_session');
  });

  it.each([
    ['no token', { 'x-user-email': 'member@alpha.test' }],
    ['no headers at all', {}],
  ])('answers %s with 401 not_signed_in', async (_case, headers) => {
    const res = await verify({ 'x-app-slug': 'alpha', ...headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });

  it('answers a revoked session with 401', async () => {
    const id = await userId(alphaId, 'member@alpha.test');
    const { token, sessionId } = await createSession(testApp.db, alphaId, id);
    await revokeSession(testApp.db, testApp.app.caches, sessionId);
    const res = await verify({ 'x-app-slug': 'alpha', 'x-user-email': 'member@alpha.test', 'x-user-token': token });
    expect(res.statusCode).toBe(401);
  });

  it("rejects app A's session in app B, even for the same email there", async () => {
    const id = await userId(alphaId, 'member@alpha.test');
    const { token } = await createSession(testApp.db, alphaId, id);
    expect(
      (await verify({ 'x-app-slug': 'beta', 'x-user-email': 'member@alpha.test', 'x-user-token': token })).statusCode,
    ).toBe(401);

    const betaMember = await userId(betaId, 'member@beta.test');
    await testApp.db.update(users).set({ email: 'shared@x.test' }).where(eq(users.id, betaMember));
    await testApp.db.update(users).set({ email: 'shared@x.test' }).where(eq(users.id, id));
    const res = await verify({ 'x-app-slug': 'beta', 'x-user-email': 'shared@x.test', 'x-user-token': token });
    expect(res.statusCode).toBe(401);
    expect(
      (await verify({ 'x-app-slug': 'alpha', 'x-user-email': 'shared@x.test', 'x-user-token': token })).statusCode,
    ).toBe(200);
  });
});
