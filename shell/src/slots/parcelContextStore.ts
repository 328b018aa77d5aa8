import type { StrideParcelContext } from '@stride/shared';

export interface ParcelContextStore {
  get(): StrideParcelContext | null;
  set(context: StrideParcelContext): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The shell's current parcel context, readable outside the shell's React tree: a slot renders inside a
 * remote's own React root, where the shell's React context does not reach.
 */
export function createParcelContextStore(): ParcelContextStore {
  let current: StrideParcelContext | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(context) {
      if (context === current) return;
      current = context;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
