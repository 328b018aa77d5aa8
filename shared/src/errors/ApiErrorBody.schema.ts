import { z } from 'zod';
import type { ApiErrorBody } from './ApiErrorBody';

/**
 * Every API error body. Passthrough: some errors carry more beside `error` (a 403 access_denied its
 * `access` answer, a locked page its `page`), which the schema documents as allowed, never strips.
 */
export const apiErrorBodySchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
  })
  .passthrough() satisfies z.ZodType<ApiErrorBody>;
