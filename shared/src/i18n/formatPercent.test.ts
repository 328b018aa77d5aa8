import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it('writes a 0–100 progress value the way the locale writes percentages', () => {
    expect(formatPercent(40, 'en')).toBe('40%');
    // A no-break space keeps the sign with its number, as German and French typography want.
    expect(formatPercent(40, 'de')).toBe('40\u00a0%');
    expect(formatPercent(66.7, 'fr')).toBe('67\u00a0%');
  });
});
