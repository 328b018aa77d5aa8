import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS, SESSION_COOKIE, appSlugFromHost, decodeSessionCookie } from '@stride/shared';
import { ACTIVITY_BEACON_PATHS, SESSION_ACTIVITY_TYPES, type SessionActivityType } from '@stride/shared/activity';
import { activityBatchSchema, activityBeaconSchema, type ActivityBeaconForm } from '@stride/shared/schemas';
import { isPasswordless } from '../auth/loginResponse';
import { findSession } from '../auth/sessionTokens';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { noContentSchema } from '../http/responseSchemas';
import type { TenantResolver } from '../tenancy/createTenantResolver';
import { ACTIVITY_LIMITS, activityDeviceLimitKey } from './activityRoutes';
import { storeActivities, type StoredActivity } from './storeActivities';

/** A beacon is a few ids and a URL, plus at most a full batch of queued reports. */
const MAX_BEACON_BYTES = 160 * 1024;

export interface ActivityBeaconOptions {
  db: AppDatabase;
  resolveTenant: TenantResolver;
  publicUrl: string;
}

/** The form's fields as strings: a FormData's files (none is expected) are left out. */
async function multipartFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

/**
 * A page on another site can post a form to this origin with the member's cookie (it is SameSite=None over
 * https): only a beacon from the app's own pages (this host, or the public URL's host and its app subdomains
 * when a proxy rewrites Host), or from a browser that names no origin, speaks for the member.
 */
function isOwnOrigin(request: FastifyRequest, publicHost: string): boolean {
  const origin = firstHeaderValue(request, 'origin');
  if (!origin) return true;
  try {
    const { host, hostname } = new URL(origin);
    return host === request.headers.host || hostname === publicHost || hostname.endsWith(`.${publicHost}`);
  } catch {
    return false;
  }
}

/**
 * POST /activity/end_session and /activity/resume_session (spec §4 session tracking, §7): beacons the shell sends
 * with navigator.sendBeacon when the page is hidden and visible again. A beacon can set no header, so its form
 * names the app, device and tab session, and the member is the one of the session cookie (a guest without one,
 * or with one that is not live). Stored as activities (SESSION_ACTIVITY_TYPES), with the reports the end beacon
 * carries, in one insert; limited like PUT /activity (per address, and per device of an app). Outside the tenant scope:
 * the app comes from the form, not from X-App-Slug.
 */
export async function activityBeaconRoutes(scope: FastifyInstance, options: ActivityBeaconOptions): Promise<void> {
  const { db, resolveTenant, publicUrl } = options;
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  // The host rule of the HTML entry (webRoutes): `<slug>.<public host>` names an app.
  const publicHost = new URL(publicUrl).hostname;
  const baseHosts = ['localhost', publicHost];

  // navigator.sendBeacon sends URLSearchParams urlencoded and FormData as multipart; both parse to plain fields.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_BEACON_BYTES },
    (request, body, done) => {
      multipartFields(body as Buffer, String(request.headers['content-type'])).then(
        (fields) => done(null, fields),
        () => done(new AppError('invalid_input', 'The form data could not be read'), undefined),
      );
    },
  );

  const appOf = new WeakMap<FastifyRequest, AppRow>();
  const perDevice = scope.createRateLimit({
    max: ACTIVITY_LIMITS.perDevice,
    timeWindow: ACTIVITY_LIMITS.windowMs,
    keyGenerator: (request) =>
      activityDeviceLimitKey(appOf.get(request)?.id ?? '', (request.body as ActivityBeaconForm).device_id ?? null),
  });

  async function tenantOf(request: FastifyRequest, form: ActivityBeaconForm): Promise<AppRow> {
    const slug =
      form.account_app_slug ??
      firstHeaderValue(request, HEADERS.appSlug) ??
      appSlugFromHost(request.headers.host, baseHosts);
    const app = await resolveTenant(slug);
    if (!app) throw new AppError('app_not_found');
    return app;
  }

  async function memberIdOf(request: FastifyRequest, app: AppRow): Promise<string | null> {
    if (!isOwnOrigin(request, publicHost)) return null;
    const credentials = decodeSessionCookie(request.cookies[SESSION_COOKIE]);
    if (!credentials) return null;
    const session = await findSession(db, scope.caches, app.id, credentials.email, credentials.token);
    // As for a route with `member: 'optional'`: a sign-up that has not finished setup is still a guest.
    return session && !isPasswordless(session.user) ? session.user.id : null;
  }

  /** The reports queued on the page when it was hidden: a batch as PUT /activity/batch takes it, or 400. */
  function queuedReports(form: ActivityBeaconForm): StoredActivity[] {
    if (form.activities === undefined) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(form.activities);
    } catch {
      throw new AppError('invalid_input', 'activities: must be a JSON array of activity reports', {
        field: 'activities',
      });
    }
    const batch = activityBatchSchema.safeParse({ activities: parsed });
    if (!batch.success) {
      const path = ['activities', ...(batch.error.issues[0]?.path.slice(1) ?? [])].join('.');
      throw new AppError('invalid_input', `${path}: ${batch.error.issues[0]?.message ?? 'is invalid'}`, {
        field: path,
      });
    }
    return batch.data.activities;
  }

  function beaconRoute(path: string, activityType: SessionActivityType): void {
    routes.post(
      path,
      {
        config: { rateLimit: { max: ACTIVITY_LIMITS.perAddress, timeWindow: ACTIVITY_LIMITS.windowMs } },
        schema: { body: activityBeaconSchema, response: { 204: noContentSchema } },
        preHandler: async (request, reply) => {
          const app = await tenantOf(request, request.body);
          appOf.set(request, app);
          if (request.body.device_id === undefined) return;
          const limit = await perDevice(request);
          if (!limit.isAllowed && limit.isExceeded) {
            void reply.header('retry-after', String(limit.ttlInSeconds));
            throw new AppError('rate_limited');
          }
        },
      },
      async (request, reply) => {
        const form = request.body;
        const app = appOf.get(request) ?? (await tenantOf(request, form));
        const reports = queuedReports(form);
        const beacon: StoredActivity = {
          activity_type: activityType,
          data: form.origin_href === undefined ? {} : { origin_href: form.origin_href },
          // A beacon is sent as it happens: the server's clock is its time.
          ts: new Date(),
        };
        await storeActivities(
          db,
          {
            appId: app.id,
            userId: await memberIdOf(request, app),
            deviceId: form.device_id ?? null,
            sessionId: form.session_id ?? null,
          },
          [...reports, beacon],
        );
        return reply.status(204).send();
      },
    );
  }

  beaconRoute(ACTIVITY_BEACON_PATHS.end, SESSION_ACTIVITY_TYPES.end);
  beaconRoute(ACTIVITY_BEACON_PATHS.resume, SESSION_ACTIVITY_TYPES.resume);
}
