// Test support: a fake API for any feature of this remote, recording what it was asked.
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A request the fake API received: method, path below the API base (no query) and JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch answering by "METHOD /path" (or "/path" for GET), recording every request; an answer may be a
 * function (to answer late or differently per call). Unknown requests are a 404.
 */
export function fakeApi(
  routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)>,
) {
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const request = { method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    requests.push(request);
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    const answer = typeof route === 'function' ? await route(request) : route;
    const { status, body } = answer ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    const response: Pick<Response, 'ok' | 'status' | 'text'> = {
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(body),
    };
    return response as Response;
  });
  return {
    fetch,
    requests,
    /** Requests for one "METHOD /path". */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
