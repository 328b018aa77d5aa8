/**
 * Two apps one after the other, each on a database readied before any test runs (not emptied inside one).
 * @apiTestDatabases 2
 */
import path from 'node:path';
import { addMember, addMembers, call, createAuthTestApp, type AuthTestApp } from '../../../test/authTestSupport';
import { loadServerConfig } from '../../config/loadServerConfig';
import { authLimits } from './authRateLimits';

const app = { id: '6f1c2b9e-0000-4000-8000-000000000001' };
const ipKey = (ip: string) => authLimits('login', { ip, app })[0]?.key;

describe('authLimits', () => {
  it('counts an IPv6 client by its /64, so fresh addresses of one line share the wait', () => {
    expect(ipKey('2001:db8:1:2::a')).toBe('login:ip:2001:db8:1:2::/64');
    expect(ipKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(ipKey('2001:db8:1:2::a'));
    expect(ipKey('2001:db8:1:3::a')).not.toBe(ipKey('2001:db8:1:2::a'));
  });

  it('counts an IPv4 client by its address, however it arrives', () => {
    expect(ipKey('203.0.113.9')).toBe('login:ip:203.0.113.9');
    expect(ipKey('::ffff:203.0.113.9')).toBe('login:ip:203.0.113.9');
  });

  it('adds the account of the email from this address, and the account from every address, per app and in any case', () => {
    expect(authLimits('login', { ip: '203.0.113.9', app }, ' Pat@Alpha.test').map((limit) => limit.key)).toEqual([
      'login:ip:203.0.113.9',
      `login:account:${app.id}:pat@alpha.test:ip:203.0.113.9`,
      `login:account:${app.id}:pat@alpha.test`,
    ]);
  });

  it('counts an email-sending scope per account from every address: it protects the mailbox', () => {
    expect(authLimits('reset_request', { ip: '203.0.113.9', app }, 'pat@alpha.test').map((limit) => limit.key)).toEqual(
      ['reset_request:ip:203.0.113.9', `reset_request:account:${app.id}:pat@alpha.test`],
    );
  });
});

describe('the address the limits count behind a proxy', () => {
  /** 30 wrong reset tokens from `forwardedFor` through a proxy on this machine, then one more from each client. */
  async function nextAfterThirtyWrong(t: AuthTestApp, forwardedFor: string): Promise<{ same: number; other: number }> {
    const attempt = (client: string) =>
      call(t, 'POST', '/auth/reset_password', {
        body: { token: 'wrong', password: 'long enough', password_confirmation: 'long enough' },
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let n = 1; n <= 30; n += 1) expect((await attempt(forwardedFor)).statusCode).toBe(400);
    return { same: (await attempt(forwardedFor)).statusCode, other: (await attempt('198.51.100.99')).statusCode };
  }

  it('is the forwarded client with TRUST_PROXY set', async () => {
    const t = await createAuthTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      expect(await nextAfterThirtyWrong(t, '198.51.100.7')).toEqual({ same: 429, other: 400 });
    } finally {
      await t.close();
    }
  });

  it('is the proxy itself without TRUST_PROXY: a client cannot choose its address', async () => {
    const t = await createAuthTestApp();
    try {
      expect(await nextAfterThirtyWrong(t, '198.51.100.7')).toEqual({ same: 429, other: 429 });
    } finally {
      await t.close();
    }
  });
});

describe('per-address limits with TRUST_PROXY naming the proxies', () => {
  const PROXY = '10.0.0.1';
  const trustProxy = (value: string) => loadServerConfig({ TRUST_PROXY: value }, path.resolve('/')).trustProxy;

  /**
   * 55 wrong logins (each for another member, so no account counter stops them) from `peer`; the statuses.
   * Members, not unknown emails: an unknown email costs a production-strength scrypt (as long as a real
   * member's), where the fixtures' hashes are cheap. Five past the limit show it holds; more only cost time.
   */
  async function wrongLoginsPastTheLimit(t: AuthTestApp, peer: string, forwardedFor: (n: number) => string) {
    const tries = Array.from({ length: 55 }, (_, index) => index + 1);
    await addMembers(
      t.db,
      t.alphaId,
      tries.map((n) => `guess${n}@example.com`),
      'right',
    );
    const statuses: number[] = [];
    for (const n of tries) {
      const response = await call(t, 'POST', '/auth/login', {
        body: { email: `guess${n}@example.com`, password: 'wrong password' },
        ip: peer,
        headers: { 'x-forwarded-for': forwardedFor(n) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  /** 50 free tries per address (authRateLimits), then 429. */
  const expectLimitedAfterFifty = (statuses: number[]) => {
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(5).fill(429));
  };

  it('are not bypassed by an untrusted peer rotating X-Forwarded-For', async () => {
    const t = await createAuthTestApp({ trustProxy: trustProxy(PROXY) });
    try {
      expectLimitedAfterFifty(await wrongLoginsPastTheLimit(t, '203.0.113.50', (n) => `198.51.100.${n}`));
    } finally {
      await t.close();
    }
  });

  it.each([PROXY, '1'])(
    'count the right-most address the trusted proxy added, whatever the client forwarded (TRUST_PROXY=%s)',
    async (setting) => {
      const t = await createAuthTestApp({ trustProxy: trustProxy(setting) });
      try {
        // The client sends its own made-up X-Forwarded-For; the proxy appends the address it saw.
        const statuses = await wrongLoginsPastTheLimit(t, PROXY, (n) => `198.51.100.${n}, 203.0.113.77`);
        expectLimitedAfterFifty(statuses);
        await addMember(t.db, t.alphaId, 'someone@example.com', { password: 'right' });
        const other = await call(t, 'POST', '/auth/login', {
          body: { email: 'someone@example.com', password: 'wrong password' },
          ip: PROXY,
          headers: { 'x-forwarded-for': '203.0.113.78' },
        });
        expect(other.statusCode).toBe(401);
      } finally {
        await t.close();
      }
    },
  );
});
