import type { InjectOptions } from 'fastify';
import { isApiErrorBody } from '@stride/shared';
import {
  addMember,
  clearRateLimits,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';

// One member with a real password hash, so the signed-in endpoints reach their input checks.
jest.setTimeout(120_000);

let t: AuthTestApp;
let session: Session;

beforeAll(async () => {
  t = await createAuthTestApp();
  const member = await addMember(t.db, t.alphaId, 'fuzz@alpha.test', { name: 'Fuzz Person', password: 'long enough' });
  session = await sessionFor(t.db, member);
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.db));

const BODY_ENDPOINTS: Array<['POST' | 'PUT', string]> = [
  ['POST', '/auth/verify'],
  ['POST', '/auth/login'],
  ['POST', '/auth/fetch'],
  ['POST', '/auth/sign_up'],
  ['PUT', '/auth/provider'],
  ['POST', '/auth/set_password'],
  ['PUT', '/auth'],
  ['PUT', '/auth/update_avatar'],
  ['POST', '/auth/logout'],
  ['POST', '/auth/passwordless/request'],
  ['POST', '/auth/passwordless/verify'],
  ['POST', '/auth/verify_subscriber'],
  ['POST', '/auth/reset_password'],
];
const QUERY_ENDPOINTS = ['/auth/provider', '/auth/reset_password'];

const huge = 'x'.repeat(200_000);
const JSON_BODIES: Array<[string, string]> = [
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['a number', '5'],
  ['true', 'true'],
  ['an empty object', '{}'],
  ['numbers for every field', JSON.stringify(fieldsOf(5))],
  ['objects for every field', JSON.stringify(fieldsOf({ $ne: null }))],
  ['arrays for every field', JSON.stringify(fieldsOf(['a@b.test']))],
  ['nulls for every field', JSON.stringify(fieldsOf(null))],
  ['huge strings for every field', JSON.stringify(fieldsOf(huge))],
  ['emails full of NUL and emoji', JSON.stringify(fieldsOf('\u0000😀@\u0000.test'))],
  ['a prototype-polluting body', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ['deep nesting', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
];
const RAW_BODIES: Array<[string, { payload: string; headers: Record<string, string> }]> = [
  ['invalid JSON', { payload: '{"email":', headers: { 'content-type': 'application/json' } }],
  ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
  ['form encoding', { payload: 'email=a@b.test', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['plain text', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
  [
    'a body over a megabyte',
    { payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } },
  ],
];

function fieldsOf(value: unknown): Record<string, unknown> {
  const fields = ['email', 'password', 'name', 'provider', 'provider_id', 'timezone', 'avatar', 'token'];
  return Object.fromEntries([...fields, 'password_confirmation'].map((field) => [field, value]));
}

async function expectClientError(request: InjectOptions): Promise<void> {
  const res = await t.app.inject(request);
  const label = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect({ label, serverError: res.statusCode >= 500 }).toEqual({ label, serverError: false });
  // Logout answers 204 whatever it is sent; everything else that fails says why in the error shape.
  if (res.statusCode >= 400) expect(isApiErrorBody(res.json())).toBe(true);
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-app-slug': 'alpha', 'x-user-email': session.email, 'x-user-token': session.token, ...extra };
}

describe('no auth endpoint answers malformed input with a 500', () => {
  it.each(BODY_ENDPOINTS)('%s %s with malformed JSON bodies', async (method, url) => {
    for (const [, payload] of JSON_BODIES) {
      await expectClientError({
        method,
        url: `/api${url}`,
        headers: headers({ 'content-type': 'application/json' }),
        payload,
      });
    }
  });

  it.each(BODY_ENDPOINTS)('%s %s with bodies that are not JSON', async (method, url) => {
    for (const [, options] of RAW_BODIES) {
      await expectClientError({ method, url: `/api${url}`, ...options, headers: headers(options.headers) });
    }
  });

  it.each(QUERY_ENDPOINTS)('GET %s with malformed query strings', async (url) => {
    const queries = [
      '',
      '?email=',
      '?email[]=a@b.test&email[]=c@d.test',
      '?email[$ne]=x',
      `?email=${huge}`,
      '?email=%E0%A4%A',
      '?email=a%00@b.test',
      '?email=a@b.test&provider=myspace&provider_id=x',
      `?email=a@b.test&provider=google&provider_id=${huge}`,
    ];
    for (const query of queries)
      await expectClientError({ method: 'GET', url: `/api${url}${query}`, headers: headers() });
  });

  it('names the field holding a NUL character, which the database could not store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_up',
      headers: headers({ 'content-type': 'application/json' }),
      payload: JSON.stringify({ email: 'a@b.test', name: 'Nul\u0000Person', password: 'long enough' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'name' });
  });

  it('answers malformed session headers with 401, never a 500', async () => {
    const variants = [
      { 'x-user-email': 'fuzz@alpha.test', 'x-user-token': huge },
      { 'x-user-email': huge, 'x-user-token': session.token },
      { 'x-user-email': '\u00ff\u00fe', 'x-user-token': '%00' },
    ];
    for (const variant of variants) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { 'x-app-slug': 'alpha', ...variant },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
