import { contentQueryKeys, type AccessResponse, type ApiClient, type EventOccurrencesResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** How far ahead an event page lists its occurrences. */
export const UPCOMING_EVENT_DAYS = 60;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * From the start of the current hour (so pages opened within the hour share one cached answer, and a class
 * under way still shows) to UPCOMING_EVENT_DAYS later.
 */
export function upcomingWindow(now: Date): { start: string; end: string } {
  const start = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + UPCOMING_EVENT_DAYS * DAY_MS).toISOString(),
  };
}

export const eventQueries = {
  /** Which occurrences show depends on who asks (hidden pages): viewer-scoped. */
  perPeriod: (api: ApiClient, start: string, end: string) =>
    queryOptions({
      queryKey: [...contentQueryKeys.viewer, 'events', 'per-period', start, end] as const,
      queryFn: () => api.get<EventOccurrencesResponse>('/event_occurrences/per_period', { start, end }),
      staleTime: 60_000,
    }),
  /** Per viewer: a guest's answer must not stand for the member once they log in. */
  access: (api: ApiClient, occurrenceId: string, viewerId: string | null) =>
    queryOptions({
      queryKey: [...contentQueryKeys.viewer, 'events', 'access', occurrenceId, viewerId ?? 'guest'] as const,
      queryFn: () => api.get<AccessResponse>(`/event_occurrences/${encodeURIComponent(occurrenceId)}/access`),
      staleTime: 60_000,
    }),
};
