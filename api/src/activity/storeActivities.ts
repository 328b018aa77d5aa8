import type { ActivityBody } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { activities } from '../db/schema';

/** Who sent a group of reports: the app, the member (null for a guest), the device and the tab session. */
export interface ActivitySource {
  appId: string;
  userId: string | null;
  deviceId: string | null;
  sessionId: string | null;
}

/** A report as stored: one of spec §7's types, or a session beacon's (SESSION_ACTIVITY_TYPES). */
export interface StoredActivity {
  activity_type: string;
  data: ActivityBody['data'];
  ts: string | Date;
}

/**
 * Stores reports from one source in one multi-row insert: a batch of twenty-five costs one round trip, as one
 * report does.
 */
export async function storeActivities(
  db: AppDatabase,
  source: ActivitySource,
  reports: readonly StoredActivity[],
): Promise<void> {
  if (reports.length === 0) return;
  await db.insert(activities).values(
    reports.map((report) => ({
      ...source,
      activityType: report.activity_type,
      data: report.data,
      ts: new Date(report.ts),
    })),
  );
}
