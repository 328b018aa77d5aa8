const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

/**
 * The app slug a host name selects: `<slug>.localhost` in development, `<slug>.<public host>` in
 * production. Any other host (plain localhost, an IP, the public host itself) selects the default
 * app, returned as null.
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
