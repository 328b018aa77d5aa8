/** One path rule: `path` and everything below it on whole segments, or `path` alone when `exact`. */
export interface PathRule {
  path: string;
  exact?: boolean;
}

/** A path as rules see it: no query or hash, no empty segments, lower case. '//Me/x/?a' is '/me/x'. */
export function normaliseRoutePath(path: string): string {
  return `/${path.split(/[?#]/)[0]!.split('/').filter(Boolean).join('/')}`.toLowerCase();
}

/** Whole segments only: '/me' matches '/me' and '/me/x' (unless exact), never '/meals'. */
export function pathMatches(path: string, rule: PathRule): boolean {
  const clean = normaliseRoutePath(path);
  const target = normaliseRoutePath(rule.path);
  if (clean === target) return true;
  return !rule.exact && (target === '/' || clean.startsWith(`${target}/`));
}

/**
 * The rule for a path: the most specific (longest) matching one, whatever the order of the rules. The shell
 * routes between remotes with it, and a remote between its own screens.
 */
export function matchPath<R extends PathRule>(path: string, rules: readonly R[]): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (
      pathMatches(path, rule) &&
      (!best || normaliseRoutePath(rule.path).length > normaliseRoutePath(best.path).length)
    ) {
      best = rule;
    }
  }
  return best;
}
