import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PushProvider, PushStatus } from '@stride/shared/notifications';
import type { AppDatabase } from '../db/AppDatabase';
import { pushSubscriptions } from '../db/schema';

export interface PushRegistration {
  appId: string;
  userId: string;
  deviceId: string;
  provider: PushProvider;
  status: PushStatus;
  token: string;
  /** The push service URL of a web subscription; null for native providers. */
  endpoint: string | null;
}

/** One registration per member and device: registering again replaces the device's token and status. */
export async function savePushRegistration(db: AppDatabase, registration: PushRegistration): Promise<void> {
  const { provider, status, token, endpoint } = registration;
  // One browser, one member: whoever signed in on it before (a shared laptop) stops getting pushes there.
  if (endpoint !== null && status === 'enabled')
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.userId, registration.userId)));
  await db
    .insert(pushSubscriptions)
    .values(registration)
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.deviceId],
      set: { provider, status, token, endpoint, updatedAt: new Date() },
    });
}

/** Changes the status of this device's registration, keeping its subscription; nothing when it has none. */
export async function setPushStatus(
  db: AppDatabase,
  userId: string,
  deviceId: string,
  status: PushStatus,
): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.deviceId, deviceId)));
}

/** This device's registration status for the member, or null when it has none. */
export async function devicePushStatus(db: AppDatabase, userId: string, deviceId: string): Promise<PushStatus | null> {
  const [row] = await db
    .select({ status: pushSubscriptions.status })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.deviceId, deviceId)));
  return (row?.status as PushStatus | undefined) ?? null;
}

export interface WebPushTarget {
  id: string;
  token: string;
}

/** The member's enabled browser subscriptions (the only kind this server can deliver to). */
export async function enabledWebSubscriptions(db: AppDatabase, userId: string): Promise<WebPushTarget[]> {
  return db
    .select({ id: pushSubscriptions.id, token: pushSubscriptions.token })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.provider, 'web'),
        eq(pushSubscriptions.status, 'enabled'),
      ),
    );
}

/** Subscriptions the push service said are gone (404 or 410). */
export async function deletePushSubscriptions(db: AppDatabase, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}
