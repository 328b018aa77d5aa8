import { z } from 'zod';
import { REMOTE_NAMES, type RemoteStatus } from '@stride/shared';
import type { ChannelState, RecordedRelease, RollbackResult } from './registryService';

/** What the operator API (the `npm run remotes` CLI's server side) answers. */
const remoteName = z.enum(REMOTE_NAMES);

export const remoteStatusListSchema = z.object({
  remotes: z.array(
    z.object({
      remote: remoteName,
      stable: z.string().nullable(),
      canary: z.string().nullable(),
      canaryPercent: z.number(),
      versions: z.array(
        z.object({ version: z.string(), url: z.string(), createdAt: z.string(), failures: z.number() }),
      ),
    }) satisfies z.ZodType<RemoteStatus>,
  ),
});

export const recordedReleaseSchema = z.object({
  remote: remoteName,
  version: z.string(),
  alreadyReleased: z.boolean(),
  becameStable: z.boolean(),
}) satisfies z.ZodType<RecordedRelease>;

export const channelStateSchema = z.object({
  remote: remoteName,
  stable: z.string().nullable(),
  canary: z.string().nullable(),
  canaryPercent: z.number(),
}) satisfies z.ZodType<ChannelState>;

export const rollbackResultSchema = channelStateSchema.extend({
  undid: z.enum(['canary', 'stable']),
}) satisfies z.ZodType<RollbackResult>;
