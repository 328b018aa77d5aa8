import { jsonResponse } from '@stride/shared/testing';

export interface FakeCall {
  method: string;
  /** Below /api, without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A route's answer: one answer, answers in turn (the last repeats), or one made from the call. */
export type FakeRoute = FakeAnswer | FakeAnswer[] | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

export function apiError(status: number, code: string, message = code, field?: string): FakeAnswer {
  return { status, body: { error: { code, message, ...(field ? { field } : {}) } } };
}

/**
 * A fetch for the API client that answers by `METHOD /path` and records every call with its parsed body. Activity
 * reports are accepted unless a test answers them; any other unknown route is a 404.
 */
export function checkoutApiFake(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const served = new Map<string, number>();
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path = '', query = ''] = url.replace(/^\/api/, '').split('?');
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      path,
      query: new URLSearchParams(query),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${path}`;
    const route = routes[key] ?? (key === 'PUT /activity' ? { status: 204, body: undefined } : undefined);
    if (!route) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer =
      typeof route === 'function'
        ? await route(call)
        : Array.isArray(route)
          ? route[Math.min(count, route.length - 1)]
          : route;
    if (!answer) throw new Error(`No answer for ${key}`);
    return jsonResponse(answer.status, answer.body);
  });
  /** Calls to one route, e.g. `callsTo('POST /products/prod-1/intent')`. */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  /** The activity reports sent, as `type` or `type:step`. */
  const activities = () =>
    callsTo('PUT /activity').map((call) => {
      const { activity_type, data } = call.body as { activity_type: string; data: Record<string, unknown> };
      return data.step ? `${activity_type}:${String(data.step)}` : activity_type;
    });
  return { fetch, calls, callsTo, activities };
}
