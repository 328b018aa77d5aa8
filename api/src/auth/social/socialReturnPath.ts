import { AUTH_LINK_PARAMS } from '@stride/shared';

const MAX_RETURN_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * Where a social sign-in returns to: a path (and query) of the same app. Anything else, such as an absolute
 * URL or a protocol-relative `//host` (or `/\host`, which browsers read the same way), becomes '/', so the
 * sign-in can never send the browser, with a fresh session cookie, to another site. The hash is dropped,
 * and so are the parameters an earlier social sign-in left behind.
 */
export function socialReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  // The URL parser drops tabs and newlines and reads backslashes as slashes: the check is on its result.
  if (url.origin !== PROBE_ORIGIN) return '/';
  // Deleting re-encodes the whole query (%20 becomes +): only done when there is something to delete.
  for (const name of [AUTH_LINK_PARAMS.socialError, AUTH_LINK_PARAMS.socialSignedUp]) {
    if (url.searchParams.has(name)) url.searchParams.delete(name);
  }
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
}
