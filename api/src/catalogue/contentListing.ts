import type { ContentItem, ContentListResponse, PageAccessResult, PageType } from '@stride/shared';
import { ancestorsOf, descendantsOf, type IndexedPage } from '../access/appPageIndex';
import { AppError } from '../errors/AppError';
import { accessOf, isHidden, type CatalogueAccess } from './catalogueAccess';
import type { ContentListParams, DurationRange } from './contentListQuery';
import { pageSummary, pagesInTreeOrder } from './pageSummary';
import { startOfDayIn } from './startOfDayIn';

/** What the listing knows of the asking member (all empty for a guest). */
export interface MemberProgressFacts {
  /** Pages the member completed, and programs they completed. */
  completed: ReadonlySet<string>;
  /** Progress roots the member started (subscribed to) and programs they follow but have not completed. */
  started: ReadonlySet<string>;
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
}

export interface ListingInput {
  access: CatalogueAccess;
  type: PageType;
  query: ContentListParams;
  member: MemberProgressFacts;
  /** Event page id → its occurrences (any order). */
  occurrences: ReadonlyMap<string, readonly Occurrence[]>;
  now: Date;
}

interface Candidate {
  page: IndexedPage;
  order: number;
  access: PageAccessResult;
  occurrence: Occurrence | null;
}

/** The pages to look at: the whole app in tree order, or what is under `page_id` (and it, with include_current). */
function scope({ access, query }: ListingInput): IndexedPage[] {
  if (query.page_id === undefined) return pagesInTreeOrder(access.index);
  const parent = access.index.byId.get(query.page_id.toLowerCase());
  if (!parent || isHidden(accessOf(access, parent.id))) throw new AppError('page_not_found');
  const below = descendantsOf(access.index, parent.id);
  return query.include_current ? [parent, ...below] : below;
}

function hasTags(page: IndexedPage, { with_tags, with_all_tags, filter_tags }: ContentListParams): boolean {
  const tags = new Set(page.tags.map((tag) => tag.toLowerCase()));
  if (with_tags && with_tags.length > 0 && !with_tags.some((tag) => tags.has(tag))) return false;
  if (with_all_tags && !with_all_tags.every((tag) => tags.has(tag))) return false;
  if (filter_tags && filter_tags.some((tag) => tags.has(tag))) return false;
  return true;
}

function inDuration(page: IndexedPage, range: DurationRange | undefined): boolean {
  if (range === undefined) return true;
  const minutes = page.durationMinutes;
  if (minutes === null) return false;
  return (range.min === null || minutes >= range.min) && (range.max === null || minutes <= range.max);
}

/** An attribute counts when it holds something: not null, not blank text, not an empty list or object. */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  // Typed attributes ({type: 'image', value: …}) hold their content in `value`.
  if (typeof value === 'object') return 'value' in value ? isFilled(value.value) : Object.keys(value).length > 0;
  return true;
}

/** Own attributes only: `with_property=constructor` must not find Object's constructor on every page. */
function hasProperty(page: IndexedPage, name: string): boolean {
  return Object.hasOwn(page.attributes, name) && isFilled(page.attributes[name]);
}

/** Spec §7 `progress`: completed, in progress (started, or something under it done), or not started. */
function progressOf(page: IndexedPage, member: MemberProgressFacts, doneBelow: ReadonlySet<string>) {
  if (member.completed.has(page.id)) return 'completed';
  return member.started.has(page.id) || doneBelow.has(page.id) ? 'in_progress' : 'not_started';
}

/** Pages with at least one completed page under them. */
function pagesWithDoneDescendants(input: ListingInput): Set<string> {
  const result = new Set<string>();
  for (const id of input.member.completed) {
    for (const ancestor of ancestorsOf(input.access.index, id).slice(1)) result.add(ancestor.id);
  }
  return result;
}

/**
 * The occurrence an event page is listed by: for `past` the latest one that has ended, otherwise the next one
 * that has not (falling back to the latest past one when listing all). Ended means before `boundary`.
 */
function occurrenceFor(
  occurrences: readonly Occurrence[],
  scheduleType: ContentListParams['schedule_type'],
  boundary: Date,
): Occurrence | null {
  const byStart = [...occurrences].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const next = byStart.find((o) => o.endsAt > boundary) ?? null;
  const latestPast = byStart.filter((o) => o.endsAt <= boundary).at(-1) ?? null;
  if (scheduleType === 'upcoming') return next;
  if (scheduleType === 'past') return latestPast;
  return next ?? latestPast;
}

type Comparable = number | string | null;

function sortKey(candidate: Candidate, orderBy: ContentListParams['order_by']): Comparable {
  switch (orderBy) {
    case 'title':
      return candidate.page.title;
    case 'created_at':
      return candidate.page.createdAt.getTime();
    case 'duration':
      return candidate.page.durationMinutes;
    case 'starts_at':
      return candidate.occurrence?.startsAt.getTime() ?? null;
    case 'position':
      return candidate.order;
  }
}

/** Ordered by the key in `direction`; pages without one (no duration, no date) last; ties in tree order. */
function compare(orderBy: ContentListParams['order_by'], direction: ContentListParams['direction']) {
  const sign = direction === 'desc' ? -1 : 1;
  return (a: Candidate, b: Candidate): number => {
    const left = sortKey(a, orderBy);
    const right = sortKey(b, orderBy);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      const byKey =
        typeof left === 'string' && typeof right === 'string'
          ? left.localeCompare(right, 'en', { sensitivity: 'base', numeric: true })
          : Number(left) - Number(right);
      if (byKey !== 0) return sign * byKey;
    }
    return a.order - b.order;
  };
}

function toItem(candidate: Candidate, member: MemberProgressFacts): ContentItem {
  return {
    ...pageSummary(candidate.page),
    is_completed: member.completed.has(candidate.page.id),
    lock: candidate.access.granted ? null : candidate.access,
    starts_at: candidate.occurrence?.startsAt.toISOString() ?? null,
    ends_at: candidate.occurrence?.endsAt.toISOString() ?? null,
  };
}

/**
 * GET /content/{contentType}: the app's pages of one type, filtered, ordered and paged (spec §7). Every page
 * the asker may know of is listed, locked ones with the engine's denial; those denied IS_PRIVATE are left out.
 * total_count counts every match before paging.
 */
export function listContent(input: ListingInput): ContentListResponse {
  const { access, query, member } = input;
  const boundary = query.timezone ? startOfDayIn(query.timezone, input.now) : input.now;
  const doneBelow = query.progress === undefined ? new Set<string>() : pagesWithDoneDescendants(input);
  const candidates: Candidate[] = [];
  scope(input).forEach((page, order) => {
    if (page.type !== input.type || !hasTags(page, query) || !inDuration(page, query.duration)) return;
    if (query.with_property !== undefined && !hasProperty(page, query.with_property)) return;
    if (query.progress !== undefined && progressOf(page, member, doneBelow) !== query.progress) return;
    const occurrences = input.occurrences.get(page.id) ?? [];
    const occurrence = occurrenceFor(occurrences, query.schedule_type, boundary);
    if ((query.schedule_type === 'upcoming' || query.schedule_type === 'past') && occurrence === null) return;
    const result = accessOf(access, page.id);
    if (isHidden(result)) return;
    candidates.push({ page, order, access: result, occurrence });
  });
  candidates.sort(compare(query.order_by, query.direction));
  const offset = query.offset ?? ((query.page ?? 1) - 1) * query.limit;
  return {
    items: candidates.slice(offset, offset + query.limit).map((candidate) => toItem(candidate, member)),
    total_count: candidates.length,
  };
}
