import type { ApiClient } from '../api/ApiClient';
import type { PushRegistrationBody } from './Notifications.schema';
import type { PushSettings } from './Notifications';

/**
 * What this browser allows for push on this device: `unsupported` (no service worker, PushManager or Notification:
 * an iPhone outside the home screen, an old browser, plain http), else the Notification permission.
 */
export type WebPushAvailability = 'unsupported' | NotificationPermission;

/** The browser pieces web push needs; a test passes fakes. */
export interface WebPushBrowser {
  navigator: Pick<Navigator, 'serviceWorker'>;
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  PushManager?: unknown;
  isSecureContext: boolean;
}

export function webPushAvailability(browser: WebPushBrowser): WebPushAvailability {
  if (!browser.isSecureContext || !browser.navigator.serviceWorker || !browser.PushManager || !browser.Notification)
    return 'unsupported';
  return browser.Notification.permission;
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentSubscription(browser: WebPushBrowser): Promise<PushSubscription | null> {
  const registration = await browser.navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

function registration(subscription: PushSubscription, status: 'enabled' | 'disabled'): PushRegistrationBody {
  return { token: JSON.stringify(subscription), provider: 'web', status };
}

/**
 * Turns push on for this device: asks the browser's permission (from a click: browsers refuse it otherwise),
 * subscribes with the app's VAPID key (reusing a subscription the browser holds) and registers it as enabled.
 * `denied` when the member refused or closed the browser's question.
 */
export async function enableWebPush(api: ApiClient, browser: WebPushBrowser): Promise<'enabled' | 'denied'> {
  if (webPushAvailability(browser) === 'unsupported' || !browser.Notification) throw new Error('Push is unsupported');
  const permission = await browser.Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const settings = await api.get<PushSettings>('/notifications/push_settings');
  const ready = await browser.navigator.serviceWorker.ready;
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(settings.public_key),
    }));
  await api.put('/notifications/push', registration(subscription, 'enabled'));
  return 'enabled';
}

/**
 * Turns push off for this device: the registration is marked disabled first (the server stops sending at once),
 * then the browser's subscription is dropped. Without a subscription there is nothing this device could receive.
 */
export async function disableWebPush(api: ApiClient, browser: WebPushBrowser): Promise<void> {
  const subscription = await currentSubscription(browser);
  if (!subscription) return;
  await api.put('/notifications/push', registration(subscription, 'disabled'));
  await subscription.unsubscribe();
}
