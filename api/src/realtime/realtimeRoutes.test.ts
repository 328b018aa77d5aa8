import { eq } from 'drizzle-orm';
import { threadChannel, userChannel } from '@stride/shared/messaging';
import {
  addMember,
  call,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';
import { annAndBobChat, insertChat } from '../../test/realtimeClients';
import { apps, type UserRow } from '../db/schema';
import { authorizeChannel } from './channelAuth';

const SECRET = 'auth-endpoint-test-secret';
const SOCKET = '123.456';

let testApp: AuthTestApp;
let ann: UserRow;
let bob: UserRow;
let annSession: Session;
let chatId: string;
let othersChatId: string;
/** A chat of app beta, whose messaging is off. */
let betaChat: { id: string; session: Session };

beforeAll(async () => {
  testApp = await createAuthTestApp({ realtime: { transport: 'local', key: 'stride', secret: SECRET } });
  const { db, alphaId } = testApp;
  ({ ann, bob, annSession, chatId } = await annAndBobChat(db, alphaId));
  othersChatId = await insertChat(db, alphaId, [bob.id]);
  await db
    .update(apps)
    .set({ messaging: { enabled: false } })
    .where(eq(apps.id, testApp.betaId));
  const cat = await addMember(db, testApp.betaId, 'cat@example.com', { password: 'pw-cat-123', name: 'Cat' });
  betaChat = { id: await insertChat(db, testApp.betaId, [cat.id]), session: await sessionFor(db, cat) };
});

afterAll(() => testApp.close());

function authorize(channel: string, session: Session | null = annSession, app = 'alpha') {
  return call(testApp, 'POST', '/realtime/auth', {
    ...(session ? { session } : {}),
    app,
    body: { socket_id: SOCKET, channel_name: channel },
  });
}

/** A POST as pusher-js's own authoriser sends it: a form body, with Ann's session headers. */
function authorizeForm(payload: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/realtime/auth',
    headers: {
      'x-app-slug': 'alpha',
      'x-user-email': annSession.email,
      'x-user-token': annSession.token,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload,
  });
}

describe('POST /api/realtime/auth', () => {
  it('signs a thread channel for a participant with the realtime secret', async () => {
    const response = await authorize(threadChannel(chatId, 0));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(authorizeChannel('stride', SECRET, SOCKET, threadChannel(chatId, 0)));
  });

  it('signs the member’s own user channel', async () => {
    const response = await authorize(userChannel(ann.id));
    expect(response.json()).toEqual(authorizeChannel('stride', SECRET, SOCKET, userChannel(ann.id)));
  });

  it('takes the form pusher-js’s own authoriser posts', async () => {
    const response = await authorizeForm(
      new URLSearchParams({ socket_id: SOCKET, channel_name: userChannel(ann.id) }).toString(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(authorizeChannel('stride', SECRET, SOCKET, userChannel(ann.id)));
  });

  it('gives a presence channel the member as channel_data, signed with it', async () => {
    const channel = `presence-thread-${chatId}-0`;
    const response = await authorize(channel);
    const member = { user_id: ann.id, user_info: { name: 'Ann', avatar_urls: null } };
    expect(response.json()).toEqual(authorizeChannel('stride', SECRET, SOCKET, channel, member));
    expect(JSON.parse(response.json().channel_data)).toEqual(member);
  });

  it('refuses a thread the member is not in, or of another app, with 403 thread_forbidden', async () => {
    for (const id of [othersChatId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await authorize(threadChannel(id, 0));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'thread_forbidden', message: 'You do not have permission to view this message thread' },
      });
    }
    expect((await authorize(`presence-thread-${othersChatId}-0`)).statusCode).toBe(403);
  });

  it('refuses a thread channel at another epoch than the thread’s (where someone who left was) with 403', async () => {
    for (const channel of [threadChannel(chatId, 1), `presence-thread-${chatId}-1`]) {
      const response = await authorize(channel);
      expect([response.statusCode, response.json().error.code]).toEqual([403, 'thread_forbidden']);
    }
    expect((await authorize(`private-thread-${chatId}`)).statusCode).toBe(403);
  });

  it('refuses another member’s user channel and any channel the app does not publish on', async () => {
    for (const channel of [userChannel(bob.id), `presence-user-${ann.id}`, 'private-anything', 'news']) {
      const response = await authorize(channel);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('refuses every thread when messaging is off on the app', async () => {
    const response = await authorize(threadChannel(betaChat.id, 0), betaChat.session, 'beta');
    expect(response.statusCode).toBe(403);
  });

  it('never signs a thread of another app for a session of this one', async () => {
    expect((await authorize(threadChannel(betaChat.id, 0))).statusCode).toBe(403);
    expect((await authorize(threadChannel(chatId, 0), annSession, 'beta')).statusCode).toBe(401);
  });

  it('asks for a session: 401 without one', async () => {
    const response = await authorize(userChannel(ann.id), null);
    expect(response.statusCode).toBe(401);
  });

  it('answers a malformed body 400 naming the field, never 500', async () => {
    const bad = await call(testApp, 'POST', '/realtime/auth', {
      session: annSession,
      body: { socket_id: 'x', channel_name: userChannel(ann.id) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_input', field: 'socket_id' });
    const form = await authorizeForm('%%%');
    expect(form.statusCode).toBe(400);
  });
});
