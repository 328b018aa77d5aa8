import type { z } from 'zod';
import type { RemoteName } from './RemoteName';
import type {
  remoteLocationSchema,
  remoteRegistryEntrySchema,
  remoteFailureReportSchema,
} from './RemoteRegistry.schema';

export type RemoteLocation = z.infer<typeof remoteLocationSchema>;

export type RemoteRegistryEntry = z.infer<typeof remoteRegistryEntrySchema>;

export type RemoteRegistry = { remotes: Partial<Record<RemoteName, RemoteRegistryEntry>> };

export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;

/** One row of `npm run remotes -- list` and GET /api/operator/remotes. */
export interface RemoteStatus {
  remote: RemoteName;
  stable: string | null;
  canary: string | null;
  canaryPercent: number;
  /** failures: how many distinct devices reported this version failing to load or mount. */
  versions: { version: string; url: string; createdAt: string; failures: number }[];
}
