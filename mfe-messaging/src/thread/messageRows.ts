import type { Message } from '@stride/shared';
import { groupMessages } from '@stride/shared/messaging';

/** One row of a thread's list: a day's heading, or a message (a `grouped` one holds a run of one person's). */
export type MessageRow = { kind: 'day'; key: string; day: Date } | { kind: 'message'; key: string; message: Message };

/** A message's key in lists: its sender's client_id when it has one, so an optimistic copy and the stored one match. */
export function messageKey(message: Message): string {
  return message.client_id ? `c:${message.client_id}` : `m:${message.message_ts}`;
}

/** The key of the newest message the rows show (the last of a group), or null for none. */
export function tailKey(rows: readonly MessageRow[]): string | null {
  const last = rows[rows.length - 1];
  if (last?.kind !== 'message') return null;
  const inner = last.message.messages;
  return messageKey(inner?.[inner.length - 1] ?? last.message);
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * The rows of a thread, oldest first: consecutive messages of one person within 60 s grouped (spec §9), and a
 * day heading before the first message of each day in the member's time zone.
 */
export function messageRows(messages: readonly Message[]): MessageRow[] {
  const rows: MessageRow[] = [];
  let lastDay = '';
  for (const message of groupMessages(messages)) {
    const created = new Date(message.created_at);
    const day = dayKey(created);
    if (day !== lastDay) {
      rows.push({
        kind: 'day',
        key: `day:${day}`,
        day: new Date(created.getFullYear(), created.getMonth(), created.getDate()),
      });
      lastDay = day;
    }
    rows.push({ kind: 'message', key: messageKey(message), message });
  }
  return rows;
}

/**
 * Spec §4 "pinned messages sort first in feeds": the feed's pinned messages with `message` pinned, unpinned or
 * changed as it now is, newest pin first.
 */
export function withPin(pinned: readonly Message[], message: Message): Message[] {
  const others = pinned.filter((m) => m.message_ts !== message.message_ts);
  const next = message.pinned_at === null ? others : [...others, message];
  return next.sort((a, b) => Date.parse(b.pinned_at!) - Date.parse(a.pinned_at!));
}
