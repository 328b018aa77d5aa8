import type { RealtimeService } from '@stride/shared';

/** How long a listener waits before asking again for a connection whose code failed to load (offline, a deploy). */
export const REALTIME_LOAD_RETRY_MS = 5_000;

/**
 * The realtime service the shell hands out at once, whose connection code (and pusher-js) is fetched only when
 * someone first listens: a first page pays nothing for it. Listeners made before it loads are passed on when it has;
 * when it fails to load, each waiting listener tries again a little later, until it leaves.
 */
export function lazyRealtimeService(load: () => Promise<RealtimeService>): RealtimeService {
  let service: Promise<RealtimeService> | null = null;
  return {
    subscribe(channel, id, listener, onSubscribed) {
      if (!id) throw new Error('ID required to identify callbacks');
      let unsubscribe: (() => void) | null = null;
      let retry: ReturnType<typeof setTimeout> | null = null;
      let cancelled = false;
      const attempt = () => {
        (service ??= load()).then(
          (loaded) => {
            if (!cancelled) unsubscribe = loaded.subscribe(channel, id, listener, onSubscribed);
          },
          () => {
            service = null;
            if (!cancelled) retry = setTimeout(attempt, REALTIME_LOAD_RETRY_MS);
          },
        );
      };
      attempt();
      return () => {
        cancelled = true;
        if (retry) clearTimeout(retry);
        unsubscribe?.();
      };
    },
  };
}
