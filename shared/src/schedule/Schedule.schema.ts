import { z } from 'zod';
import { CALENDAR_VIEWS, SCHEDULE_CONTEXTS, SCHEDULE_ITEM_TYPES } from './Schedule';

/** Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  const [year, month, dayOfMonth] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, dayOfMonth ?? 0));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === dayOfMonth &&
    year >= 1970 &&
    year <= 9999
  );
}

/** Whether `HH:mm` is a time of day. */
function isTimeOfDay(value: string): boolean {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 24) < 24 && (minutes ?? 60) < 60;
}

/** A zod issue that the API's error handler prefixes with the field's name (not `custom`). */
function invalidDate(ctx: z.RefinementCtx, message: string): void {
  ctx.addIssue({ code: z.ZodIssueCode.invalid_date, message });
}

/** Spec §9 schedule date format, a real calendar day. */
export const scheduleDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) invalidDate(ctx, `${value} is not a day of the calendar`);
  });

/**
 * A day (`YYYY-MM-DD`, all day) or a wall-clock time on it in the member's time zone (`YYYY-MM-DDTHH:mm`),
 * a real calendar day and time.
 */
export const scheduleWhenSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'must be YYYY-MM-DD or YYYY-MM-DDTHH:mm')
  .superRefine((value, ctx) => {
    const [date = '', time] = value.split('T');
    if (!isCalendarDate(date)) invalidDate(ctx, `${date} is not a day of the calendar`);
    else if (time !== undefined && !isTimeOfDay(time)) invalidDate(ctx, `${time} is not a time of day`);
  });

/** An IANA time zone name (`Asia/Kolkata`), kept as given. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .superRefine((value, ctx) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.invalid_string, validation: 'regex', message: 'must be an IANA time zone' });
    }
  });

export const scheduleQuerySchema = z.object({
  context: z.enum(SCHEDULE_CONTEXTS).default('member'),
  filter: z.string().max(80).optional(),
  page: z.coerce.number().int().min(1).max(50).default(1),
  page_id: z.string().uuid().optional(),
  calendar_type: z.enum(CALENDAR_VIEWS).default('week'),
  /** List view: what is still to come, or what has passed. */
  period: z.enum(['upcoming', 'past']).default('upcoming'),
  /** IANA time zone; the member's stored one (or UTC) without it. */
  timezone: timeZoneSchema.optional(),
  item_id: z.string().uuid().optional(),
  item_type: z.enum(SCHEDULE_ITEM_TYPES).optional(),
  from: scheduleDateSchema.optional(),
  to: scheduleDateSchema.optional(),
});

export const scheduleCreateSchema = z.object({
  item_id: z.string().uuid(),
  item_type: z.enum(SCHEDULE_ITEM_TYPES).default('Page'),
  date: scheduleWhenSchema,
  is_all_day: z.boolean().default(true),
  timezone: timeZoneSchema.optional(),
});

export const scheduleMoveSchema = z.object({
  date: scheduleWhenSchema,
  is_all_day: z.boolean().default(true),
  shift_subsequent: z.boolean().default(false),
  timezone: timeZoneSchema.optional(),
});

export const scheduleDuplicateSchema = scheduleMoveSchema.omit({ shift_subsequent: true });

export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;
export type ScheduleCreateBody = z.input<typeof scheduleCreateSchema>;
export type ScheduleMoveBody = z.input<typeof scheduleMoveSchema>;
export type ScheduleDuplicateBody = z.input<typeof scheduleDuplicateSchema>;
