/** For answers that depend on who asks (or may change any moment): never kept by a shared cache or the browser. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** How long a public answer, the same for everyone, may be reused. */
export const PUBLIC_MAX_AGE_S = 60;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}`;
