import { z } from 'zod';
import {
  CONTENT_LIST_DEFAULT_LIMIT,
  CONTENT_LIST_MAX_LIMIT,
  CONTENT_ORDER_BY,
  CONTENT_PROGRESS_FILTERS,
  CONTENT_SCHEDULE_TYPES,
  PAGE_TYPES,
  type PageType,
} from '@stride/shared';
import { timezoneSchema } from '@stride/shared/schemas';

/** Minutes, inclusive at both ends; null: open on that side. */
export interface DurationRange {
  min: number | null;
  max: number | null;
}

const DURATION = /^(\d{1,6})?-(\d{1,6})?$/;

/** `a-b`, `a-` or `-b` minutes (spec §7 `duration`). */
const durationParam = z.string().transform((value, ctx): DurationRange => {
  const match = DURATION.exec(value.trim());
  const min = match?.[1] === undefined ? null : Number(match[1]);
  const max = match?.[2] === undefined ? null : Number(match[2]);
  if (!match || (min === null && max === null) || (min !== null && max !== null && min > max)) {
    ctx.addIssue({ code: 'custom', message: 'duration: use minutes as a-b, a- or -b (for example 10-30)' });
    return z.NEVER;
  }
  return { min, max };
});

/** A comma-separated list; blanks dropped, compared case-insensitively. */
const listParam = z
  .string()
  .max(2_000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const flagParam = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A whole number in a query string (`?limit=20`). */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);

/** Spec §7 GET /content/{contentType} query, as documented on ContentListQuery. Unknown parameters are ignored. */
export const contentListQuerySchema = z.object({
  offset: wholeNumber(0).optional(),
  limit: wholeNumber(1, CONTENT_LIST_MAX_LIMIT).default(CONTENT_LIST_DEFAULT_LIMIT),
  /** 1-based; used when offset is absent. */
  page: wholeNumber(1).optional(),
  /** IANA name: with it, `schedule_type` splits past from upcoming at the start of the member's today. */
  timezone: timezoneSchema.optional(),
  page_id: z.string().uuid().optional(),
  include_current: flagParam.default('false'),
  order_by: z.enum(CONTENT_ORDER_BY).default('position'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  duration: durationParam.optional(),
  with_tags: listParam.optional(),
  with_all_tags: listParam.optional(),
  filter_tags: listParam.optional(),
  with_property: z.string().trim().min(1).max(200).optional(),
  progress: z.enum(CONTENT_PROGRESS_FILTERS).optional(),
  schedule_type: z.enum(CONTENT_SCHEDULE_TYPES).optional(),
});

export type ContentListParams = z.infer<typeof contentListQuerySchema>;

/** Plural names a client may use besides `{type}s`: the API's own /packages and /events wording. */
const ALIASES: Readonly<Record<string, PageType>> = { packages: 'pack', events: 'event_occurrence' };

/** The page type a content type names, singular or plural (`workout`, `workouts`); null when it names none. */
export function pageTypeOf(contentType: string): PageType | null {
  const name = contentType.toLowerCase();
  const alias = ALIASES[name];
  if (alias) return alias;
  return PAGE_TYPES.find((type) => name === type || name === `${type}s`) ?? null;
}
