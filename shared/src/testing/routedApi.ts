import { jsonResponse } from './makeParcelProps';

/** One call the API client made: method, path below /api, query and parsed body. */
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

/** An answer, or a function of the call giving one (or a promise of one, to settle by hand). */
export type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/**
 * A fetch for the API client that answers by `METHOD /path` (below /api) and records every call with its query
 * and parsed body; an unknown route is a 404. `routes` may be changed between steps of a test.
 */
export function routedApi(routes: Record<string, Answer>) {
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
    const { status, body } = await (typeof answer === 'function' ? answer(call) : answer);
    return jsonResponse(status, body);
  });
  /** The calls of one route, e.g. `callsTo('PUT /schedule/s1')`. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { fetch, calls, callsTo, routes };
}
