import type { RouteParcelProps, StrideParcelContext } from '@stride/shared';
import { useMemo } from 'react';
import { RemoteParcel, type ParcelLoader } from '../remotes/RemoteParcel';
import { resolveRoute } from './resolveRoute';

/** The routed area: the remote owning the current path mounts its route parcel here. */
export function ShellRouter({ loader, context }: { loader: ParcelLoader; context: StrideParcelContext }) {
  const { pathname } = context.location;
  const remote = resolveRoute(pathname);
  const parcelProps = useMemo<RouteParcelProps>(() => ({ ...context, path: pathname }), [context, pathname]);
  return (
    <main className="stride-route">
      {/* A new owner remounts; a path change within the same remote only updates its parcel's props. */}
      <RemoteParcel
        key={remote}
        remote={remote}
        loader={loader}
        select={(entry) => entry.parcels.route}
        parcelProps={parcelProps}
        className="stride-route__parcel"
      />
    </main>
  );
}
