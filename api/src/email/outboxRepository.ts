import { desc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { outboxEmails } from '../db/schema';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = Omit<typeof outboxEmails.$inferInsert, 'id' | 'createdAt'>;

export async function storeOutboxEmail(db: AppDatabase, email: NewOutboxEmail): Promise<void> {
  await db.insert(outboxEmails).values(email);
}

export interface OutboxQuery {
  /** Only emails to this address (case-insensitive); null: every recipient. */
  to: string | null;
  limit: number;
}

/** The most recent outbox emails of every app, newest first. */
export async function listOutboxEmails(db: AppDatabase, query: OutboxQuery): Promise<OutboxEmailRow[]> {
  return (
    db
      .select()
      .from(outboxEmails)
      // lower(to) is what outbox_emails_to_idx indexes.
      .where(query.to === null ? undefined : sql`lower(${outboxEmails.to}) = lower(${query.to})`)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(query.limit)
  );
}
