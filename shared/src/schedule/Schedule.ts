import type { PageType } from '../content/Page';

/** Spec §7 POST /schedule item_type: a page (any page, a program day) or one occurrence of an event. Default Page. */
export const SCHEDULE_ITEM_TYPES = ['Page', 'EventOccurrence'] as const;
export type ScheduleItemType = (typeof SCHEDULE_ITEM_TYPES)[number];

/**
 * Spec §3 scope types: `account_app` is the app's own calendar (its events, the same for every member);
 * `subscriber` is what the member put on their schedule (single pages and the days of a program they scheduled).
 */
export const SCHEDULE_SCOPE_TYPES = ['account_app', 'subscriber'] as const;
export type ScheduleScopeType = (typeof SCHEDULE_SCOPE_TYPES)[number];

/**
 * GET /schedule?filter= ids (spec §3 "the special ids"): everything (no filter), the app's calendar, the member's
 * own items, or one program the member scheduled, as `{programId}_member`.
 */
export const SCHEDULE_FILTER_GLOBAL = 'global';
export const SCHEDULE_FILTER_SUBSCRIBER = 'subscriber';
export const SCHEDULE_FILTER_MEMBER_SUFFIX = '_member';

/** A calendar's views (spec §2 "calendar display choice"); the choice is saved per key (spec §9). */
export const CALENDAR_VIEWS = ['day', 'week', 'month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many items one page of the list view (`calendar_type=list`) holds. */
export const SCHEDULE_LIST_PAGE_SIZE = 20;

/** Spec §9 "calendar view per key": the local storage key (app-prefixed, as the workout mode's) of one calendar's view. */
export function calendarViewStorageKey(key: string): string {
  return `stride:calendar_view:${key}`;
}

/** The API's code for spec §5 "Cannot schedule in the past" (400). */
export const SCHEDULE_IN_PAST = 'schedule_in_past';

/** GET /schedule?context=: the member's own schedule (/me/schedule) or a page's `calendar` block (with page_id). */
export const SCHEDULE_CONTEXTS = ['member', 'page'] as const;
export type ScheduleContext = (typeof SCHEDULE_CONTEXTS)[number];

/** What a scheduled item is, as a calendar draws it. */
export interface ScheduledItemSummary {
  id: string;
  title: string;
  /** The page's path (an event occurrence: its event page's path). */
  path: string;
  type: PageType;
  image_url: string | null;
  /** The member completed the page (a program day ticked off). Always false for a guest or an event. */
  is_completed: boolean;
}

/** Spec §3 Scheduled item. Dates are YYYY-MM-DD in the member's time zone; times are ISO 8601 instants. */
export interface ScheduledItem {
  /** The stored item's id; an app calendar entry (scope account_app) has `global:{occurrenceId}`. */
  id: string;
  item_id: string;
  item_type: ScheduleItemType;
  item: ScheduledItemSummary;
  scope_type: ScheduleScopeType;
  /**
   * The program a program day belongs to (context_type 'Program'); for an event occurrence (context_type 'Event'),
   * `global` on the app's calendar, the event's id when the member put it on their own schedule; else null.
   */
  context_id: string | null;
  context_type: 'Program' | 'Event' | null;
  date: string;
  /** The last day it covers (the same as `date` unless is_multiday). */
  end_date: string;
  is_all_day: boolean;
  is_multiday: boolean;
  /** Null for an all-day item. */
  starts_at: string | null;
  ends_at: string | null;
  /**
   * The member's own item (not the app's calendar): they may reschedule, duplicate and remove a page item; an event
   * occurrence keeps the event's times, so they may only remove it (moving or copying one answers 409).
   */
  editable: boolean;
}

/** GET /schedule: the range asked for (spec §3 Schedule) and its items, ordered by day then time. */
export interface ScheduleResponse {
  schedule: { starts_at: string; ends_at: string };
  items: ScheduledItem[];
  /** List view only: more items after this page. */
  has_more: boolean;
}

/** GET /schedule/filters: what a calendar can narrow to. */
export interface ScheduleFilter {
  id: string;
  title: string;
}

/** PUT /schedule/{id}. */
export interface RescheduleResponse {
  rescheduled_item: ScheduledItem;
  /** The following days of the same program, moved by as many days with their gaps kept (shift_subsequent). */
  rescheduled_siblings: ScheduledItem[];
}

/** POST /schedule and POST /schedule/{id}/duplicate: the new items (a program gives one per day). */
export interface ScheduleCreatedResponse {
  items: ScheduledItem[];
}
