import { z } from 'zod';
import {
  PAGE_TYPES,
  type RescheduleResponse,
  type ScheduleCreatedResponse,
  type ScheduledItem,
  type ScheduleFilter,
  type ScheduleResponse,
} from '@stride/shared';
import { SCHEDULE_ITEM_TYPES, SCHEDULE_SCOPE_TYPES } from '@stride/shared/schedule';

/** What the schedule routes (spec §7 Schedule) answer. */

export const scheduledItemSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_type: z.enum(SCHEDULE_ITEM_TYPES),
  item: z.object({
    id: z.string(),
    title: z.string(),
    path: z.string(),
    type: z.enum(PAGE_TYPES),
    image_url: z.string().nullable(),
    is_completed: z.boolean(),
  }),
  scope_type: z.enum(SCHEDULE_SCOPE_TYPES),
  context_id: z.string().nullable(),
  context_type: z.enum(['Program', 'Event']).nullable(),
  date: z.string(),
  end_date: z.string(),
  is_all_day: z.boolean(),
  is_multiday: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  editable: z.boolean(),
}) satisfies z.ZodType<ScheduledItem>;

export const scheduleResponseSchema = z.object({
  schedule: z.object({ starts_at: z.string(), ends_at: z.string() }),
  items: z.array(scheduledItemSchema),
  has_more: z.boolean(),
}) satisfies z.ZodType<ScheduleResponse>;

export const scheduleFiltersResponseSchema = z.array(
  z.object({ id: z.string(), title: z.string() }) satisfies z.ZodType<ScheduleFilter>,
);

export const scheduleCreatedResponseSchema = z.object({
  items: z.array(scheduledItemSchema),
}) satisfies z.ZodType<ScheduleCreatedResponse>;

export const rescheduleResponseSchema = z.object({
  rescheduled_item: scheduledItemSchema,
  rescheduled_siblings: z.array(scheduledItemSchema),
}) satisfies z.ZodType<RescheduleResponse>;
