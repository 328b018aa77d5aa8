import { jsonResponse } from '@stride/shared/testing';

export interface FakeCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

type Answer = { status: number; body: unknown } | ((call: FakeCall) => { status: number; body: unknown });

/**
 * A fetch for the API client that answers by `METHOD /path` (below /api, query aside) and records every call
 * with its parsed body; an unknown route is a 404.
 */
export function apiFake(routes: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path = '', query = ''] = url.replace(/^\/api/, '').split('?');
    const method = init?.method ?? 'GET';
    const call: FakeCall = { method, path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = routes[`${method} ${path}`];
    if (!answer) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return jsonResponse(status, body);
  });
  return { fetch, calls };
}
