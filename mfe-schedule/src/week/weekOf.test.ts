import { isoDate, weekOf } from './weekOf';

describe('weekOf', () => {
  it('runs Monday to Sunday around a midweek day', () => {
    expect(weekOf(new Date(2025, 0, 15, 18, 30)).map(isoDate)).toEqual([
      '2025-01-13',
      '2025-01-14',
      '2025-01-15',
      '2025-01-16',
      '2025-01-17',
      '2025-01-18',
      '2025-01-19',
    ]);
  });

  it('puts a Sunday at the end of its week, across a month boundary', () => {
    expect(weekOf(new Date(2025, 2, 2)).map(isoDate)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('starts a Monday week on that Monday', () => {
    expect(isoDate(weekOf(new Date(2024, 11, 30))[0]!)).toBe('2024-12-30');
  });
});
