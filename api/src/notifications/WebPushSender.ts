import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushPayload } from '@stride/shared/notifications';
import type { AppDatabase } from '../db/AppDatabase';
import type { VapidKeys } from './notificationSecrets';
import { deletePushSubscriptions, enabledWebSubscriptions, type WebPushTarget } from './pushSubscriptionStore';

/** A reminder is useless a day late; the push service drops it after that rather than deliver it stale. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is treated as failed (the job is retried). */
const SEND_TIMEOUT_MS = 10_000;
/**
 * A VAPID token is valid 12 hours and signing one (ES256) is a push's costliest step after encryption: one per
 * push service is reused for an hour, so a minute's thousand reminders sign once.
 */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;

export interface WebPushSenderOptions {
  db: AppDatabase;
  vapid: VapidKeys;
  vapidSubject: string;
  log: FastifyBaseLogger;
}

/** A push service refused a message for a reason other than a gone subscription. */
export class PushDeliveryError extends Error {
  override readonly name = 'PushDeliveryError';
  /** The subscriptions it did not reach: a retry sends to these only, never again to those that got it. */
  failedIds: readonly string[] = [];
}

/**
 * Web push with VAPID: the payload is encrypted by the `web-push` library (RFC 8291) and POSTed with fetch, which also
 * reaches the http push service of development and tests (the library's own sender speaks https only).
 */
export class WebPushSender {
  private readonly vapidHeaders = new Map<string, { authorization: string; until: number }>();

  constructor(private readonly options: WebPushSenderOptions) {}

  /**
   * Sends `payload` to every enabled browser of the member. A 404 or 410 means the subscription is gone: its row is
   * deleted. Any other failure is logged and, once every device was tried, thrown so a job retries.
   */
  async send(userId: string, payload: PushPayload, onlyIds?: readonly string[]): Promise<void> {
    const enabled = await enabledWebSubscriptions(this.options.db, userId);
    const targets = onlyIds ? enabled.filter((target) => onlyIds.includes(target.id)) : enabled;
    const outcomes = await Promise.all(targets.map((target) => this.deliver(target, payload)));
    await deletePushSubscriptions(
      this.options.db,
      targets.filter((_, index) => outcomes[index] === 'gone').map((target) => target.id),
    );
    const failures = outcomes.filter((outcome) => outcome instanceof Error);
    if (failures.length > 0) {
      const error = new PushDeliveryError(`${failures.length} of ${targets.length} push deliveries failed`, {
        cause: failures[0],
      });
      error.failedIds = targets.filter((_, index) => outcomes[index] instanceof Error).map((target) => target.id);
      throw error;
    }
  }

  /** The VAPID Authorization header for the push service of `endpoint` (its origin is the token's audience). */
  private vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.until > now) return cached.authorization;
    const { publicKey, privateKey } = this.options.vapid;
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization: authorization } = webPush.getVapidHeaders(
      audience,
      this.options.vapidSubject,
      publicKey,
      privateKey,
      'aes128gcm',
      expiration,
    );
    this.vapidHeaders.set(audience, { authorization, until: now + VAPID_REUSE_MS });
    return authorization;
  }

  private async deliver(target: WebPushTarget, payload: PushPayload): Promise<'sent' | 'gone' | Error> {
    try {
      const subscription = JSON.parse(target.token) as webPush.PushSubscription;
      const request = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
        headers: { Authorization: this.vapidAuthorization(subscription.endpoint) },
        TTL: TTL_SECONDS,
        // A newer notification with the same topic replaces one still waiting in the push service.
        ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        // A copy as a plain Uint8Array: fetch's types do not take a Buffer (which may sit on a shared buffer).
        body: request.body === null ? null : new Uint8Array(request.body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // Read (and drop) the body so the connection is released.
      await response.arrayBuffer();
      if (response.ok) return 'sent';
      // 404/410: the subscription is gone. 403: it was made with another VAPID key (the keys changed), so no push
      // to it can ever succeed; the browser subscribes again when the member turns push on.
      if (response.status === 404 || response.status === 410 || response.status === 403) return 'gone';
      throw new PushDeliveryError(`The push service answered ${response.status}`);
    } catch (error) {
      this.options.log.warn({ err: error, subscription: target.id }, 'push: delivery failed');
      return error instanceof Error ? error : new PushDeliveryError(String(error));
    }
  }
}

/** RFC 8030 Topic: at most 32 url-safe base64 characters, so a digest of the tag. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
