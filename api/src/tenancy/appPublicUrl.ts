import type { AppRow } from '../db/schema';

/**
 * The URL members reach `app` at, for links in emails and redirects: PUBLIC_URL for the default app,
 * `<slug>.<public host>` for the others (the host rule of appSlugFromHost), both keeping the path PUBLIC_URL
 * may have (a server behind a proxy at /stride), without a trailing slash. Never taken from request
 * headers: a forged Origin would otherwise put a sign-in token in a link to someone else's site.
 */
export function appPublicUrl(publicUrl: string, app: Pick<AppRow, 'slug' | 'isDefault'>): string {
  const url = new URL(publicUrl);
  if (!app.isDefault) url.hostname = `${app.slug}.${url.hostname}`;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
