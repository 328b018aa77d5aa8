import { type BootData } from '@stride/shared';
import { globalConfigSchema, pageDataSchema, remoteRegistrySchema } from '@stride/shared/schemas';
import { z } from 'zod';

const bootDataSchema = z.object({
  apiBase: z.string(),
  deviceId: z.string(),
  registry: remoteRegistrySchema,
  config: globalConfigSchema,
  page: z.object({ path: z.string(), data: pageDataSchema }).nullable(),
});

/** Checks inlined boot data against the shared schemas and returns it typed. */
export function bootDataSchemaCheck(value: unknown): BootData {
  bootDataSchema.parse(value);
  return value as BootData;
}
