import type { AppRow } from '../db/schema';

/**
 * The origin members reach `app` at, for links in emails and redirects: PUBLIC_URL for the default app,
 * `<slug>.<public host>` for the others (the host rule of appSlugFromHost). Never taken from request
 * headers: a forged Origin would otherwise put a sign-in token in a link to someone else's site.
 */
export function appPublicUrl(publicUrl: string, app: Pick<AppRow, 'slug' | 'isDefault'>): string {
  if (app.isDefault) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = `${app.slug}.${url.hostname}`;
  return url.origin;
}
