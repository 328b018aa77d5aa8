import type { AppPageIndex } from '../access/appPageIndex';
import { TtlCache } from '../cache/TtlCache';
import type { MemberFacts } from '../members/memberFacts';
import type { ScheduleQuery } from '@stride/shared/schemas';

/** A calendar's answer, written, with what it was built from. */
export interface ScheduleAnswer {
  userId: string | null;
  body: string;
  index: AppPageIndex;
  facts: MemberFacts | null;
}

/**
 * Calendar answers, per app, member and query, for a few seconds. A calendar asks the same month again on every
 * visit and view change, and building a month of 200 items (two queries, a zone's days, 100 KB of JSON) costs
 * ~14 ms of CPU. An answer is used only while the page index and the member's facts are the very objects it was
 * built from (a completion, purchase or content change makes new ones); the member's own schedule writes forget
 * theirs at once; anything else (an owner moving an event, another API instance) shows within the TTL, as the
 * member facts do.
 */
export type ScheduleAnswerCache = TtlCache<ScheduleAnswer>;

const SCHEDULE_ANSWER_TTL_MS = 5_000;
/** A month's answer can be 100 KB: at most this many are held (~100 MB at worst, oldest dropped). */
const SCHEDULE_ANSWER_MAX = 1_000;

export function createScheduleAnswerCache(): ScheduleAnswerCache {
  return new TtlCache<ScheduleAnswer>(SCHEDULE_ANSWER_TTL_MS, SCHEDULE_ANSWER_MAX);
}

export function scheduleAnswerKey(appId: string, userId: string | null, query: ScheduleQuery, zone: string): string {
  return JSON.stringify([appId, userId, zone, query]);
}

/** Forgets a member's calendar answers (after they change their schedule). */
export function forgetScheduleAnswers(cache: ScheduleAnswerCache, userId: string): void {
  cache.deleteWhere((answer) => answer.userId === userId);
}
