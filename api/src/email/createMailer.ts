import { createTransport } from 'nodemailer';
import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer } from './Mailer';
import { storeOutboxEmail } from './outboxRepository';
import { renderEmail } from './renderEmail';

export interface MailerOptions {
  db: AppDatabase;
  /** SMTP_URL; null: the dev outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM. */
  from: string;
}

/**
 * Transport settings added to SMTP_URL unless the operator set them in its query. A member waits on
 * the send (the request answers 503 email_not_sent when it fails), so an unreachable or stalled server
 * must fail within seconds instead of nodemailer's minutes; connections are pooled and reused.
 */
const TRANSPORT_DEFAULTS: Readonly<Record<string, string>> = {
  pool: 'true',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TRANSPORT_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(transportUrl(smtpUrl));
  // A pooled connection that fails while idle is dropped by the pool and reported as an event; without
  // a listener that event would crash the server. Failed sends still reject their own promise.
  transport.on('error', () => {});
  return {
    async send(email) {
      const { subject, text, html } = renderEmail(email);
      const headers = email.headers ? { ...email.headers } : undefined;
      const info = await transport.sendMail({ from, to: email.to, subject, text, html, headers });
      // nodemailer resolves when the server takes the message for any recipient; there is only one.
      if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${email.to}`);
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(db: AppDatabase): Mailer {
  return {
    async send(email) {
      const { subject, text, html } = renderEmail(email);
      await storeOutboxEmail(db, {
        appId: email.appId,
        to: email.to,
        subject,
        text,
        html,
        kind: email.template,
        headers: email.headers ?? null,
      });
    },
    async close() {},
  };
}

/** SMTP when SMTP_URL is set; otherwise every email is stored in outbox_emails for the operator to read. */
export function createMailer({ db, smtpUrl, from }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(db);
}
