import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from '@stride/shared';

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The device id of a browser, from its `stride_device` cookie; a new one, set on the reply, when it has
 * none (or one that is not ours). It keeps a device in the same canary bucket on every visit.
 */
export function deviceIdFromCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && DEVICE_ID.test(existing)) return existing;
  const deviceId = randomUUID();
  void reply.setCookie(DEVICE_COOKIE, deviceId, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax', secure });
  return deviceId;
}
