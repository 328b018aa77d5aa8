import type { Locale } from '@stride/shared';
import type { EmailContent } from './emailLayout';
import { NOTIFICATION_STRINGS } from './notificationStrings';

export interface BlastEmailValues {
  appName: string;
  /** The owner's words, in the language they wrote them. */
  title: string;
  body: string;
  /** Opens the page the blast is about (the app's home without one). */
  link: string;
  unsubscribeLink: string;
}

/** News the app's owner sent to every member. */
export function blastEmail(values: BlastEmailValues, locale: Locale): EmailContent {
  const strings = NOTIFICATION_STRINGS[locale];
  return {
    subject: values.title,
    blocks: [
      ...values.body
        .split(/\n{2,}/)
        .map((text) => text.trim())
        .filter((text) => text !== '')
        .map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'link', label: strings.open, href: values.link },
      {
        kind: 'unsubscribe',
        text: strings.why.blast(values.appName),
        label: strings.unsubscribe,
        href: values.unsubscribeLink,
      },
    ],
  };
}
