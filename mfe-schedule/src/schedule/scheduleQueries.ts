import type {
  ApiClient,
  CalendarView,
  RescheduleResponse,
  ScheduleContext,
  ScheduleCreatedResponse,
  ScheduleFilter,
  ScheduleResponse,
} from '@stride/shared';
import type { ScheduleCreateBody, ScheduleDuplicateBody, ScheduleMoveBody } from '@stride/shared/schemas';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

const enc = encodeURIComponent;

/** What a calendar asks GET /schedule for, besides the range or the list page. */
export interface ScheduleScope {
  context: ScheduleContext;
  page_id?: string;
  filter?: string;
  timezone: string;
}

/**
 * Every key starts ['schedule', viewer]: one member's schedule is never shown to the next one on the device, and
 * a write invalidates ['schedule'] whole (a program day moved in the week also moves in a page's calendar).
 */
const scope = (viewer: string) => ['schedule', viewer] as const;

export const scheduleQueries = {
  all: ['schedule'] as const,
  /** GET /schedule for the days `from`–`to` of a day, week or month view. */
  range: (api: ApiClient, viewer: string, where: ScheduleScope, view: CalendarView, from: string, to: string) =>
    queryOptions({
      queryKey: [...scope(viewer), 'range', where, view, from, to] as const,
      queryFn: () => api.get<ScheduleResponse>('/schedule', { ...where, calendar_type: view, from, to }),
    }),
  /** GET /schedule?calendar_type=list: what is still to come, a page at a time. */
  list: (api: ApiClient, viewer: string, where: ScheduleScope) =>
    infiniteQueryOptions({
      queryKey: [...scope(viewer), 'list', where] as const,
      queryFn: ({ pageParam }) =>
        api.get<ScheduleResponse>('/schedule', {
          ...where,
          calendar_type: 'list',
          period: 'upcoming',
          page: pageParam,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    }),
  /** GET /schedule/filters: what the member's calendar can narrow to. */
  filters: (api: ApiClient, viewer: string) =>
    queryOptions({
      queryKey: [...scope(viewer), 'filters'] as const,
      queryFn: () => api.get<ScheduleFilter[]>('/schedule/filters'),
      staleTime: 60_000,
    }),
};

/** The schedule's writes (spec §7); each answers what the server now holds. */
export const scheduleWrites = {
  add: (api: ApiClient, body: ScheduleCreateBody) => api.post<ScheduleCreatedResponse>('/schedule', body),
  reschedule: (api: ApiClient, id: string, body: ScheduleMoveBody) =>
    api.put<RescheduleResponse>(`/schedule/${enc(id)}`, body),
  duplicate: (api: ApiClient, id: string, body: ScheduleDuplicateBody) =>
    api.post<ScheduleCreatedResponse>(`/schedule/${enc(id)}/duplicate`, body),
  remove: (api: ApiClient, id: string) => api.delete<void>(`/schedule/${enc(id)}`),
};

/** After a write: every calendar asks again, so what shows is what the server holds. */
export function refreshSchedule(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: scheduleQueries.all });
}
