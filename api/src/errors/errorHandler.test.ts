import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApiErrorBody } from '@stride/shared';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { AppError } from './AppError';
import { ERROR_CODES } from './errorCodes';
import { handleError } from './errorHandler';

/** A bare Fastify with the API's error handler and a few routes that fail in different ways. */
async function probeApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/signup',
    { schema: { body: z.object({ email: z.string().email(), profile: z.object({ name: z.string().min(3) }) }) } },
    async () => ({ ok: true }),
  );
  typed.get('/items', { schema: { querystring: z.object({ limit: z.coerce.number().int().max(50) }) } }, async () => ({
    ok: true,
  }));
  app.get('/conflict', async () => {
    throw new AppError('conflict', 'Already there', { field: 'email', extra: { hint: 'x' } });
  });
  app.get('/bug', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/manual', async () => z.object({ age: z.number() }).parse({ age: 'old' }));
  await app.ready();
  return app;
}

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await probeApp();
  });
  afterAll(() => app.close());

  it('answers a body validation failure with 400 invalid_input naming the nested field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: { email: 'a@b.test', profile: { name: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.field).toBe('profile.name');
    expect(body.error.message).toContain('profile.name');
  });

  it('names a missing field and a bad query parameter', async () => {
    const missing = await app.inject({ method: 'POST', url: '/signup', payload: { profile: { name: 'Alex' } } });
    expect(missing.json().error).toMatchObject({ code: 'invalid_input', field: 'email' });
    const query = await app.inject({ url: '/items?limit=500' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatchObject({ code: 'invalid_input', field: 'limit' });
  });

  it('answers a zod error thrown by a handler with 400, not 500', async () => {
    const res = await app.inject({ url: '/manual' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'age' });
  });

  it('answers malformed and empty JSON with 400 invalid_json', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { code: 'invalid_json', message: ERROR_CODES.invalid_json.message } });
    const empty = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('invalid_json');
  });

  it('answers an oversized body with 413 and an unsupported content type with 415', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: { email: 'a@b.test', profile: { name: 'x'.repeat(5000) } },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const xml = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
  });

  it('sends an AppError with its status, field and extra body properties', async () => {
    const res = await app.inject({ url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ hint: 'x', error: { code: 'conflict', message: 'Already there', field: 'email' } });
  });

  it('hides an unexpected failure behind a generic 500 without details or stack', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: ERROR_CODES.internal_error.message } });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });
});

describe('the application', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers GET /healthz', async () => {
    const res = await testApp.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api'],
  ])('answers %s %s with 404 not_found in the error shape', async (method, url) => {
    const res = await testApp.app.inject({ method: method as 'GET', url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('never answers bad input with a 500', async () => {
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/auth/verify',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      },
      { method: 'POST' as const, url: '/api/auth/verify', headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
      { method: 'GET' as const, url: '/api/__/%E0%A4%A/index.json' },
      { method: 'GET' as const, url: '/api/__/x/../../etc/passwd/index.json' },
      { method: 'GET' as const, url: '/api/config', headers: { 'x-app-slug': '../../etc' } },
      { method: 'GET' as const, url: '/remotes/../../etc/passwd' },
    ];
    for (const attempt of attempts) {
      const res = await testApp.app.inject(attempt);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(isApiErrorBody(res.json())).toBe(true);
    }
  });
});
