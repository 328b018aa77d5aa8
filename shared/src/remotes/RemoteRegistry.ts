import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './RemoteName';

export const remoteLocationSchema = z.object({
  version: z.string().min(1),
  /** Absolute or root-relative URL of the remote's remoteEntry.js. */
  url: z.string().min(1),
});
export type RemoteLocation = z.infer<typeof remoteLocationSchema>;

export const remoteRegistryEntrySchema = remoteLocationSchema.extend({
  channel: z.enum(['stable', 'canary']),
  /** For a canary: the stable version to fall back to when the canary fails on this device. */
  fallback: remoteLocationSchema.optional(),
});
export type RemoteRegistryEntry = z.infer<typeof remoteRegistryEntrySchema>;

/** GET /api/remotes for the calling device (X-Device-Id). A remote with no release is absent. */
export const remoteRegistrySchema = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), remoteRegistryEntrySchema),
});
export type RemoteRegistry = { remotes: Partial<Record<RemoteName, RemoteRegistryEntry>> };

/** POST /api/remotes/failures: a device reports a remote version that failed to load or mount. */
export const remoteFailureReportSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().min(1),
  message: z.string().max(2000),
});
export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;

/** One row of `npm run remotes -- list` and GET /api/operator/remotes. */
export interface RemoteStatus {
  remote: RemoteName;
  stable: string | null;
  canary: string | null;
  canaryPercent: number;
  versions: { version: string; url: string; createdAt: string; failures: number }[];
}
