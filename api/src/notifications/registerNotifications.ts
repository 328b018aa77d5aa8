import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer } from '../email/Mailer';
import {
  BLAST_MEMBER_QUEUE,
  BLAST_QUEUE,
  handleBlast,
  handleBlastMember,
  type BlastJob,
  type BlastMemberJob,
} from './blastNotifications';
import type { NotificationServerSettings } from './loadNotificationServerSettings';
import {
  EMAIL_RETRY_QUEUE,
  MemberNotifier,
  PUSH_RETRY_QUEUE,
  type EmailRetryJob,
  type PushRetryJob,
} from './MemberNotifier';
import {
  handleMessageCreated,
  handleMessageEmail,
  MESSAGE_CREATED_QUEUE,
  MESSAGE_EMAIL_QUEUE,
  type MessageCreatedJob,
  type MessageEmailJob,
} from './messageNotifications';
import { loadNotificationSecrets } from './notificationSecrets';
import { notificationRoutes } from './notificationRoutes';
import type { Notifier } from './Notifier';
import { unsubscribeRoutes } from './unsubscribeRoutes';
import { WebPushSender } from './WebPushSender';

export interface NotificationsOptions {
  db: AppDatabase;
  mailer: Mailer;
  dataDir: string;
  publicUrl: string;
  nodeEnv: string;
  /** VAPID keys and the unsubscribe secret from the environment (loadNotificationServerSettings). */
  settings: NotificationServerSettings;
  /** Stands in for the real notifier as `app.notifier` (tests of what is notified, not how it is delivered). */
  notifier?: Notifier;
}

/** Delivery is retried for a while: a push service or SMTP server that is down for minutes is not a lost reminder. */
const DELIVERY_RETRY = { retryLimit: 5, retryDelaySeconds: 30 } as const;

/**
 * Notifications, wired into the API: decorates `app.notifier`, registers the delivery jobs on `app.jobs` (register
 * after the job queue), and returns the routes: `tenantRoutes` in the tenant scope (settings, push registration,
 * blasts), `rootRoutes` at the API root (the unsubscribe links, which name their member and need no app header).
 */
export async function registerNotifications(app: FastifyInstance, options: NotificationsOptions) {
  const { db, mailer } = options;
  const secrets = await loadNotificationSecrets(options.settings, options.dataDir);
  const push = new WebPushSender({ db, vapid: secrets.vapid, vapidSubject: secrets.vapidSubject, log: app.log });
  const memberNotifier = new MemberNotifier({
    db,
    mailer,
    push,
    secrets,
    publicUrl: options.publicUrl,
    jobs: () => app.jobs,
    log: app.log,
  });
  app.decorate('notifier', options.notifier ?? memberNotifier);

  const { jobs } = app;
  jobs.register<PushRetryJob>(
    PUSH_RETRY_QUEUE,
    (job) => push.send(job.userId, job.payload, job.subscriptionIds),
    DELIVERY_RETRY,
  );
  jobs.register<EmailRetryJob>(EMAIL_RETRY_QUEUE, (job) => mailer.send(job.email), DELIVERY_RETRY);
  jobs.register<MessageCreatedJob>(MESSAGE_CREATED_QUEUE, (job) => handleMessageCreated(db, jobs, memberNotifier, job));
  jobs.register<MessageEmailJob>(MESSAGE_EMAIL_QUEUE, (job) => handleMessageEmail(db, memberNotifier, job));
  jobs.register<BlastJob>(BLAST_QUEUE, (job, { id }) => handleBlast(db, jobs, job, id));
  jobs.register<BlastMemberJob>(BLAST_MEMBER_QUEUE, (job) => handleBlastMember(app.notifier, job));

  return {
    notifier: memberNotifier,
    tenantRoutes: async (scope: FastifyInstance) =>
      notificationRoutes(scope, { db, vapid: secrets.vapid, allowLoopbackPush: options.nodeEnv !== 'production' }),
    rootRoutes: async (scope: FastifyInstance) =>
      unsubscribeRoutes(scope, { db, unsubscribeSecret: secrets.unsubscribeSecret }),
  };
}
