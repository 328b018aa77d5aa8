import { z } from 'zod';
import { REMOTE_NAMES } from './RemoteName';

export const remoteLocationSchema = z.object({
  version: z.string().min(1),
  /** Absolute or root-relative URL of the remote's remoteEntry.js. */
  url: z.string().min(1),
});

export const remoteRegistryEntrySchema = remoteLocationSchema.extend({
  channel: z.enum(['stable', 'canary']),
  /** For a canary: the stable version to fall back to when the canary fails on this device. */
  fallback: remoteLocationSchema.optional(),
});

/** GET /api/remotes for the calling device (X-Device-Id). A remote with no release is absent. */
export const remoteRegistrySchema = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), remoteRegistryEntrySchema),
});

/** POST /api/remotes/failures: a device reports a remote version that failed to load or mount. */
export const remoteFailureReportSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().min(1),
  message: z.string().max(2000),
});
