import type { ScheduledItem } from '@stride/shared';
import { routedApi, type Answer, type Reply } from '@stride/shared/testing';

export type { Answer, ApiCall, Reply } from '@stride/shared/testing';

/** The calendar's fake API: see routedApi. */
export const scheduleApi = routedApi;

/** GET /schedule answering the items of `items` that fall in the asked from–to (all of them for the list view). */
export function scheduleAnswer(items: () => ScheduledItem[]): Answer {
  return (call) => {
    const from = call.query.get('from');
    const to = call.query.get('to');
    const shown = items().filter((item) => !from || !to || (item.end_date >= from && item.date <= to));
    return {
      status: 200,
      body: { schedule: { starts_at: from ?? '', ends_at: to ?? '' }, items: shown, has_more: false },
    };
  };
}

export function apiError(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}
