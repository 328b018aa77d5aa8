import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer } from './Mailer';

export interface MailerOptions {
  db: AppDatabase;
  /** SMTP_URL; null: the dev outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM. */
  from: string;
}

// WIP (issue 3, email helper): SMTP transport, templates and outbox replace this.
export function createMailer(_options: MailerOptions): Mailer {
  return { send: async () => undefined, close: async () => undefined };
}
