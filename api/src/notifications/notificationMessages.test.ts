import { DEFAULT_NOTIFICATION_SETTINGS } from '@stride/shared/notifications';
import { channelsFor, emailTypeOf, pushPayloadOf } from './notificationMessages';
import type { MemberNotification } from './Notifier';

const item = { title: 'Day 1', path: '/programs/free/day-1', date: '2026-03-09', starts_at: '2026-03-09T13:45:00Z' };
const reminder: MemberNotification = { kind: 'reminder', reminder: 'starting_now', item, timezone: 'America/New_York' };
const message: MemberNotification = { kind: 'message', thread_id: 't-1', sender_name: 'Mia', preview: 'Hi!' };
const blast: MemberNotification = { kind: 'blast', title: 'News', body: 'Big news', path: '/news' };
const digest: MemberNotification = { kind: 'digest', period: 'daily', items: [item], timezone: 'Asia/Kolkata' };

describe('notification messages', () => {
  it('open the page each is about: the item, the thread, the blast page, the schedule', () => {
    expect(pushPayloadOf(reminder, 'en', 'Club').url).toBe('/programs/free/day-1');
    expect(pushPayloadOf(message, 'en', 'Club')).toEqual({
      title: 'New message from Mia',
      body: 'Hi!',
      url: '/me/messages/t-1',
      tag: 'thread:t-1',
    });
    expect(pushPayloadOf(blast, 'en', 'Club')).toMatchObject({ title: 'News', body: 'Big news', url: '/news' });
    expect(pushPayloadOf(digest, 'en', 'Club')).toMatchObject({ title: 'Your day at Club', url: '/me/schedule' });
  });

  it("write times in the member's zone and language, across a DST change", () => {
    // 2026-03-08 is the DST change in New York: 13:45Z is 9:45 EDT the next day (it was 8:45 EST the day before).
    expect(pushPayloadOf({ ...reminder, reminder: 'fifteen_minutes' }, 'en', 'Club').body).toBe(
      'Day 1 starts at 9:45 AM.',
    );
    const before = { ...item, date: '2026-03-07', starts_at: '2026-03-07T13:45:00Z' };
    expect(pushPayloadOf({ ...reminder, reminder: 'fifteen_minutes', item: before }, 'en', 'Club').body).toBe(
      'Day 1 starts at 8:45 AM.',
    );
    expect(pushPayloadOf(digest, 'en', 'Club').body).toBe('7:15 PM · Day 1');
    expect(pushPayloadOf(reminder, 'fr', 'Club').title).toBe('Ça commence : Day 1');
  });

  it("go by the member's settings: reminders and digests by channel unless paused, messages and blasts by kind", () => {
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, receive_reminders_via_email: false };
    expect(channelsFor(reminder, settings)).toEqual({ push: true, email: false });
    expect(channelsFor(digest, { ...settings, is_all_reminders_inactive: true })).toEqual({
      push: false,
      email: false,
    });
    expect(channelsFor(message, { ...settings, receive_message_notifications: false })).toEqual({
      push: false,
      email: false,
    });
    expect(channelsFor(blast, settings)).toEqual({ push: true, email: true });
    expect(channelsFor(blast, { ...settings, receive_blast_notifications: false })).toEqual({
      push: false,
      email: false,
    });
  });

  it('unsubscribe a digest with the reminder emails', () => {
    expect([reminder, digest, message, blast].map(emailTypeOf)).toEqual(['reminder', 'reminder', 'message', 'blast']);
  });
});
