import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeSessionCookie } from '@stride/shared';
import { setSocialSessionCookie } from './socialSessionCookie';

const credentials = { email: 'ada+test@example.com', token: 'abc_DEF-123' };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  app.get<{ Querystring: { secure?: string } }>('/', async (request, reply) => {
    setSocialSessionCookie(reply, credentials, request.query.secure === '1');
    return {};
  });
  await app.ready();
});
afterAll(() => app.close());

async function setCookie(secure: boolean): Promise<string> {
  return String((await app.inject({ url: secure ? '/?secure=1' : '/' })).headers['set-cookie']);
}

function cookieValue(header: string): string {
  return decodeURIComponent(/^stride_session=([^;]*)/.exec(header)?.[1] ?? '');
}

describe('setSocialSessionCookie', () => {
  it('writes the session the shell reads back, for a year, to every path', async () => {
    const header = await setCookie(false);
    expect(decodeSessionCookie(cookieValue(header))).toEqual(credentials);
    expect(header).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('is SameSite=None and Secure over https, and readable by the shell (not HttpOnly)', async () => {
    const header = await setCookie(true);
    expect(header).toMatch(/; Secure; SameSite=None$/);
    expect(header).not.toMatch(/HttpOnly/i);
  });
});
