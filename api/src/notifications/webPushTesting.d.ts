/** The parts of web-push-testing (a local push service for tests, without types of its own) the tests use. */
declare module 'web-push-testing/src/PushApiModel' {
  export interface TestSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }
  export class PushApiModel {
    /** Where subscriptions' endpoints point: `http://host:port/notify/`. */
    notifyUrl: string;
    subscribe(options: { applicationServerKey: string; userVisibleOnly?: 'true' | 'false' }): Promise<TestSubscription>;
    expireSubscription(clientHash: string): void;
    /** The decrypted payloads a subscription received. */
    getNotifications(body: { clientHash: string }): { messages: string[] };
  }
}

declare module 'web-push-testing/src/server' {
  import type { Express } from 'express';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel';
  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    readonly _app: Express;
    setRequestHandlers(): void;
  }
}
