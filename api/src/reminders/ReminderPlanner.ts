/**
 * Plans the reminder jobs of members' scheduled items (15 minutes before, starting now, on the day) and of the app
 * events they joined, from the member's time zone and notification settings. Every call is idempotent: it cancels
 * what was planned before and plans what the stored state asks for now (nothing for a removed item).
 */
export interface ReminderPlanner {
  /** Plans (or plans again) the reminders of these stored items, cancelling any planned before. */
  planItems(itemIds: readonly string[]): Promise<void>;
  /** Cancels every pending reminder of these items (call before deleting them). */
  cancelItems(itemIds: readonly string[]): Promise<void>;
  /**
   * Plans again every reminder of the member's upcoming items and joined events: after their notification
   * settings or time zone changed.
   */
  planMember(userId: string): Promise<void>;
  /** Plans (or cancels, once left) the reminders of these event occurrences for the member: after a join or a leave. */
  planEventOccurrences(userId: string, occurrenceIds: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderPlanner;
  }
}
