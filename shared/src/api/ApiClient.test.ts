import { ApiClient, ApiError, SHED_RETRIES } from './ApiClient';

const BUSY = { error: { code: 'server_busy', message: 'The server is busy. Please try again in a moment.' } };

/** jsdom has no Response: the parts ApiClient reads, answering each call with the next of `answers`. */
function scriptedFetch(answers: [number, unknown, Record<string, string>?][]) {
  const calls: { method: string; body: unknown }[] = [];
  const fetchFn = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', body: init.body });
    const [status, body, headers = {}] = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

function client(fetchFn: typeof fetch, waits: number[]) {
  return new ApiClient({
    baseUrl: '/api',
    environment: {
      appSlug: 'demo',
      sessionId: 's1',
      deviceId: 'd1',
      originHref: () => 'http://localhost/',
      standalone: false,
      nativeApp: false,
      clientSize: () => ({ width: 375, height: 800 }),
    },
    credentials: () => null,
    fetch: fetchFn,
    wait: async (ms) => void waits.push(ms),
  });
}

describe('ApiClient and a busy server', () => {
  it('sends a shed request again after Retry-After, whatever its method, and returns the answer', async () => {
    const { fetch, calls } = scriptedFetch([
      [503, BUSY, { 'retry-after': '2' }],
      [200, { done: true }],
    ]);
    const waits: number[] = [];
    await expect(client(fetch, waits).post('/pages/p1/complete', { a: 1 })).resolves.toEqual({ done: true });
    expect(calls).toEqual([
      { method: 'POST', body: '{"a":1}' },
      { method: 'POST', body: '{"a":1}' },
    ]);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(waits[0]).toBeLessThan(2500);
  });

  it(`gives up after ${SHED_RETRIES} retries with the server's server_busy error`, async () => {
    const { fetch, calls } = scriptedFetch([[503, BUSY, { 'retry-after': '1' }]]);
    const error = await client(fetch, []).get('/my-content').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('server_busy');
    expect(calls).toHaveLength(SHED_RETRIES + 1);
  });

  it('does not repeat a 503 that is not a shed request (the work may have been done)', async () => {
    const { fetch, calls } = scriptedFetch([[503, { error: { code: 'email_not_sent', message: 'x' } }]]);
    await expect(client(fetch, []).post('/auth/password/reset', {})).rejects.toMatchObject({ code: 'email_not_sent' });
    expect(calls).toHaveLength(1);
  });
});
