/** Where a link in page content goes, decided once so every link behaves the same (spec §2 link behaviour). */
export type LinkTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'email'; href: string }
  /** Anything else (javascript:, data:, protocol-relative, bare words) is never made clickable. */
  | { kind: 'unsafe' };

/**
 * A root-relative path of this app. Browsers read `//host` and `/\host` (any mix of slashes and backslashes,
 * even with tabs or newlines between, which they drop) as another origin, so those are not paths.
 */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !/^\/[/\\]/.test(value.replace(/[\t\n\r]/g, ''));
}

export function linkTarget(url: string, origin: string = window.location.origin): LinkTarget {
  const value = url.trim();
  if (/^mailto:[^\s]+$/i.test(value)) return { kind: 'email', href: value };
  if (value.startsWith('/')) return isAppPath(value) ? { kind: 'internal', path: value } : { kind: 'unsafe' };
  if (/^https?:\/\//i.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return { kind: 'unsafe' };
    }
    if (parsed.origin === origin) return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
    return { kind: 'external', href: parsed.href };
  }
  return { kind: 'unsafe' };
}
