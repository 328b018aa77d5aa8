import type { ScheduledItem } from '@stride/shared';

/** A member's own all-day item (a single page) on `date`; override what a test needs. */
export function makeItem(overrides: Partial<ScheduledItem> & { id: string; date: string }): ScheduledItem {
  return {
    item_id: `page-${overrides.id}`,
    item_type: 'Page',
    item: {
      id: `page-${overrides.id}`,
      title: `Item ${overrides.id}`,
      path: `/pages/${overrides.id}`,
      type: 'generic',
      image_url: null,
      is_completed: false,
    },
    scope_type: 'subscriber',
    context_id: null,
    context_type: null,
    end_date: overrides.date,
    is_all_day: true,
    is_multiday: false,
    starts_at: null,
    ends_at: null,
    editable: true,
    ...overrides,
  };
}

/** A day of a program the member scheduled. */
export function programDay(id: string, date: string, title: string, completed = false): ScheduledItem {
  return makeItem({
    id,
    date,
    context_type: 'Program',
    context_id: 'program-1',
    item: {
      id: `page-${id}`,
      title,
      path: `/programs/start/${id}`,
      type: 'workout',
      image_url: null,
      is_completed: completed,
    },
  });
}

/** One occurrence of an app event (the app's calendar: not the member's to change). */
export function eventOccurrence(
  id: string,
  startsAt: string,
  endsAt: string,
  date: string,
  title: string,
): ScheduledItem {
  return makeItem({
    id: `global:${id}`,
    date,
    item_type: 'EventOccurrence',
    scope_type: 'account_app',
    context_type: 'Event',
    context_id: 'global',
    is_all_day: false,
    starts_at: startsAt,
    ends_at: endsAt,
    editable: false,
    item: { id, title, path: `/events/${id}`, type: 'event_occurrence', image_url: null, is_completed: false },
  });
}
