import { textDirection, type Locale } from '@stride/shared';
import { escapeHtml } from '../escapeHtml';

/** One piece of an email body; the layout turns each into plain text and inline-styled HTML. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Small print: how long a link or code works, what to do if the email was unexpected. */
  | { kind: 'note'; text: string }
  /** A one-time code, shown large (and typed by hand, so never split or translated). */
  | { kind: 'code'; code: string }
  /** A call to action: a button in HTML, the bare link on its own line in text. */
  | { kind: 'link'; label: string; href: string }
  /** Why the member gets this email and the link that stops it: small print, an inline link, never a button. */
  | { kind: 'unsubscribe'; text: string; label: string; href: string };

/** What a template produces for one locale, before layout. */
export interface EmailContent {
  subject: string;
  blocks: EmailBlock[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface LayoutStrings {
  /** Under a button in HTML: the link written out, for clients that do not show buttons. */
  linkFallback: string;
  /** The last line, naming the app the email comes from. */
  signature: string;
}

/** Emails carry links members click: anything but http(s) (javascript:, data:) is a bug upstream. */
function checkedHref(href: string): string {
  if (!/^https?:\/\//i.test(href)) throw new Error(`An email link must be an http(s) URL, got "${href.slice(0, 40)}"`);
  return href;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const STYLES = {
  body: 'margin:0;padding:24px 12px;background-color:#f4f4f5;',
  card:
    `max-width:560px;margin:0 auto;padding:32px 28px;background-color:#ffffff;border-radius:8px;` +
    `font-family:${FONT};font-size:16px;line-height:1.5;color:#18181b;`,
  paragraph: 'margin:0 0 16px;',
  note: 'margin:0 0 16px;font-size:14px;color:#52525b;',
  code:
    'margin:8px 0 16px;padding:16px;background-color:#f4f4f5;border-radius:6px;text-align:center;' +
    'font-family:ui-monospace,Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;',
  buttonRow: 'margin:8px 0 16px;',
  button:
    'display:inline-block;padding:12px 24px;background-color:#18181b;color:#ffffff;border-radius:6px;' +
    'font-weight:600;text-decoration:none;',
  fallback: 'margin:24px 0 16px;font-size:13px;color:#71717a;',
  fallbackLink: 'color:#2563eb;word-break:break-all;',
  signature: 'margin:24px 0 0;',
  unsubscribe: 'margin:24px 0 0;font-size:13px;color:#71717a;',
  unsubscribeLink: 'color:#52525b;',
} as const;

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'link':
      return checkedHref(block.href);
    case 'unsubscribe':
      return `${block.text}\n${block.label}: ${checkedHref(block.href)}`;
  }
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${STYLES.paragraph}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="${STYLES.note}">${escapeHtml(block.text)}</p>`;
    case 'code':
      // Digits read left to right in every language, also inside a right-to-left email.
      return `<p dir="ltr" style="${STYLES.code}">${escapeHtml(block.code)}</p>`;
    case 'link':
      return (
        `<p style="${STYLES.buttonRow}"><a href="${escapeHtml(checkedHref(block.href))}" style="${STYLES.button}">` +
        `${escapeHtml(block.label)}</a></p>`
      );
    case 'unsubscribe':
      return (
        `<p style="${STYLES.unsubscribe}">${escapeHtml(block.text)} ` +
        `<a href="${escapeHtml(checkedHref(block.href))}" style="${STYLES.unsubscribeLink}">${escapeHtml(block.label)}</a></p>`
      );
  }
}

/**
 * Plain text and a simple HTML document (inline styles only: mail clients drop style sheets) from the
 * same blocks. Every value is escaped here, so templates deal in plain strings.
 */
export function layoutEmail(locale: Locale, content: EmailContent, strings: LayoutStrings): RenderedEmail {
  // The unsubscribe line is the footer: after the signature, as mail clients and readers expect it.
  const body = content.blocks.filter((block) => block.kind !== 'unsubscribe');
  const footer = content.blocks.filter((block) => block.kind === 'unsubscribe');
  const text = [...body.map(blockText), strings.signature, ...footer.map(blockText)].join('\n\n') + '\n';

  const links = content.blocks.flatMap((block) => (block.kind === 'link' ? [checkedHref(block.href)] : []));
  const fallback = links.map(
    (href) =>
      `<p style="${STYLES.fallback}">${escapeHtml(strings.linkFallback)}<br>` +
      `<a href="${escapeHtml(href)}" dir="ltr" style="${STYLES.fallbackLink}">${escapeHtml(href)}</a></p>`,
  );
  const direction = textDirection(locale);
  const html =
    `<!doctype html>\n<html lang="${escapeHtml(locale)}" dir="${direction}">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(content.subject)}</title>\n` +
    `</head>\n<body style="${STYLES.body}">\n<div dir="${direction}" style="${STYLES.card}">\n` +
    [
      ...body.map(blockHtml),
      ...fallback,
      `<p style="${STYLES.signature}">${escapeHtml(strings.signature)}</p>`,
      ...footer.map(blockHtml),
    ].join('\n') +
    '\n</div>\n</body>\n</html>\n';

  return { subject: content.subject, text, html };
}
