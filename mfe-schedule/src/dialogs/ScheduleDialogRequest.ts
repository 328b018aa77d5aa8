import type { ScheduledItem } from '@stride/shared';

/** Which schedule modal is open (spec §2: add, duplicate, reschedule, remove), and for what. */
export type ScheduleDialogRequest =
  | { kind: 'add'; pageId: string }
  | { kind: 'duplicate'; item: ScheduledItem }
  | { kind: 'reschedule'; item: ScheduledItem }
  | { kind: 'remove'; item: ScheduledItem };

/** What a finished dialog did: the day to show (null after a removal) and what to tell the member. */
export interface ScheduleDialogOutcome {
  date: string | null;
  message: string;
}
