import type { Block } from '@stride/shared';
import { overlayParagraphs } from './overlayParagraphs';

const text = (id: string, value: string) => ({ id, type: 'text', text: value }) as Block;

describe('overlayParagraphs', () => {
  it("reads the text blocks' paragraphs as plain words and leaves other blocks out", () => {
    const blocks = [
      text('t1', 'Train **every day**\nwith us.\n\nSee [the plan](/plan).{{member.first_name}}'),
      { id: 'i1', type: 'image' } as Block,
      text('t2', '  \n\n  '),
      text('t3', 'Cancel any time.'),
    ];
    expect(overlayParagraphs(blocks)).toEqual(['Train every day with us.', 'See the plan.', 'Cancel any time.']);
  });
});
