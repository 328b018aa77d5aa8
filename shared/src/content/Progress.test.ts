import { isSequenceItemDone, sequenceProgress, sequenceProgressOf, type ProgressFacts } from './Progress';

// A program (p) with two stages: week 1 (w1: days d1, d2) and week 2 (w2: day d3), like the 4-Week Kickstart.
const PARENTS: Record<string, string | null> = { p: null, w1: 'p', w2: 'p', d1: 'w1', d2: 'w1', d3: 'w2' };
const items = ['d1', 'd2', 'd3'].map((page_id) => ({ page_id, title: page_id }));

function facts(pages: string[], stages: string[] = []): ProgressFacts {
  return {
    pageCompletions: Object.fromEntries(pages.map((id) => [id, true])),
    completedStageIds: Object.fromEntries(stages.map((id) => [id, true])),
    parentOf: (id) => PARENTS[id] ?? null,
  };
}

describe('progress, one notion everywhere', () => {
  it('counts the completable pages the member marked complete', () => {
    expect(sequenceProgressOf(items, facts(['d1']))).toMatchObject({ done: 1, total: 3, progress: 33 });
  });

  it('counts the pages inside a program stage the member completed as done, so both measures agree', () => {
    const result = sequenceProgressOf(items, facts([], ['w1']));
    expect(result).toMatchObject({ done: 2, total: 3, progress: 67 });
    expect(result.items.map((item) => item.is_completed)).toEqual([true, true, false]);
    expect(result.items[0]).toMatchObject({ page_id: 'd1', title: 'd1' });
  });

  it('counts a stage that is itself a completable page once, whichever way it was completed', () => {
    expect(isSequenceItemDone('w2', facts([], ['w2']))).toBe(true);
    expect(sequenceProgressOf([{ page_id: 'w2' }], facts(['w2'], ['w2']))).toMatchObject({ done: 1, total: 1 });
  });

  it('stops at a parent cycle instead of looping', () => {
    const cyclic: ProgressFacts = { ...facts([]), parentOf: (id) => (id === 'a' ? 'b' : 'a') };
    expect(isSequenceItemDone('a', cyclic)).toBe(false);
  });

  it('is 0 for an empty sequence', () => {
    expect(sequenceProgressOf([], facts([]))).toMatchObject({ done: 0, total: 0, progress: 0 });
    expect(sequenceProgress([])).toBe(0);
  });
});
