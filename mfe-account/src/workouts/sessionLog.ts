import type { LoggedSet, WorkoutActivity, WorkoutActivityRequest, WorkoutGroup, WorkoutItem } from '@stride/shared';
import {
  isRoundBased,
  isRoundComplete,
  progressOf,
  setKey,
  type LoggedActivity,
  type WorkoutProgress,
} from './workoutPlan';

export interface LogEntry {
  clientId: string;
  activity: LoggedActivity;
  /** What to send again on retry (entries from the server have nothing to send). */
  request: WorkoutActivityRequest | null;
  status: 'saving' | 'saved' | 'failed';
}

export interface SessionLogSnapshot {
  entries: readonly LogEntry[];
  /** Progress counts what is saved or being saved: logging feels instant, a failure takes it back. */
  progress: WorkoutProgress;
  /** Sets whose latest report failed to save, by setKey. */
  failedSets: ReadonlySet<string>;
  failed: boolean;
}

/**
 * The activities of one session: those the server had and those logged here, each sent at once (optimistic),
 * with a random client id so a retry after a lost answer is logged once. A store outside React: the player asks it
 * what a set just logged changed (a round complete) in the same click.
 */
export interface SessionLog {
  getSnapshot(): SessionLogSnapshot;
  subscribe(listener: () => void): () => void;
  record(request: WorkoutActivityRequest): void;
  /** A set done or skipped, and the round it completes logged after it; the round completed, or null. */
  resolveSet(
    target: { group: WorkoutGroup; item: WorkoutItem; setIndex: number; round: number | null },
    outcome: { done: LoggedSet } | 'skipped',
  ): number | null;
  /** Sends every failed report again, with its own client id. */
  retryFailed(): void;
  /** Resolves when nothing is on its way (a session finishes after everything in it is counted). */
  settled(): Promise<void>;
}

/** A random id for `client_id`; getRandomValues, unlike randomUUID, works on a plain http origin too. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function snapshotOf(entries: readonly LogEntry[]): SessionLogSnapshot {
  const counted = entries.filter((entry) => entry.status !== 'failed');
  const latest = new Map<string, LogEntry>();
  for (const entry of entries) {
    const { activity } = entry;
    const setIndex = activity.data.set_index;
    if (
      (activity.activity_type === 'set_done' || activity.activity_type === 'skipped') &&
      activity.workout_group_id &&
      activity.workout_group_item_id &&
      typeof setIndex === 'number'
    ) {
      latest.set(setKey(activity.workout_group_id, activity.workout_group_item_id, setIndex), entry);
    }
  }
  const failedSets = new Set([...latest].filter(([, entry]) => entry.status === 'failed').map(([key]) => key));
  return {
    entries,
    progress: progressOf(counted.map((entry) => entry.activity)),
    failedSets,
    failed: entries.some((entry) => entry.status === 'failed'),
  };
}

export function createSessionLog(
  activities: readonly WorkoutActivity[],
  post: (request: WorkoutActivityRequest) => Promise<unknown>,
): SessionLog {
  let snapshot = snapshotOf(
    activities.map((activity) => ({ clientId: activity.id, activity, request: null, status: 'saved' })),
  );
  const listeners = new Set<() => void>();
  const inFlight = new Set<Promise<unknown>>();

  const update = (change: (entries: readonly LogEntry[]) => LogEntry[]) => {
    snapshot = snapshotOf(change(snapshot.entries));
    listeners.forEach((listener) => listener());
  };
  const setStatus = (clientId: string, status: LogEntry['status']) =>
    update((entries) => entries.map((entry) => (entry.clientId === clientId ? { ...entry, status } : entry)));

  const send = (clientId: string, request: WorkoutActivityRequest) => {
    const sending = post(request).then(
      () => setStatus(clientId, 'saved'),
      () => setStatus(clientId, 'failed'),
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };

  const record = (request: WorkoutActivityRequest) => {
    const clientId = newClientId();
    const withId: WorkoutActivityRequest = { ...request, client_id: clientId };
    update((entries) => [...entries, { clientId, activity: withId, request: withId, status: 'saving' }]);
    send(clientId, withId);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record,
    resolveSet({ group, item, setIndex, round }, outcome) {
      const ids = { workout_group_id: group.id, workout_group_item_id: item.id };
      record(
        outcome === 'skipped'
          ? { ...ids, activity_type: 'skipped', data: { set_index: setIndex, ...(round !== null ? { round } : {}) } }
          : { ...ids, activity_type: 'set_done', data: outcome.done },
      );
      if (round === null || !isRoundBased(group)) return null;
      const { progress } = snapshot;
      if (progress.rounds.get(group.id)?.has(round) || !isRoundComplete(group, round, progress)) return null;
      record({ workout_group_id: group.id, workout_group_item_id: null, activity_type: 'round_done', data: { round } });
      return round;
    },
    retryFailed() {
      const failed = snapshot.entries.filter((entry) => entry.status === 'failed' && entry.request);
      for (const entry of failed) {
        setStatus(entry.clientId, 'saving');
        if (entry.request) send(entry.clientId, entry.request);
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
