const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

/** Development hosts: `<slug>.localhost` selects an app on any machine without DNS setup. */
export const LOCAL_BASE_HOST = 'localhost';

/**
 * The app slug a host name selects: `<slug>.localhost` in development, `<slug>.<public host>` in
 * production. Any other host (plain localhost, an IP, the public host itself) selects the default
 * app, returned as null. Accepts a Host header (port and trailing dot ignored) or a bare host name;
 * the API and the shell both use this, so they always pick the same app.
 */
export function appSlugFromHost(hostHeader: string | undefined, baseHosts: readonly string[]): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const base of baseHosts) {
    const suffix = `.${base.toLowerCase()}`;
    if (!host.endsWith(suffix)) continue;
    const label = host.slice(0, -suffix.length);
    return SLUG.test(label) ? label : null;
  }
  return null;
}
