import type { FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEADERS, REMOTE_NAMES } from '@stride/shared';
import { remoteFailureReportSchema, remoteRegistrySchema } from '@stride/shared/schemas';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { tokensMatch } from './operatorToken';
import { releaseDirExists, VERSION_PATTERN } from './releaseFiles';
import {
  getRegistryForDevice,
  listStatus,
  promote,
  recordFailure,
  recordRelease,
  rollback,
  setCanary,
} from './registryService';

export interface RemotesPluginOptions {
  db: AppDatabase;
  /** Released builds live in `${dataDir}/remotes/<remote>/<version>/` (copied there by the CLI). */
  dataDir: string;
  /** Base URL the API's own released remotes are served under ('' = root-relative on this origin). */
  publicRemotesUrl: string;
  /** The token in `${dataDir}/operator-token` (ensureOperatorToken). */
  operatorToken: string;
}

/** Device ids are opaque; longer than this is not one of ours. */
const MAX_DEVICE_ID_LENGTH = 200;

function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.deviceId];
  const id = (Array.isArray(value) ? value[0] : value)?.trim();
  return id ? id.slice(0, MAX_DEVICE_ID_LENGTH) : null;
}

const remoteParams = z.object({ remote: z.enum(REMOTE_NAMES) });
const versionSchema = z.string().regex(VERSION_PATTERN, 'must be a version id as shown by `list`');

export const operatorReleaseBodySchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: versionSchema,
  /** Absolute URL of remoteEntry.js when the build is served from another origin. */
  url: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL')
    .optional(),
});
export const operatorCanaryBodySchema = z.object({
  version: versionSchema,
  percent: z.number().int().min(0).max(100),
});

/**
 * The remote registry for the shell (GET /remotes, POST /remotes/failures) and the operator API
 * the CLI drives while the server runs (/operator/remotes/…, Bearer operator token).
 * Paths are relative to /api: register it inside the /api scope (so CORS applies to the failure
 * reports of shells on other origins), or at the root with `{ prefix: '/api' }`.
 */
export const remotesPlugin: FastifyPluginAsyncZod<RemotesPluginOptions> = async (app, options) => {
  const { db, dataDir, publicRemotesUrl, operatorToken } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.get('/remotes', { schema: { response: { 200: remoteRegistrySchema } } }, async (request, reply) => {
    // Per device, and a release must reach the next boot at once.
    void reply.header('cache-control', 'private, no-store');
    return getRegistryForDevice(db, deviceIdOf(request), { publicRemotesUrl });
  });

  app.post('/remotes/failures', { schema: { body: remoteFailureReportSchema } }, async (request, reply) => {
    await recordFailure(db, request.body, deviceIdOf(request));
    return reply.status(204).send();
  });

  await app.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook('onRequest', async (request) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1] || !tokensMatch(match[1], operatorToken)) throw new AppError('operator_unauthorized');
    });

    operator.get('/operator/remotes', async () => ({ remotes: await listStatus(db, { publicRemotesUrl }) }));

    operator.post('/operator/remotes/release', { schema: { body: operatorReleaseBodySchema } }, async (request) => {
      const { remote, version, url } = request.body;
      if (url === undefined && !(await releaseDirExists(dataDir, remote, version))) {
        throw new AppError(
          'release_files_missing',
          `${dataDir}/remotes/${remote}/${version}/remoteEntry.js does not exist; copy the build there first (the CLI does)`,
        );
      }
      return recordRelease(db, { remote, version, url: url ?? null });
    });

    operator.post(
      '/operator/remotes/:remote/canary',
      { schema: { params: remoteParams, body: operatorCanaryBodySchema } },
      async (request) => setCanary(db, request.params.remote, request.body.version, request.body.percent),
    );

    operator.post('/operator/remotes/:remote/promote', { schema: { params: remoteParams } }, async (request) =>
      promote(db, request.params.remote),
    );

    operator.post('/operator/remotes/:remote/rollback', { schema: { params: remoteParams } }, async (request) =>
      rollback(db, request.params.remote),
    );
  });
};
