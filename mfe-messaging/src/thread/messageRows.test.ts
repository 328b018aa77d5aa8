import { makeMessage } from '@stride/shared/testing';
import { NOON, TOM } from '../testing/threadFixtures';
import { messageRows, tailKey, withPin } from './messageRows';

describe('messageRows', () => {
  it('puts a day heading before the first message of each day', () => {
    const nextDay = NOON + 86_400_000;
    const rows = messageRows([makeMessage(NOON), makeMessage(NOON + 5 * 60_000), makeMessage(nextDay)]);
    expect(rows.map((row) => row.kind)).toEqual(['day', 'message', 'message', 'day', 'message']);
  });

  it('groups one person’s messages within 60 s into one row', () => {
    const rows = messageRows([makeMessage(NOON), makeMessage(NOON + 59_000), makeMessage(NOON + 200_000)]);
    const messages = rows.filter((row) => row.kind === 'message');
    expect(messages).toHaveLength(2);
    expect(messages[0]!.kind === 'message' && messages[0]!.message.messages?.length).toBe(2);
  });

  it('keys a message by its client_id, so the copy being sent and the stored one are one row', () => {
    const sending = makeMessage(NOON, { client_id: 'c1', status: 'sending', user: TOM });
    const stored = makeMessage(NOON + 3, { client_id: 'c1', user: TOM });
    expect(messageRows([sending])[1]!.key).toBe(messageRows([stored])[1]!.key);
    expect(tailKey(messageRows([makeMessage(NOON), stored]))).toBe('c:c1');
  });
});

describe('withPin', () => {
  const pinnedAt = (day: number) => `2025-03-0${day}T00:00:00Z`;

  it('adds a pinned message, the most recently pinned first', () => {
    const pinned = withPin([makeMessage(1, { pinned_at: pinnedAt(1) })], makeMessage(3, { pinned_at: pinnedAt(2) }));
    expect(pinned.map((m) => m.message_ts)).toEqual([3, 1]);
  });

  it('takes an unpinned message out and replaces a changed one', () => {
    const pinned = [makeMessage(1, { pinned_at: pinnedAt(1) }), makeMessage(2, { pinned_at: pinnedAt(2) })];
    expect(withPin(pinned, makeMessage(2)).map((m) => m.message_ts)).toEqual([1]);
    const liked = withPin(pinned, makeMessage(1, { pinned_at: pinnedAt(1), reaction_count: 4 }));
    expect(liked.map((m) => [m.message_ts, m.reaction_count])).toEqual([
      [2, 0],
      [1, 4],
    ]);
  });
});
