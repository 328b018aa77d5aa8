import type { Locale } from '@stride/shared';
import { threadPath } from '@stride/shared/messaging';
import type { EmailNotificationType, NotificationSettings, PushPayload } from '@stride/shared/notifications';
import type { EmailTemplate } from '../email/Mailer';
import { digestLine } from '../email/templates/digestEmail';
import { NOTIFICATION_STRINGS } from '../email/templates/notificationStrings';
import { formatStartTime } from '../email/templates/notificationTimes';
import type { MemberNotification } from './Notifier';

/** The schedule remote's route (shared/src/remotes/routeTable.ts): a digest opens it. */
export const SCHEDULE_PATH = '/me/schedule';

/** A push body longer than this is cut: push services cap payloads at 4 KB, and a lock screen shows a few lines. */
const PUSH_BODY_MAX = 240;

/** Which kind of email, and so which unsubscribe link and setting, a notification is. */
export function emailTypeOf(notification: MemberNotification): EmailNotificationType {
  return notification.kind === 'digest' ? 'reminder' : notification.kind;
}

export interface Channels {
  push: boolean;
  email: boolean;
}

/** The channels the member's settings allow for this kind of notification (spec §3 Notifications). */
export function channelsFor(notification: MemberNotification, settings: NotificationSettings): Channels {
  switch (notification.kind) {
    case 'reminder':
    case 'digest': {
      const on = !settings.is_all_reminders_inactive;
      return {
        push: on && settings.receive_reminders_via_push_notification,
        email: on && settings.receive_reminders_via_email,
      };
    }
    case 'message':
      return { push: settings.receive_message_notifications, email: settings.receive_message_notifications };
    case 'blast':
      return { push: settings.receive_blast_notifications, email: settings.receive_blast_notifications };
  }
}

/** The app path the notification opens. */
export function notificationPath(notification: MemberNotification): string {
  switch (notification.kind) {
    case 'reminder':
      return notification.item.path;
    case 'digest':
      return SCHEDULE_PATH;
    case 'message':
      return threadPath(notification.thread_id);
    case 'blast':
      return notification.path;
  }
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PUSH_BODY_MAX ? flat : `${flat.slice(0, PUSH_BODY_MAX - 1)}…`;
}

/** What the service worker shows, in the member's language; the tag lets a newer one replace an older. */
export function pushPayloadOf(notification: MemberNotification, locale: Locale, appName: string): PushPayload {
  const strings = NOTIFICATION_STRINGS[locale];
  const url = notificationPath(notification);
  switch (notification.kind) {
    case 'reminder': {
      const { item, reminder, timezone } = notification;
      const time = formatStartTime(item, timezone, locale);
      return {
        title: strings.reminderTitle[reminder](item.title),
        body: clip(strings.reminderBody[reminder](item.title, time)),
        url,
        tag: `reminder:${item.path}:${item.date}`,
      };
    }
    case 'digest':
      return {
        title: strings.digestTitle[notification.period](appName),
        body: clip(
          notification.items
            .map((item) => digestLine(item, notification.period, notification.timezone, locale))
            .join('\n'),
        ),
        url,
        tag: `digest:${notification.period}`,
      };
    case 'message':
      return {
        title: strings.messageTitle(notification.sender_name),
        body: clip(notification.preview || strings.messageWithoutText),
        url,
        tag: `thread:${notification.thread_id}`,
      };
    case 'blast':
      return { title: clip(notification.title), body: clip(notification.body), url, tag: 'blast' };
  }
}

/** The email of a notification; `link` opens it on the app's origin, `unsubscribeLink` is the type's page link. */
export function emailTemplateOf(
  notification: MemberNotification,
  links: { link: string; unsubscribeLink: string },
): EmailTemplate {
  switch (notification.kind) {
    case 'reminder':
      return {
        template: 'reminder',
        reminder: notification.reminder,
        item: notification.item,
        timezone: notification.timezone,
        ...links,
      };
    case 'digest':
      return {
        template: 'digest',
        period: notification.period,
        items: notification.items,
        timezone: notification.timezone,
        ...links,
      };
    case 'message':
      return { template: 'message', senderName: notification.sender_name, preview: notification.preview, ...links };
    case 'blast':
      return { template: 'blast', title: notification.title, body: notification.body, ...links };
  }
}
