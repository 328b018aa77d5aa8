import { z } from 'zod';
import type { OutboxEmailRow } from './outboxRepository';

export const DEV_OUTBOX_MAX_LIMIT = 200;

/** `?to=&limit=` of the outbox routes; an empty `to` (the page's filter form left blank) means everyone. */
export function devOutboxQuerySchema(defaultLimit: number) {
  return z.object({
    to: z
      .string()
      .trim()
      .max(320)
      .optional()
      .transform((to) => to || null),
    limit: z.coerce.number().int().min(1).max(DEV_OUTBOX_MAX_LIMIT).default(defaultLimit),
  });
}

export const devOutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The template: passwordless, reset_password or welcome. */
  kind: z.string(),
  /** Extra headers it was sent with (List-Unsubscribe of notification emails); null without. */
  headers: z.record(z.string()).nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type DevOutboxEmail = z.infer<typeof devOutboxEmailSchema>;

/** GET /api/__dev/outbox: e2e tests and `npm run outbox` read links and codes from it. */
export const devOutboxResponseSchema = z.object({ emails: z.array(devOutboxEmailSchema) });
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;

export function toDevOutboxEmail(row: OutboxEmailRow): DevOutboxEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    headers: row.headers ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
