import { EMPTY_MEMBER_DATA, type MemberData } from '@stride/shared';
import {
  withBookmark,
  withCompletedPages,
  withCompletion,
  withoutSubscription,
  withSubscription,
} from './memberDataUpdates';

const member: MemberData = {
  ...EMPTY_MEMBER_DATA,
  page_completions: { by_uuid: { a: true, b: true, other: true }, by_content_type: { workout: ['a', 'b'] } },
  page_subscriptions: [{ page_id: 'root', started_at: '2030-01-01T00:00:00.000Z' }],
  // Leaving a program page stops following that program: its stages must not stay "Completed".
  program_subscriptions: [
    { program_id: 'root', completed_stage_ids: { a: true } },
    { program_id: 'other-program', completed_stage_ids: { s: true } },
  ],
  bookmarked_pages: ['x'],
};

describe('member data updates', () => {
  it('completes and uncompletes a page in both completion lists', () => {
    const completed = withCompletion(member, 'c', 'workout', true);
    expect(completed.page_completions.by_uuid.c).toBe(true);
    expect(completed.page_completions.by_content_type.workout).toEqual(['a', 'b', 'c']);

    const undone = withCompletion(completed, 'a', 'workout', false);
    expect(undone.page_completions.by_uuid).not.toHaveProperty('a');
    expect(undone.page_completions.by_content_type.workout).toEqual(['b', 'c']);
    expect(member.page_completions.by_uuid.a).toBe(true);
  });

  it('bookmarks a page once and removes it again', () => {
    expect(withBookmark(withBookmark(member, 'y', true), 'y', true).bookmarked_pages).toEqual(['x', 'y']);
    expect(withBookmark(member, 'x', false).bookmarked_pages).toEqual([]);
  });

  it('records one subscription per page, replacing its start', () => {
    const restarted = withSubscription(member, 'root', '2030-02-01T00:00:00.000Z');
    expect(restarted.page_subscriptions).toEqual([{ page_id: 'root', started_at: '2030-02-01T00:00:00.000Z' }]);
  });

  it("leaving removes the subscription and clears the sequence's completions only", () => {
    const left = withoutSubscription(member, 'root', ['a', 'b']);
    expect(left.page_subscriptions).toEqual([]);
    expect(left.program_subscriptions).toEqual([{ program_id: 'other-program', completed_stage_ids: { s: true } }]);
    expect(left.page_completions.by_uuid).toEqual({ other: true });
    expect(left.page_completions.by_content_type.workout).toEqual([]);
  });

  it('marks the pages a part-way start completed in both completion lists', () => {
    const started = withCompletedPages(member, [
      { id: 'd', type: 'workout' },
      { id: 'e', type: 'article' },
      { id: 'a', type: 'workout' },
    ]);
    expect(started.page_completions.by_uuid).toEqual({ a: true, b: true, other: true, d: true, e: true });
    expect(started.page_completions.by_content_type).toEqual({ workout: ['a', 'b', 'd'], article: ['e'] });
    expect(withCompletedPages(member, [])).toBe(member);
  });

  it('takes an uncompleted page out of every content type it was filed under', () => {
    const filedTwice: MemberData = {
      ...member,
      page_completions: { by_uuid: { a: true }, by_content_type: { workout: ['a'], lesson: ['a'] } },
    };
    const undone = withCompletion(filedTwice, 'a', 'workout', false);
    expect(undone.page_completions).toEqual({ by_uuid: {}, by_content_type: { workout: [], lesson: [] } });
  });
});
