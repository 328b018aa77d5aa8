import type { DevOutboxEmail } from './devOutboxSchemas';
import { escapeHtml } from './escapeHtml';

export const DEV_OUTBOX_PATH = '/__dev/outbox';

/** http(s) URLs in plain text; trailing punctuation belongs to the sentence, not the link. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

/** Escaped text with its URLs as links. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** "2025-11-21T05:40:12.345Z" → "2025-11-21 05:40:12 UTC". */
export function formatOutboxTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function filterHref(to: string): string {
  return `${DEV_OUTBOX_PATH}?to=${encodeURIComponent(to)}`;
}

function emailArticle(email: DevOutboxEmail): string {
  return (
    `<article style="margin:16px 0;padding:16px;border:1px solid #e4e4e7;border-radius:8px">\n` +
    `<h2 dir="auto" style="margin:0 0 4px;font-size:17px">${escapeHtml(email.subject)}</h2>\n` +
    `<p style="margin:0 0 12px;font-size:14px;color:#52525b">To <a href="${escapeHtml(filterHref(email.to))}">` +
    `${escapeHtml(email.to)}</a> · <time datetime="${escapeHtml(email.created_at)}">` +
    `${escapeHtml(formatOutboxTime(email.created_at))}</time> · ${escapeHtml(email.kind)}</p>\n` +
    `<pre dir="auto" style="margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit">` +
    `${linkifyText(email.text)}</pre>\n</article>`
  );
}

/**
 * The operator's view of the dev outbox: recent emails, newest first, with their links clickable so a
 * sign-in or reset can be finished without a mail server. Everything from the database is escaped.
 */
export function renderDevOutboxPage(emails: readonly DevOutboxEmail[], filter: { to: string | null }): string {
  const heading = filter.to === null ? 'Recent emails' : `Emails to ${filter.to}`;
  const list =
    emails.length === 0
      ? `<p>No emails${filter.to === null ? '' : ` to ${escapeHtml(filter.to)}`} yet.</p>`
      : emails.map(emailArticle).join('\n');
  return (
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n` +
    `<title>Dev outbox</title>\n</head>\n` +
    `<body style="max-width:860px;margin:0 auto;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#18181b">\n` +
    `<h1 style="margin:0 0 8px;font-size:24px">Dev outbox</h1>\n` +
    `<p style="margin:0 0 16px;color:#52525b">Emails of every app, kept here instead of being sent while ` +
    `SMTP_URL is not set. Only available outside production.</p>\n` +
    `<form method="get" action="${DEV_OUTBOX_PATH}" style="margin:0 0 16px">\n` +
    `<label>To <input type="search" name="to" value="${escapeHtml(filter.to ?? '')}" placeholder="member@example.com"></label>\n` +
    `<button type="submit">Filter</button> <a href="${DEV_OUTBOX_PATH}">All</a>\n</form>\n` +
    `<h2 style="margin:24px 0 0;font-size:18px">${escapeHtml(heading)} (${emails.length}, newest first)</h2>\n` +
    `${list}\n</body>\n</html>\n`
  );
}
