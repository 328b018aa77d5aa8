import type { AccessResponse, ApiClient, EventOccurrencesResponse } from '@stride/shared';

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

export const eventQueryKeys = {
  all: ['content', 'events'] as const,
  perPeriod: (start: string, end: string) => ['content', 'events', 'per-period', start, end] as const,
  /** Per viewer: a guest's answer must not stand for the member once they log in. */
  access: (occurrenceId: string, viewerId: string | null) =>
    ['content', 'events', 'access', occurrenceId, viewerId ?? 'guest'] as const,
};

export const eventQueries = {
  perPeriod: (api: ApiClient, start: string, end: string) => ({
    queryKey: eventQueryKeys.perPeriod(start, end),
    queryFn: () => api.get<EventOccurrencesResponse>('/event_occurrences/per_period', { start, end }),
    staleTime: 60_000,
  }),
  access: (api: ApiClient, occurrenceId: string, viewerId: string | null) => ({
    queryKey: eventQueryKeys.access(occurrenceId, viewerId),
    queryFn: () => api.get<AccessResponse>(`/event_occurrences/${encodeURIComponent(occurrenceId)}/access`),
    staleTime: 60_000,
  }),
};
