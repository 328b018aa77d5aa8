import type { Locale } from '@stride/shared';
import { COMMON_EMAIL_STRINGS } from './commonEmailStrings';
import type { EmailContent } from './emailLayout';

/** The words of an email whose point is one link (reset a password, confirm a new address). */
export interface LinkEmailStrings {
  subject: (app: string) => string;
  intro: (app: string) => string;
  button: string;
  linkValidity: string;
  ignore: string;
}

/** Hello, why the email came, the link, how long it works, and what to do if it was not you. */
export function linkEmail(
  strings: LinkEmailStrings,
  values: { appName: string; link: string },
  locale: Locale,
): EmailContent {
  return {
    subject: strings.subject(values.appName),
    blocks: [
      { kind: 'paragraph', text: COMMON_EMAIL_STRINGS[locale].hello },
      { kind: 'paragraph', text: strings.intro(values.appName) },
      { kind: 'link', label: strings.button, href: values.link },
      { kind: 'note', text: strings.linkValidity },
      { kind: 'note', text: strings.ignore },
    ],
  };
}
