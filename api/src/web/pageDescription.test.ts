import type { PageData } from '@stride/shared';
import { pageDescription } from './pageDescription';

const page = (blocks: unknown[]) => ({ blocks }) as unknown as PageData;

describe('pageDescription', () => {
  it("is the page's first text, as plain words", () => {
    const data = page([
      { type: 'image', url: '/a.png' },
      { type: 'text', text: 'Start **today**: [Week 1](/week-1) is open,\n\nsee {{member.first_name}} you there.' },
    ]);
    expect(pageDescription(data, 'Gym')).toBe('Start today: Week 1 is open, see you there.');
  });

  it("falls back to a hero's subtitle, then to the app's name", () => {
    expect(pageDescription(page([{ type: 'hero', title: 'Hi', subtitle: 'Train with us' }]), 'Gym')).toBe(
      'Train with us',
    );
    expect(pageDescription(page([{ type: 'hero', title: 'Hi', subtitle: null }]), 'Gym')).toBe('Gym');
    expect(pageDescription(null, 'Gym')).toBe('Gym');
  });

  it('shortens a long text at a word, to what a search result shows', () => {
    const words = Array.from({ length: 60 }, (_, n) => `word${n}`).join(' ');
    const description = pageDescription(page([{ type: 'text', text: words }]), 'Gym');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
  });
});
