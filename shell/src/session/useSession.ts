import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '@stride/shared';
import type { SessionStore } from './SessionStore';

export function useSession(store: SessionStore): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
