import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@stride/shared/notifications';
import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer, OutgoingEmail } from '../email/Mailer';
import type { JobQueue } from '../jobs/JobQueue';
import { appPublicUrl } from '../tenancy/appPublicUrl';
import type { NotificationSecrets } from './notificationSecrets';
import {
  channelsFor,
  emailTemplateOf,
  emailTypeOf,
  notificationPath,
  pushPayloadOf,
  type Channels,
} from './notificationMessages';
import { findRecipient, type Recipient } from './notificationRecipients';
import type { MemberNotification, Notifier } from './Notifier';
import { unsubscribeLinks } from './unsubscribeTokens';
import { PushDeliveryError, type WebPushSender } from './WebPushSender';

/** Jobs that retry one channel that failed, so a retry never repeats the channel that worked. */
export const PUSH_RETRY_QUEUE = 'notifications.push';
export const EMAIL_RETRY_QUEUE = 'notifications.email';

export interface PushRetryJob {
  userId: string;
  payload: PushPayload;
  /** The member's subscriptions that did not get it (the others did). */
  subscriptionIds?: string[];
}

export interface EmailRetryJob {
  email: OutgoingEmail;
}

export interface MemberNotifierOptions {
  db: AppDatabase;
  mailer: Mailer;
  push: WebPushSender;
  secrets: NotificationSecrets;
  /** PUBLIC_URL: links point at the member's app (appPublicUrl). */
  publicUrl: string;
  /** The queue failed channels are retried through (app.jobs, read when first needed). */
  jobs: () => JobQueue;
  log: FastifyBaseLogger;
}

const ALL_CHANNELS: Channels = { push: true, email: true };

/**
 * `app.notifier`: tells a member something over the channels their settings allow, in their language. Push goes
 * to each enabled browser, email through the mailer with a one-click unsubscribe link (RFC 8058 headers too). A
 * channel that fails is handed to its own retrying job; notify() throws only when even that cannot be stored.
 */
export class MemberNotifier implements Notifier {
  constructor(private readonly options: MemberNotifierOptions) {}

  notify(userId: string, notification: MemberNotification): Promise<void> {
    return this.notifyVia(userId, notification, ALL_CHANNELS);
  }

  /** notify() limited to `channels` (a new message pushes at once and emails later, if still unread). */
  async notifyVia(userId: string, notification: MemberNotification, channels: Channels): Promise<void> {
    const recipient = await findRecipient(this.options.db, userId);
    if (!recipient) return;
    const allowed = channelsFor(notification, recipient.settings);
    if (channels.push && allowed.push) {
      const payload = pushPayloadOf(notification, recipient.locale, recipient.app.name);
      await this.pushOrRetry(userId, payload);
    }
    if (channels.email && allowed.email) await this.emailOrRetry(this.emailOf(recipient, notification));
  }

  /** The email of a notification to this member, with its unsubscribe link and headers. */
  emailOf(recipient: Recipient, notification: MemberNotification): OutgoingEmail {
    const { user, app } = recipient;
    const origin = appPublicUrl(this.options.publicUrl, app);
    const links = unsubscribeLinks(this.options.secrets.unsubscribeSecret, origin, {
      appId: app.id,
      userId: user.id,
      type: emailTypeOf(notification),
    });
    return {
      ...emailTemplateOf(notification, {
        link: `${origin}${notificationPath(notification)}`,
        unsubscribeLink: links.page,
      }),
      appId: app.id,
      appName: app.name,
      to: user.email,
      locale: recipient.locale,
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  private async pushOrRetry(userId: string, payload: PushPayload): Promise<void> {
    try {
      await this.options.push.send(userId, payload);
    } catch (error) {
      this.options.log.warn({ err: error, userId }, 'notifications: push failed, retrying in a job');
      const subscriptionIds = error instanceof PushDeliveryError ? [...error.failedIds] : undefined;
      await this.options.jobs().send<PushRetryJob>(PUSH_RETRY_QUEUE, { userId, payload, subscriptionIds });
    }
  }

  private async emailOrRetry(email: OutgoingEmail): Promise<void> {
    try {
      await this.options.mailer.send(email);
    } catch (error) {
      this.options.log.warn({ err: error, template: email.template }, 'notifications: email failed, retrying in a job');
      await this.options.jobs().send<EmailRetryJob>(EMAIL_RETRY_QUEUE, { email });
    }
  }
}
