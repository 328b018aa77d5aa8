/** Every remote the shell can load. The registry, the CLI and the route table use these names. */
export const REMOTE_NAMES = [
  'mfe-content',
  'mfe-auth',
  'mfe-checkout',
  'mfe-messaging',
  'mfe-schedule',
  'mfe-account',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Module Federation container names must be JS identifiers. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** The one module every remote exposes. */
export const REMOTE_ENTRY_MODULE = './entry';
