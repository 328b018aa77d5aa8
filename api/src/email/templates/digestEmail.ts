import type { Locale } from '@stride/shared';
import type { EmailBlock, EmailContent } from './emailLayout';
import { NOTIFICATION_STRINGS, type DigestPeriod } from './notificationStrings';
import { formatDay, formatStartTime, type TimedItem } from './notificationTimes';

export interface DigestEmailValues {
  appName: string;
  period: DigestPeriod;
  items: (TimedItem & { title: string })[];
  timezone: string;
  /** Opens the member's schedule. */
  link: string;
  unsubscribeLink: string;
}

/** One line of a digest: "9:00 AM · Day 1" for a day, "Mon, Mar 9 · 9:00 AM · Day 1" for a week. */
export function digestLine(
  item: TimedItem & { title: string },
  period: DigestPeriod,
  timezone: string,
  locale: Locale,
): string {
  const time = formatStartTime(item, timezone, locale);
  return period === 'weekly' ? `${formatDay(item, locale)} · ${time} · ${item.title}` : `${time} · ${item.title}`;
}

/** The day's or week's scheduled items, a button to the schedule, and how to stop these emails. */
export function digestEmail(values: DigestEmailValues, locale: Locale): EmailContent {
  const strings = NOTIFICATION_STRINGS[locale];
  const lines: EmailBlock[] = values.items.map((item) => ({
    kind: 'paragraph',
    text: digestLine(item, values.period, values.timezone, locale),
  }));
  return {
    subject: strings.digestTitle[values.period](values.appName),
    blocks: [
      { kind: 'paragraph', text: strings.digestIntro[values.period] },
      ...lines,
      { kind: 'link', label: strings.openSchedule, href: values.link },
      {
        kind: 'unsubscribe',
        text: strings.why.reminder(values.appName),
        label: strings.unsubscribe,
        href: values.unsubscribeLink,
      },
    ],
  };
}
