import type { StrideParcel } from '@stride/shared';
import type { ParcelConfig } from 'single-spa';

type Lifecycle<P> = (props: P) => Promise<unknown>;
type LifecycleProps = Record<string, unknown>;

export interface GuardLinks {
  onError(error: Error): void;
}

/**
 * Wraps a remote's parcel for single-spa-react's <Parcel>: a lifecycle that throws is reported through
 * onError and settles, instead of leaving single-spa and <Parcel> with rejected promises nobody awaits; a
 * parcel whose mount failed is never updated or unmounted. `links` is read on every lifecycle, so the
 * latest error handler applies.
 */
export function guardParcel<P>(parcel: StrideParcel<P>, links: () => GuardLinks): ParcelConfig {
  let mounted = false;
  const run = async (fn: Lifecycle<P> | undefined, props: LifecycleProps): Promise<boolean> => {
    try {
      await fn?.(props as P);
      return true;
    } catch (caught) {
      links().onError(caught instanceof Error ? caught : new Error(String(caught)));
      return false;
    }
  };
  return {
    bootstrap: async (props: LifecycleProps) => {
      await run(parcel.bootstrap as Lifecycle<P>, props);
    },
    mount: async (props: LifecycleProps) => {
      mounted = await run(parcel.mount as Lifecycle<P>, props);
    },
    update: async (props: LifecycleProps) => {
      if (mounted) await run(parcel.update as Lifecycle<P> | undefined, props);
    },
    unmount: async (props: LifecycleProps) => {
      if (mounted) await run(parcel.unmount as Lifecycle<P>, props);
      mounted = false;
    },
  };
}
