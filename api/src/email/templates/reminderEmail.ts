import type { Locale } from '@stride/shared';
import type { EmailContent } from './emailLayout';
import { NOTIFICATION_STRINGS, type ReminderKind } from './notificationStrings';
import { formatStartTime, type TimedItem } from './notificationTimes';

export interface ReminderEmailValues {
  appName: string;
  reminder: ReminderKind;
  item: TimedItem & { title: string };
  timezone: string;
  /** Opens the item's page. */
  link: string;
  unsubscribeLink: string;
}

/** "In 15 minutes", "starting now" or "today": one scheduled item, a button to it, and how to stop these emails. */
export function reminderEmail(values: ReminderEmailValues, locale: Locale): EmailContent {
  const strings = NOTIFICATION_STRINGS[locale];
  const time = formatStartTime(values.item, values.timezone, locale);
  return {
    subject: strings.reminderTitle[values.reminder](values.item.title),
    blocks: [
      { kind: 'paragraph', text: strings.reminderBody[values.reminder](values.item.title, time) },
      { kind: 'link', label: strings.open, href: values.link },
      {
        kind: 'unsubscribe',
        text: strings.why.reminder(values.appName),
        label: strings.unsubscribe,
        href: values.unsubscribeLink,
      },
    ],
  };
}
