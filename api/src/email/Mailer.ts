import type { BlastEmailValues } from './templates/blastEmail';
import type { DigestEmailValues } from './templates/digestEmail';
import type { MessageEmailValues } from './templates/messageEmail';
import type { ReminderEmailValues } from './templates/reminderEmail';

/** The emails the API sends (each localised; see the email folder's templates). */
export type EmailTemplate =
  | {
      template: 'passwordless';
      /** Opens the app and signs in (valid 24 h, then 10 min after first use, a few uses). */
      link: string;
      /** The short one-time code to type into the sign-in dialog instead. */
      code: string;
    }
  | { template: 'reset_password'; link: string }
  /** Sent to the new address a member asked to change to: the change happens when it is opened (24 h, once). */
  | { template: 'confirm_email'; link: string }
  | { template: 'welcome'; name: string; link: string }
  /** To a signed-in member who asked to delete their account: the code they type to confirm (15 min, once). */
  | { template: 'delete_account'; code: string; link: string }
  /** Notifications (api/src/notifications), each with its one-click unsubscribe link (unsubscribeLinks). */
  | ({ template: 'reminder' } & Omit<ReminderEmailValues, 'appName'>)
  | ({ template: 'digest' } & Omit<DigestEmailValues, 'appName'>)
  | ({ template: 'message' } & Omit<MessageEmailValues, 'appName'>)
  | ({ template: 'blast' } & Omit<BlastEmailValues, 'appName'>);

export type EmailTemplateName = EmailTemplate['template'];

export type OutgoingEmail = EmailTemplate & {
  /** The tenant the email is about; its name signs the email. Null for operator mail. */
  appId: string | null;
  appName: string;
  to: string;
  /** A locale of spec §1 (en, es, ar, …); unknown ones fall back to English. */
  locale: string | null;
  /** Extra message headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of a notification. */
  headers?: Readonly<Record<string, string>>;
};

/**
 * Sends the API's emails: over SMTP when SMTP_URL is set, otherwise into the dev outbox the operator reads.
 * `send` resolves once the message is accepted (by the SMTP server or the outbox) and rejects when it was not.
 */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /** Closes SMTP connections; called when the server stops. */
  close(): Promise<void>;
}
