import type { PushPayload } from '@stride/shared';

/** What the service worker passes to showNotification for one push. */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** Where the API serves the app's web app manifest (api/src/pwa MANIFEST_PATH), which names its icons. */
export const MANIFEST_URL = '/manifest.webmanifest';

/** The app's icon for notifications: the manifest's square icon closest to this size. */
const ICON_SIZE = 192;

function isPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url, tag } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof body === 'string' &&
    typeof url === 'string' &&
    (tag === undefined || typeof tag === 'string')
  );
}

/**
 * The notification a push shows (its payload is PushPayload JSON): title, body, the app's icon, the tag that
 * replaces an earlier one about the same thing, and the page to open. A URL of another origin is not followed: the
 * app opens at its start instead. Null for a push that is not ours.
 */
export function notificationOf(payload: unknown, origin: string, icon: string | null): ShownNotification | null {
  if (!isPayload(payload)) return null;
  const target = new URL(payload.url, origin);
  const url = target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  return {
    title: payload.title,
    options: {
      body: payload.body,
      ...(payload.tag ? { tag: payload.tag } : {}),
      ...(icon ? { icon, badge: icon } : {}),
      data: { url },
    },
  };
}

/** The manifest's icon for notifications (purpose any, nearest 192 px), or null. */
export function notificationIconOf(manifest: unknown): string | null {
  const icons = (manifest as { icons?: unknown } | null)?.icons;
  if (!Array.isArray(icons)) return null;
  let best: { src: string; distance: number } | null = null;
  for (const icon of icons as { src?: unknown; sizes?: unknown; purpose?: unknown }[]) {
    if (typeof icon.src !== 'string' || (icon.purpose !== undefined && icon.purpose !== 'any')) continue;
    const size = Number(String(icon.sizes ?? '').split('x')[0]);
    const distance = Number.isFinite(size) ? Math.abs(size - ICON_SIZE) : Number.MAX_SAFE_INTEGER;
    if (!best || distance < best.distance) best = { src: icon.src, distance };
  }
  return best?.src ?? null;
}

/** The part of a service worker's Clients a click needs (a test passes a fake). */
export interface WindowClients {
  matchAll(options: { type: 'window' }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface WindowClientLike {
  url: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * A click on a notification opens its page: in a window of the app already open (the focused one first), brought
 * forward and sent there, else in a new window.
 */
export async function openNotificationTarget(clients: WindowClients, path: string, origin: string): Promise<void> {
  const url = new URL(path, origin).href;
  // Only windows this worker controls can be navigated (navigate() throws on others, leaving the tab where it was).
  const windows = (await clients.matchAll({ type: 'window' })).filter(
    (client) => new URL(client.url).origin === origin,
  );
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  await open.focus();
  if (open.url !== url) await open.navigate(url);
}
