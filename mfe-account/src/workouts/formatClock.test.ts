import { formatClock } from './formatClock';

describe('formatClock', () => {
  it('reads minutes and seconds, and hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-4)).toBe('0:00');
  });
});
