import { DEFAULT_ROUTE_REMOTE, ROUTE_TABLE, type RemoteName, type RouteRule } from '@stride/shared';

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote owning a path: the longest whole-segment prefix in the route table, else the content remote. */
export function resolveRoute(pathname: string, table: readonly RouteRule[] = ROUTE_TABLE): RemoteName {
  const clean = `/${pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).join('/')}`.toLowerCase();
  let best: RouteRule | null = null;
  for (const rule of table) {
    if (matchesPrefix(clean, rule.prefix) && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best?.remote ?? DEFAULT_ROUTE_REMOTE;
}
