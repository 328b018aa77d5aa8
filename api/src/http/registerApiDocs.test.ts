import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { API_DOCS_PATH, registerApiDocs } from './registerApiDocs';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

/** Fastify's `/a/:id` and `/a/*` as OpenAPI writes them (`/a/{id}`, `/a/{*}`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('response schemas and the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to start an app with an /api route that declares no response schema', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerApiDocs(app);
    app.get('/outside', async () => 'not part of the API');
    app.get('/api/documented', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
      ok: true,
    }));
    expect(() => app.get('/api/undocumented', async () => ({ ok: true }))).toThrow(
      'GET /api/undocumented has no response schema',
    );
    expect(app.apiRoutes).toEqual([
      { method: 'GET', url: '/api/documented' },
      { method: 'HEAD', url: '/api/documented' },
    ]);
    await app.close();
  });

  it('lists every /api route of the app, each with its success answer and the shared error body', async () => {
    const res = await t.app.inject({ url: `${API_DOCS_PATH}/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    // The member routes, the catalogue, the registry and the operator API are all among them.
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    for (const { method, url } of t.app.apiRoutes) {
      if (method === 'HEAD') continue;
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect({ route: `${method} ${url}`, listed: operation !== undefined }).toEqual({
        route: `${method} ${url}`,
        listed: true,
      });
      const codes = Object.keys(operation!.responses);
      expect(codes).toEqual(expect.arrayContaining(['4XX', '5XX']));
      expect(codes.some((code) => /^[23]\d\d$/.test(code))).toBe(true);
    }
  });

  it('serves the documentation page from the package, without any other origin', async () => {
    const res = await t.app.inject({ url: `${API_DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/src="https?:\/\//);
  });
});
