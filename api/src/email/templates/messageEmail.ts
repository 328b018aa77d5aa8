import type { Locale } from '@stride/shared';
import type { EmailContent } from './emailLayout';
import { NOTIFICATION_STRINGS } from './notificationStrings';

export interface MessageEmailValues {
  appName: string;
  senderName: string;
  /** The start of the message; empty for a picture, video or file. */
  preview: string;
  /** Opens the thread. */
  link: string;
  unsubscribeLink: string;
}

/** A message the member has not read for a while: who wrote, what, and a button to reply. */
export function messageEmail(values: MessageEmailValues, locale: Locale): EmailContent {
  const strings = NOTIFICATION_STRINGS[locale];
  return {
    subject: strings.messageTitle(values.senderName),
    blocks: [
      { kind: 'paragraph', text: values.preview || strings.messageWithoutText },
      { kind: 'link', label: strings.reply, href: values.link },
      {
        kind: 'unsubscribe',
        text: strings.why.message(values.appName),
        label: strings.unsubscribe,
        href: values.unsubscribeLink,
      },
    ],
  };
}
