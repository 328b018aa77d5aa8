import type { AppPageIndex } from '../access/appPageIndex';
import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
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
 * built from (a completion, purchase or content change makes new ones, in every API process); the member's own
 * schedule writes forget theirs at once, here and in every other process; anything else (an owner moving an
 * event) shows within the TTL.
 */
export interface ScheduleAnswerCache {
  answers: TtlCache<ScheduleAnswer>;
  /** The turn at which each member's answers were last forgotten: an answer read before it is not kept. */
  forgotten: TtlCache<number>;
  /** Counts forgettings: a turn, unlike a clock, tells apart two things in the same millisecond. */
  turn: number;
  /** The turn at which every answer was last dropped (dropAllCaches): an answer read before it is not kept. */
  clearedAt: number;
}

const SCHEDULE_ANSWER_TTL_MS = 5_000;
/** A month's answer can be 100 KB: at most this many are held (~100 MB at worst, oldest dropped). */
const SCHEDULE_ANSWER_MAX = 1_000;

export function createScheduleAnswerCache(): ScheduleAnswerCache {
  return {
    answers: new TtlCache<ScheduleAnswer>(SCHEDULE_ANSWER_TTL_MS, SCHEDULE_ANSWER_MAX),
    forgotten: new TtlCache<number>(SCHEDULE_ANSWER_TTL_MS, 10_000),
    turn: 0,
    clearedAt: 0,
  };
}

export function scheduleAnswerKey(appId: string, userId: string | null, query: ScheduleQuery, zone: string): string {
  return JSON.stringify([appId, userId, zone, query]);
}

/**
 * Keeps an answer whose reads began at turn `readAt` (the cache's `turn` then), unless the member's answers were
 * forgotten since: a calendar read racing a write of the member would otherwise bring the old schedule back.
 */
export function keepScheduleAnswer(cache: ScheduleAnswerCache, key: string, answer: ScheduleAnswer, readAt: number) {
  if (cache.clearedAt > readAt) return;
  const forgottenAt = answer.userId === null ? undefined : cache.forgotten.get(answer.userId);
  if (forgottenAt === undefined || forgottenAt <= readAt) cache.answers.set(key, answer);
}

/** Forgets a member's calendar answers (after they change their schedule), here and in every other process. */
export function forgetScheduleAnswers(caches: AppCaches, userId: string): void {
  invalidateCaches(caches, { kind: 'schedule_answers', userId });
}
