import { createTestApp, type TestApp } from '../../test/testDatabase';
import { FAILURE_REPORT_LIMITS } from '../remotes/remotesPlugin';

/** The request limits of @fastify/rate-limit count the same client address as the sign-in guard. */
describe('request rate limits behind TRUST_PROXY', () => {
  const PROXY = '10.0.0.1';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ trustProxy: [PROXY] });
  });
  afterAll(() => testApp.close());

  /** The statuses of one more failure report than an address may send, from `peer` forwarding `forwardedFor(n)`. */
  async function reportsFrom(peer: string, forwardedFor: (n: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let n = 0; n <= FAILURE_REPORT_LIMITS.perAddress; n += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/remotes/failures',
        remoteAddress: peer,
        headers: { 'x-device-id': `${peer}-device-${n}`, 'x-forwarded-for': forwardedFor(n) },
        payload: { remote: 'mfe-auth', version: 'v1', message: 'ChunkLoadError' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('are not bypassed by an untrusted peer rotating X-Forwarded-For', async () => {
    const statuses = await reportsFrom('203.0.113.50', (n) => `198.51.100.${n}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it("count the address the trusted proxy added, not the proxy's", async () => {
    const statuses = await reportsFrom(PROXY, (n) => `192.0.2.${n}, 203.0.113.60`);
    expect(statuses.at(-1)).toBe(429);
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      remoteAddress: PROXY,
      headers: { 'x-device-id': 'elsewhere', 'x-forwarded-for': '203.0.113.61' },
      payload: { remote: 'mfe-auth', version: 'v1', message: 'ChunkLoadError' },
    });
    expect(other.statusCode).toBe(204);
  });
});
