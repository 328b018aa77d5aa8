import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { outboxEmails } from '../db/schema';
import { importFixtureApp } from '../../test/contentFixtures';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { createMailer } from './createMailer';
import type { Mailer, OutgoingEmail } from './Mailer';

const FROM = 'Stride <no-reply@stride.test>';
const LINK = 'https://alpha.stride.test/?passwordless_token=tok-123&email=ana%40example.com';

const passwordless: OutgoingEmail = {
  template: 'passwordless',
  link: LINK,
  code: '483920',
  appId: null,
  appName: 'Alpha Fitness',
  to: 'ana@example.com',
  locale: 'en',
};

interface LocalSmtpServer {
  url: string;
  received: ParsedMail[];
  /** SMTP envelopes (MAIL FROM / RCPT TO) of the received messages. */
  envelopes: { from: string; to: string[] }[];
  /** Client connections opened and closed so far. */
  connections: { opened: number; closed: number };
  close(): Promise<void>;
}

/** A real SMTP server on a random local port: plain text, no authentication, every message parsed. */
async function startSmtpServer(overrides: Partial<SMTPServerOptions> = {}): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  const envelopes: LocalSmtpServer['envelopes'] = [];
  const connections = { opened: 0, closed: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1;
      callback();
    },
    onClose() {
      connections.closed += 1;
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    ...overrides,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: TestDatabase;
let db: AppDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

describe('createMailer with SMTP_URL', () => {
  let smtp: LocalSmtpServer;
  let mailer: Mailer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ db, smtpUrl: smtp.url, from: FROM });
  });
  afterEach(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('delivers the rendered email to the SMTP server: sender, recipient, subject, link and code', async () => {
    await mailer.send(passwordless);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(smtp.envelopes[0]).toEqual({ from: 'no-reply@stride.test', to: ['ana@example.com'] });
    expect(mail.from?.value).toEqual([{ name: 'Stride', address: 'no-reply@stride.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : null).toEqual([
      { name: '', address: 'ana@example.com' },
    ]);
    expect(mail.subject).toBe('Sign in to Alpha Fitness');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('483920');
    expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('>483920</p>');
  });

  it('sends non-English text intact (UTF-8 subject and body)', async () => {
    await mailer.send({ ...passwordless, locale: 'ar', template: 'welcome', name: 'سارة' });
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('مرحبًا بك في Alpha Fitness');
    expect(mail.text).toContain('مرحبًا سارة،');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('sends one email after another over one pooled connection, which close() ends', async () => {
    await mailer.send(passwordless);
    await mailer.send({ ...passwordless, template: 'reset_password', to: 'bo@example.com' });
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Sign in to Alpha Fitness',
      'Reset your Alpha Fitness password',
    ]);
    expect(smtp.connections).toEqual({ opened: 1, closed: 0 });

    await mailer.close();
    for (let waited = 0; smtp.connections.closed === 0 && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(smtp.connections).toEqual({ opened: 1, closed: 1 });
  });
});

describe('createMailer when the SMTP server does not take the message', () => {
  it('rejects when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      },
    });
    const mailer = createMailer({ db, smtpUrl: smtp.url, from: FROM });
    try {
      await expect(mailer.send(passwordless)).rejects.toThrow(/No such user here/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('rejects when the server refuses the message itself', async () => {
    const smtp = await startSmtpServer({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Message rejected as spam'), { responseCode: 554 })));
      },
    });
    const mailer = createMailer({ db, smtpUrl: smtp.url, from: FROM });
    try {
      await expect(mailer.send(passwordless)).rejects.toThrow(/Message rejected as spam/);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('rejects when nothing listens at SMTP_URL', async () => {
    const probe = createNetServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createMailer({ db, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    try {
      await expect(mailer.send(passwordless)).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});

describe('createMailer without SMTP_URL (the dev outbox)', () => {
  it('stores each email rendered, with its app, recipient and template', async () => {
    const { appId } = await importFixtureApp(db, 'alpha');
    const mailer = createMailer({ db, smtpUrl: null, from: FROM });
    await mailer.send({ ...passwordless, appId, to: 'outbox-1@example.com' });
    await mailer.send({ ...passwordless, template: 'welcome', name: 'Ana', to: 'outbox-2@example.com', locale: 'es' });
    await mailer.close();

    const [signIn] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'outbox-1@example.com'));
    expect(signIn).toMatchObject({ appId, kind: 'passwordless', subject: 'Sign in to Alpha Fitness' });
    expect(signIn?.text).toContain(LINK);
    expect(signIn?.text).toContain('483920');
    expect(signIn?.html).toContain(LINK.replace('&', '&amp;'));

    const [welcome] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'outbox-2@example.com'));
    expect(welcome).toMatchObject({ appId: null, kind: 'welcome', subject: 'Te damos la bienvenida a Alpha Fitness' });
    expect(welcome?.text).toMatch(/^Hola, Ana:/);
  });
});
