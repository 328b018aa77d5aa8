import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PushApiModel, type TestSubscription } from 'web-push-testing/src/PushApiModel';
import WebPushTestingServer from 'web-push-testing/src/server';

/** Test support: a real push service on this machine (web-push-testing), which decrypts what it receives. */
export interface LocalPushService {
  /** A browser's subscription to the VAPID public key, as `JSON.stringify(pushSubscription)` gives it. */
  subscribe(applicationServerKey: string): Promise<TestSubscription & { json: string }>;
  /** The payloads a subscription received, decrypted. */
  received(subscription: TestSubscription): string[];
  /** The browser unsubscribed: the service answers 410 Gone from now on. */
  expire(subscription: TestSubscription): void;
  close(): Promise<void>;
}

/**
 * Starts the service on a free port of 127.0.0.1 (web-push-testing's own start listens on a fixed one and logs);
 * endpoints are `http://127.0.0.1:<port>/notify/<client>`.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  service.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = service._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  model.notifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify/`;
  return {
    async subscribe(applicationServerKey) {
      const subscription = await model.subscribe({ applicationServerKey, userVisibleOnly: 'true' });
      const { endpoint, keys } = subscription;
      return { ...subscription, json: JSON.stringify({ endpoint, expirationTime: null, keys }) };
    },
    received: (subscription) => model.getNotifications({ clientHash: subscription.clientHash }).messages,
    expire: (subscription) => model.expireSubscription(subscription.clientHash),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
