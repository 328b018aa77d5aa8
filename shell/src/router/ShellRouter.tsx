import type { RouteParcelProps, StrideParcelContext } from '@stride/shared';
import { useMemo, type ReactNode } from 'react';
import { RemoteParcel, type ParcelLoader } from '../remotes/RemoteParcel';
import { resolveRoute } from './resolveRoute';

/** While the owner loads, or in its place when it fails, the screen's one main landmark is the shell's. */
function RouteStatus({ children }: { children: ReactNode }) {
  return <main className="stride-route__status">{children}</main>;
}

/**
 * The routed area: the remote owning the current path mounts its route parcel here. The parcel draws its
 * screen's toolbar and its <main>, so the area itself is no landmark: a screen has exactly one main.
 */
export function ShellRouter({ loader, context }: { loader: ParcelLoader; context: StrideParcelContext }) {
  const { pathname } = context.location;
  const remote = resolveRoute(pathname);
  const parcelProps = useMemo<RouteParcelProps>(() => ({ ...context, path: pathname }), [context, pathname]);
  return (
    <div className="stride-route">
      {/* A new owner remounts; a path change within the same remote only updates its parcel's props. */}
      <RemoteParcel
        key={remote}
        remote={remote}
        loader={loader}
        select={(entry) => entry.parcels.route}
        parcelProps={parcelProps}
        frame={RouteStatus}
        className="stride-route__parcel"
      />
    </div>
  );
}
