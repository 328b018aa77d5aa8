import type { RealtimeEventName, RealtimeEvents, RealtimeService } from '../messaging/realtime';

interface Listener {
  id: string;
  listener: (event: RealtimeEventName, data: unknown) => void;
  onSubscribed?: () => void;
}

/** A realtime service for tests: `emit` delivers an event as the server would, `reconnect` re-runs onSubscribed. */
export interface FakeRealtime extends RealtimeService {
  emit<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEvents[E]): void;
  reconnect(): void;
  /** The channels someone listens to now. */
  channels(): string[];
}

export function fakeRealtime(): FakeRealtime {
  const listeners = new Map<string, Set<Listener>>();
  return {
    subscribe(channel, id, listener, onSubscribed) {
      if (!id) throw new Error('ID required to identify callbacks');
      const entry: Listener = { id, listener, onSubscribed };
      const set = listeners.get(channel) ?? new Set<Listener>();
      set.add(entry);
      listeners.set(channel, set);
      queueMicrotask(() => entry.onSubscribed?.());
      return () => {
        set.delete(entry);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    emit(channel, event, data) {
      for (const entry of listeners.get(channel) ?? []) entry.listener(event, data);
    },
    reconnect() {
      for (const set of listeners.values()) for (const entry of set) entry.onSubscribed?.();
    },
    channels: () => [...listeners.keys()],
  };
}
