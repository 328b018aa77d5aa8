import { formatOutboxTime } from './devOutboxPage';
import type { DevOutboxEmail } from './devOutboxSchemas';

export interface OutboxListing {
  emails: readonly DevOutboxEmail[];
  /** The --to filter, if any. */
  to: string | null;
  /** Where the emails were read: "the server at http://127.0.0.1:3000" or "the database in /path". */
  source: string;
}

// Stored text (an app's name, a recipient) must not drive the operator's terminal with escape sequences.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function printable(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

function indent(text: string): string {
  return printable(text)
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n');
}

/** What `npm run outbox` prints: a header line, then each email (time, kind, to, subject, text), newest first. */
export function formatOutboxEmails({ emails, to, source }: OutboxListing): string {
  const recipient = to === null ? '' : ` to ${printable(to)}`;
  if (emails.length === 0) return `No emails${recipient} in the dev outbox (read from ${source}).`;
  const count = `${emails.length} email${emails.length === 1 ? '' : 's'}`;
  const blocks = emails.map((email) =>
    [
      `── ${formatOutboxTime(email.created_at)} · ${printable(email.kind)} ──`,
      `To:      ${printable(email.to)}`,
      `Subject: ${printable(email.subject)}`,
      '',
      indent(email.text),
    ].join('\n'),
  );
  return [`${count}${recipient} in the dev outbox, newest first (read from ${source}):`, ...blocks].join('\n\n');
}
