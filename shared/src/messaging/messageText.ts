import { MESSAGE_GROUPING_WINDOW_MS, type Message } from './Threads';

/** One part of what a member typed (spec §5): the text, or a link taken off its start or end as an attachment. */
export type MessagePart = { kind: 'text'; message: string } | { kind: 'attachment'; url: string };

/** What draws a message's text: plain text, a mention, or a link in the middle of the text. */
export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; name: string } | { kind: 'link'; url: string };

const LINK = /^https?:\/\/\S+$/i;
const INLINE_LINK = /https?:\/\/[^\s<>"]+/gi;
/** `@<Name>`: a mention as the composer writes it (spec §3). Escaped brackets never match. */
const MENTION = /@<([^<>\n]{1,100})>/g;

const ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * Spec §5 "angle brackets are escaped": the member's own `<` and `>` can never read as a mention. `&` is escaped
 * too, so unescaping gives back exactly what was typed (a typed "&lt;" stays "&lt;", not "<").
 */
export function escapeAngleBrackets(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function unescapeAngleBrackets(text: string): string {
  return text.replace(/&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The mention token for a person's name. */
export function mentionToken(name: string): string {
  return `@<${name.replace(/[<>\n]/g, '')}>`;
}

/**
 * Spec §5: splits typed text into messages. Links at the start and end become attachments (in their places),
 * angle brackets are escaped except in the mentions the member picked (`mentionNames`), and empty text is dropped.
 */
export function splitMessageText(typed: string, mentionNames: readonly string[] = []): MessagePart[] {
  const words = typed.trim().split(/(\s+)/);
  const leading: MessagePart[] = [];
  const trailing: MessagePart[] = [];
  while (words.length > 0 && LINK.test(words[0]!)) {
    leading.push({ kind: 'attachment', url: words.shift()! });
    while (words.length > 0 && words[0]!.trim() === '') words.shift();
  }
  while (words.length > 0 && LINK.test(words[words.length - 1]!)) {
    trailing.unshift({ kind: 'attachment', url: words.pop()! });
    while (words.length > 0 && words[words.length - 1]!.trim() === '') words.pop();
  }
  const text = escapeKeepingMentions(words.join('').trim(), mentionNames);
  return [...leading, ...(text ? [{ kind: 'text' as const, message: text }] : []), ...trailing];
}

function escapeKeepingMentions(text: string, mentionNames: readonly string[]): string {
  if (mentionNames.length === 0) return escapeAngleBrackets(text);
  const tokens = [...new Set(mentionNames.map(mentionToken))].sort((a, b) => b.length - a.length);
  let out = '';
  let rest = text;
  while (rest) {
    const hits = tokens.map((t) => ({ t, at: rest.indexOf(t) })).filter((h) => h.at >= 0);
    if (hits.length === 0) break;
    const first = hits.reduce((a, b) => (b.at < a.at ? b : a));
    out += escapeAngleBrackets(rest.slice(0, first.at)) + first.t;
    rest = rest.slice(first.at + first.t.length);
  }
  return out + escapeAngleBrackets(rest);
}

/** The names a stored message's text mentions, each once. */
export function mentionedNames(message: string): string[] {
  return [...new Set([...message.matchAll(MENTION)].map((m) => m[1]!.trim()).filter(Boolean))];
}

/** A message's text for display: mentions, links in the text, and plain text with its brackets unescaped. */
export function textSegments(message: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of message.matchAll(MENTION)) {
    pushText(segments, message.slice(last, match.index));
    segments.push({ kind: 'mention', name: match[1]!.trim() });
    last = match.index! + match[0].length;
  }
  pushText(segments, message.slice(last));
  return segments;
}

function pushText(segments: TextSegment[], escaped: string): void {
  const text = unescapeAngleBrackets(escaped);
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    if (match.index! > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'link', url: match[0] });
    last = match.index! + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
}

/**
 * Spec §4/§9: consecutive messages of one user within 60 s of the one before are drawn as one `grouped` message
 * holding them (`messages`); a message alone stays as it is. Notifications never group.
 */
export function groupMessages(messages: readonly Message[]): Message[] {
  const out: Message[] = [];
  let run: Message[] = [];
  const flush = () => {
    if (run.length === 1) out.push(run[0]!);
    else if (run.length > 1) out.push({ ...run[0]!, message_type: 'grouped', messages: run });
    run = [];
  };
  for (const message of messages) {
    const previous = run[run.length - 1];
    const joins =
      previous !== undefined &&
      message.message_type !== 'notification' &&
      previous.message_type !== 'notification' &&
      message.user !== null &&
      previous.user?.id === message.user.id &&
      Date.parse(message.created_at) - Date.parse(previous.created_at) <= MESSAGE_GROUPING_WINDOW_MS &&
      sameDay(previous.created_at, message.created_at);
    if (!joins) flush();
    run.push(message);
  }
  flush();
  return out;
}

function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** Merges pages and live messages into one list by message_ts, each once (a newer copy replaces an older). */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  const byTs = new Map<number, Message>();
  for (const message of existing) byTs.set(message.message_ts, message);
  for (const message of incoming) byTs.set(message.message_ts, message);
  return [...byTs.values()].sort((a, b) => a.message_ts - b.message_ts);
}

/** `{thread_id}:{message_ts}`: the id a message is named by (a reply thread's parent_message_id). */
export function messageId(threadId: string, ts: number): string {
  return `${threadId}:${ts}`;
}

export function parseMessageId(id: string): { threadId: string; ts: number } | null {
  const at = id.lastIndexOf(':');
  const digits = id.slice(at + 1);
  const ts = Number(digits);
  // Number('') is 0: an empty or non-digit ts is no ts.
  if (at <= 0 || !/^\d+$/.test(digits) || !Number.isSafeInteger(ts)) return null;
  return { threadId: id.slice(0, at), ts };
}
