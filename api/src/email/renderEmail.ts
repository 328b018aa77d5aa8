import { resolveLocale, type Locale } from '@stride/shared';
import type { OutgoingEmail } from './Mailer';
import { COMMON_EMAIL_STRINGS } from './templates/commonEmailStrings';
import { layoutEmail, type EmailContent, type RenderedEmail } from './templates/emailLayout';
import { confirmEmailChangeEmail } from './templates/confirmEmailChangeEmail';
import { deleteAccountEmail } from './templates/deleteAccountEmail';
import { passwordlessEmail } from './templates/passwordlessEmail';
import { resetPasswordEmail } from './templates/resetPasswordEmail';
import { welcomeEmail } from './templates/welcomeEmail';
import { blastEmail } from './templates/blastEmail';
import { digestEmail } from './templates/digestEmail';
import { messageEmail } from './templates/messageEmail';
import { reminderEmail } from './templates/reminderEmail';

export type { RenderedEmail } from './templates/emailLayout';

function templateContent(email: OutgoingEmail, locale: Locale): EmailContent {
  switch (email.template) {
    case 'passwordless':
      return passwordlessEmail({ appName: email.appName, link: email.link, code: email.code }, locale);
    case 'reset_password':
      return resetPasswordEmail({ appName: email.appName, link: email.link }, locale);
    case 'confirm_email':
      return confirmEmailChangeEmail({ appName: email.appName, link: email.link }, locale);
    case 'welcome':
      return welcomeEmail({ appName: email.appName, name: email.name, link: email.link }, locale);
    case 'delete_account':
      return deleteAccountEmail({ appName: email.appName, code: email.code, link: email.link }, locale);
    case 'reminder':
      return reminderEmail(email, locale);
    case 'digest':
      return digestEmail(email, locale);
    case 'message':
      return messageEmail(email, locale);
    case 'blast':
      return blastEmail(email, locale);
  }
}

/**
 * Subject, plain text and HTML of an email in the member's locale (unknown or missing: English; a
 * regional tag such as es-MX: its language). Pure, so every mailer sends the same message.
 */
export function renderEmail(email: OutgoingEmail): RenderedEmail {
  const locale = resolveLocale(email.locale);
  const common = COMMON_EMAIL_STRINGS[locale];
  return layoutEmail(locale, templateContent(email, locale), {
    linkFallback: common.linkFallback,
    signature: common.signature(email.appName),
  });
}
