/**
 * Three apps at once (development, production, SMTP), each on its own database, readied before any hook runs.
 * @apiTestDatabases 3
 */
import { outboxEmails } from '../db/schema';
import { ensureOperatorToken } from '../remotes/operatorToken';
import { importFixtureApp } from '../../test/contentFixtures';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { createMailer } from './createMailer';
import type { DevOutboxResponse } from './devOutboxSchemas';
import type { OutgoingEmail } from './Mailer';

const LINK = 'https://alpha.stride.test/?reset_token=tok&email=ana%40example.com';

function resetEmail(to: string, appName = 'Alpha'): OutgoingEmail {
  return { template: 'reset_password', link: LINK, appId: null, appName, to, locale: 'en' };
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.delete(outboxEmails);
});

async function sendAll(emails: OutgoingEmail[]): Promise<void> {
  const mailer = createMailer({ db: testApp.db, smtpUrl: null, from: 'Test <test@stride.test>' });
  for (const email of emails) await mailer.send(email);
}

async function getJson(query = ''): Promise<DevOutboxResponse> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/__dev/outbox${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json<DevOutboxResponse>();
}

describe('GET /api/__dev/outbox', () => {
  it('lists the emails of every app, newest first, with their text and HTML', async () => {
    const { appId } = await importFixtureApp(testApp.db, 'alpha');
    await sendAll([
      { ...resetEmail('ana@example.com'), appId },
      {
        template: 'passwordless',
        link: LINK,
        code: '123456',
        appId: null,
        appName: 'Beta',
        to: 'bo@example.com',
        locale: 'fr',
      },
    ]);

    const { emails } = await getJson();
    expect(emails.map((email) => [email.to, email.kind, email.subject])).toEqual([
      ['bo@example.com', 'passwordless', 'Connexion à Beta'],
      ['ana@example.com', 'reset_password', 'Reset your Alpha password'],
    ]);
    const [signIn] = emails;
    expect(signIn).toEqual({
      id: expect.any(String),
      to: 'bo@example.com',
      subject: 'Connexion à Beta',
      text: expect.stringContaining('123456'),
      html: expect.stringContaining('<html lang="fr" dir="ltr">'),
      kind: 'passwordless',
      headers: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(signIn?.text).toContain(LINK);
  });

  it('filters by recipient, ignoring case, and limits how many it returns', async () => {
    await sendAll([
      resetEmail('ana@example.com'),
      resetEmail('other@example.com'),
      resetEmail('Ana@Example.com'),
      resetEmail('ana@example.com'),
    ]);

    expect((await getJson('?to=ANA@example.com')).emails.map((email) => email.to)).toEqual([
      'ana@example.com',
      'Ana@Example.com',
      'ana@example.com',
    ]);
    expect((await getJson('?to=ana@example.com&limit=2')).emails).toHaveLength(2);
    expect((await getJson('?to=nobody@example.com')).emails).toEqual([]);
    // A blank filter (the page's form submitted empty) means every recipient.
    expect((await getJson('?to=')).emails).toHaveLength(4);
  });

  it.each(['?limit=0', '?limit=201', '?limit=ten'])('answers 400 invalid_input for %s', async (query) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/__dev/outbox${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('needs no app: an unknown X-App-Slug changes nothing', async () => {
    await sendAll([resetEmail('ana@example.com')]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/__dev/outbox',
      headers: { 'x-app-slug': 'no-such-app' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DevOutboxResponse>().emails).toHaveLength(1);
  });
});

describe('GET /__dev/outbox (the page)', () => {
  it('shows each email with its recipient, subject, time and text, links clickable', async () => {
    await sendAll([resetEmail('ana@example.com')]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/__dev/outbox',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    expect(page).toContain('<title>Dev outbox</title>');
    expect(page).toContain('Reset your Alpha password');
    expect(page).toContain('>ana@example.com</a>');
    expect(page).toMatch(/<time datetime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
    expect(page).toContain('The link works for 1 hour.');
    const escapedLink = LINK.replace('&', '&amp;');
    expect(page).toContain(`<a href="${escapedLink}">${escapedLink}</a>`);
  });

  it('escapes everything it shows', async () => {
    await sendAll([resetEmail('ana@example.com', '<script>alert("app")</script>')]);
    const page = (await testApp.app.inject({ method: 'GET', url: '/__dev/outbox?to=<b>x</b>' })).body;
    expect(page).not.toMatch(/<script|<b>/);
    expect(page).toContain('No emails to &lt;b&gt;x&lt;/b&gt; yet.');
    expect(page).toContain('value="&lt;b&gt;x&lt;/b&gt;"');

    const all = (await testApp.app.inject({ method: 'GET', url: '/__dev/outbox' })).body;
    expect(all).not.toContain('<script');
    expect(all).toContain('Reset your &lt;script&gt;alert(&quot;app&quot;)&lt;/script&gt; password');
  });

  it('filters by recipient', async () => {
    await sendAll([resetEmail('ana@example.com'), resetEmail('bo@example.com')]);
    const page = (await testApp.app.inject({ method: 'GET', url: '/__dev/outbox?to=bo@example.com' })).body;
    expect(page).toContain('Emails to bo@example.com (1, newest first)');
    expect(page).toContain('>bo@example.com</a>');
    expect(page).not.toContain('>ana@example.com</a>');
  });
});

describe('the dev outbox in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ nodeEnv: 'production' });
    await createMailer({ db: production.db, smtpUrl: null, from: 'x@stride.test' }).send(resetEmail('ana@example.com'));
  });
  afterAll(async () => {
    await production.close();
  });

  it('does not exist: the JSON route and the page answer 404', async () => {
    const json = await production.app.inject({ method: 'GET', url: '/api/__dev/outbox' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ error: { code: 'not_found' } });

    const page = await production.app.inject({ method: 'GET', url: '/__dev/outbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Reset your Alpha password');
  });
});

describe('who may read the dev outbox', () => {
  const LAN_CLIENT = '192.168.1.20';

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers this machine (%s)', async (remoteAddress) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/__dev/outbox', remoteAddress });
    expect(response.statusCode).toBe(200);
  });

  it('answers another machine 404, as a route that does not exist, for the JSON and the page', async () => {
    await sendAll([resetEmail('ana@example.com')]);
    for (const url of ['/api/__dev/outbox', '/__dev/outbox']) {
      const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: LAN_CLIENT });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it("answers another machine that sends the operator's token, and no other token", async () => {
    await sendAll([resetEmail('ana@example.com')]);
    const token = await ensureOperatorToken(testApp.dataDir);
    const read = (authorization: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/__dev/outbox',
        remoteAddress: LAN_CLIENT,
        headers: { authorization },
      });
    const operator = await read(`Bearer ${token}`);
    expect(operator.statusCode).toBe(200);
    expect(operator.json<DevOutboxResponse>().emails).toHaveLength(1);
    expect((await read('Bearer not-the-token')).statusCode).toBe(404);
    expect((await read(token)).statusCode).toBe(404);
  });
});

describe('the dev outbox behind a trusted proxy', () => {
  const PROXY = '192.168.1.20';
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: [PROXY] });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('judges this machine by the socket, never by a forwarded address, for the JSON and the page', async () => {
    for (const url of ['/api/__dev/outbox', '/__dev/outbox']) {
      const response = await proxied.app.inject({
        method: 'GET',
        url,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers a proxy on this machine 404 when it relays someone else', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/__dev/outbox',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const direct = await proxied.app.inject({ method: 'GET', url: '/api/__dev/outbox', remoteAddress: '127.0.0.1' });
    expect(direct.statusCode).toBe(200);
  });
});

describe('the dev outbox with SMTP configured', () => {
  let delivering: TestApp;
  beforeAll(async () => {
    delivering = await createTestApp({ smtpUrl: 'smtp://mail.example.com:587' });
  });
  afterAll(async () => {
    await delivering.close();
  });

  it('does not exist: emails are delivered, not kept', async () => {
    expect((await delivering.app.inject({ method: 'GET', url: '/api/__dev/outbox' })).statusCode).toBe(404);
    expect((await delivering.app.inject({ method: 'GET', url: '/__dev/outbox' })).statusCode).toBe(404);
  });
});
