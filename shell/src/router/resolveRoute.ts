import { DEFAULT_ROUTE_REMOTE, ROUTE_TABLE, matchPath, type RemoteName, type RouteRule } from '@stride/shared';

/** The remote owning a path: the longest whole-segment prefix in the route table, else the content remote. */
export function resolveRoute(pathname: string, table: readonly RouteRule[] = ROUTE_TABLE): RemoteName {
  const rules = table.map((rule) => ({ path: rule.prefix, remote: rule.remote }));
  return matchPath(pathname, rules)?.remote ?? DEFAULT_ROUTE_REMOTE;
}
