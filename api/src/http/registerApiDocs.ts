import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@stride/shared';
import { apiErrorBodySchema } from '@stride/shared/schemas';

/** The OpenAPI document's HTML page; its JSON is at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = `${API_BASE}/docs`;

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented route under /api, as registered (what /api/docs/json must list). */
    apiRoutes: readonly ApiRoute[];
  }
}

function isApiRoute(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`);
}

/**
 * Every route under /api declares what it answers: its own success schema, and the shared error body for
 * every 4xx and 5xx (added here, so no route repeats it). A route without a response schema stops the app
 * from starting: the OpenAPI document would silently lack it.
 */
function requireResponseSchema(route: RouteOptions): boolean {
  const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
  if (!isApiRoute(route.url) || schema?.hide) return false;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (schema === undefined || response === undefined || Object.keys(response).length === 0) {
    throw new Error(`${String(route.method)} ${route.url} has no response schema`);
  }
  schema.response = { '4XX': apiErrorBodySchema, '5XX': apiErrorBodySchema, ...response };
  return true;
}

/**
 * OpenAPI generated from the routes' zod schemas (fastify-type-provider-zod's jsonSchemaTransform), served
 * at /api/docs (swagger-ui's page, its assets served from the package: works offline) and /api/docs/json.
 * Register before any route, so every route is seen.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (requireResponseSchema(route)) {
      for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
    }
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stride API', version: '1', description: 'Spec §7. Tenant: the X-App-Slug header.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}
