import type { ScheduledItem } from '@stride/shared';
import { jsonResponse } from '@stride/shared/testing';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
}

export type Answer = Reply | ((call: ApiCall) => Reply);

/**
 * A fetch for the API client that answers by `METHOD /path` (below /api) and records every call with its query
 * and parsed body; an unknown route is a 404.
 */
export function scheduleApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path = '', search = ''] = url.replace(/^\/api/, '').split('?');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path,
      query: new URLSearchParams(search),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = routes[`${method} ${path}`];
    if (!answer) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return jsonResponse(status, body);
  });
  /** The calls of one route, e.g. `callsTo('PUT /schedule/s1')`. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { fetch, calls, callsTo };
}

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
