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
import { noContentSchema } from '../http/responseSchemas';
import {
  channelStateSchema,
  recordedReleaseSchema,
  remoteStatusListSchema,
  rollbackResultSchema,
} from './operatorResponseSchemas';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { rateLimitAddress } from '../http/rateLimitAddress';
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
  return firstHeaderValue(request, HEADERS.deviceId)?.slice(0, MAX_DEVICE_ID_LENGTH) ?? null;
}

/** Failure reports each device and each address may send per window. */
export const FAILURE_REPORT_LIMITS = {
  windowMs: 60_000,
  perDevice: 20,
  // Several devices can share an address (an office, a carrier's NAT), so an address gets more.
  perAddress: 60,
} as const;

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

  app.get('/remotes', { schema: { response: { 200: remoteRegistrySchema } } }, async (request) => {
    // Per device, and a release must reach the next boot at once: private (the default policy).
    return getRegistryForDevice(db, deviceIdOf(request), {
      publicRemotesUrl,
      address: rateLimitAddress(request.ip),
    });
  });

  // A report is cheap to send and costs a write: bound what one address and one device can send.
  // The address limit is the rate-limit plugin's per-route one. The plugin runs one such limit per request,
  // so the device's is a second counter of the same plugin (same store: memory, or Redis across instances),
  // checked before the body is read, so a flood costs as little as possible.
  const perDevice = app.createRateLimit({
    max: FAILURE_REPORT_LIMITS.perDevice,
    timeWindow: FAILURE_REPORT_LIMITS.windowMs,
    keyGenerator: (request) => `device:${deviceIdOf(request)}`,
  });
  app.post(
    '/remotes/failures',
    {
      config: { rateLimit: { max: FAILURE_REPORT_LIMITS.perAddress, timeWindow: FAILURE_REPORT_LIMITS.windowMs } },
      schema: { body: remoteFailureReportSchema, response: { 204: noContentSchema } },
      preParsing: async (request, reply) => {
        // A report without a device id is refused by the handler: nothing to count it on here.
        if (deviceIdOf(request) === null) return;
        const limit = await perDevice(request);
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header('retry-after', String(limit.ttlInSeconds));
          throw new AppError('rate_limited');
        }
      },
    },
    async (request, reply) => {
      const deviceId = deviceIdOf(request);
      // Counted per device, and the report keeps that device off the failing canary: it needs the id.
      if (deviceId === null) {
        throw new AppError('invalid_input', `Send the reporting device's id as ${HEADERS.deviceId}`, {
          field: HEADERS.deviceId,
        });
      }
      await recordFailure(db, request.body, deviceId);
      return reply.status(204).send();
    },
  );

  await app.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook('onRequest', async (request) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1] || !tokensMatch(match[1], operatorToken)) throw new AppError('operator_unauthorized');
    });

    operator.get('/operator/remotes', { schema: { response: { 200: remoteStatusListSchema } } }, async () => ({
      remotes: await listStatus(db, { publicRemotesUrl }),
    }));

    operator.post(
      '/operator/remotes/release',
      { schema: { body: operatorReleaseBodySchema, response: { 200: recordedReleaseSchema } } },
      async (request) => {
        const { remote, version, url } = request.body;
        if (url === undefined && !(await releaseDirExists(dataDir, remote, version))) {
          throw new AppError(
            'release_files_missing',
            `${dataDir}/remotes/${remote}/${version}/remoteEntry.js does not exist; copy the build there first (the CLI does)`,
          );
        }
        return recordRelease(db, { remote, version, url: url ?? null });
      },
    );

    operator.post(
      '/operator/remotes/:remote/canary',
      { schema: { params: remoteParams, body: operatorCanaryBodySchema, response: { 200: channelStateSchema } } },
      async (request) => setCanary(db, request.params.remote, request.body.version, request.body.percent),
    );

    operator.post(
      '/operator/remotes/:remote/promote',
      { schema: { params: remoteParams, response: { 200: channelStateSchema } } },
      async (request) => promote(db, request.params.remote),
    );

    operator.post(
      '/operator/remotes/:remote/rollback',
      { schema: { params: remoteParams, response: { 200: rollbackResultSchema } } },
      async (request) => rollback(db, request.params.remote),
    );
  });
};
