import type { z } from 'zod';
import type { activityBodySchema } from './Activity.schema';

/** Spec §7: every activity a client reports with PUT /activity. */
export const ACTIVITY_TYPES = [
  'page_viewed',
  'form_viewed',
  'form_progressed',
  'form_submitted',
  'form_aborted',
  'livestream_joined',
  'livestream_left',
  'checkout_past_due_prompted',
  'checkout_error',
  'checkout_completed',
  'checkout_aborted',
  'checkout_started',
  'checkout_progressed',
  'video_started',
  'video_watched',
  'push_notification_prompted',
  'push_notification_dismissed',
  'app_download_started',
  'app_downloaded',
  'app_download_aborted',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** PUT /activity {activity_type, data, ts}: what happened, its details, and when on the client (ISO 8601). */
export type ActivityBody = z.infer<typeof activityBodySchema>;

/** Details larger than this (as JSON) are refused: activity is a record of events, not a store. */
export const MAX_ACTIVITY_DATA_BYTES = 4096;

/** How far a report's `ts` may lie from the server's clock, either way: a wrong time zone, never a wrong day. */
export const MAX_ACTIVITY_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** PUT /activity/batch {activities}: a client's queued reports sent together; at most this many at once. */
export const MAX_ACTIVITY_BATCH = 25;

/**
 * Spec §4 session tracking: beacons the shell sends with navigator.sendBeacon when the page is hidden or unloaded
 * (end) and visible again (resume). Paths below the API base.
 */
export const ACTIVITY_BEACON_PATHS = {
  end: '/activity/end_session',
  resume: '/activity/resume_session',
} as const;

/**
 * Beacons carry no headers, so what the API client's headers say travels as form fields (spec §7). The end beacon
 * may also carry the reports still queued (`activities`, JSON of an ActivityBody array): they would be lost with
 * the page otherwise.
 */
export const ACTIVITY_BEACON_FIELDS = {
  sessionId: 'session_id',
  deviceId: 'device_id',
  appSlug: 'account_app_slug',
  originHref: 'origin_href',
  activities: 'activities',
} as const;

/** How a beacon is stored: an activity of its own kind beside the reports of spec §7's list. */
export const SESSION_ACTIVITY_TYPES = { end: 'session_ended', resume: 'session_resumed' } as const;
export type SessionActivityType = (typeof SESSION_ACTIVITY_TYPES)[keyof typeof SESSION_ACTIVITY_TYPES];
