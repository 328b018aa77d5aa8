import { startOfDayIn } from './startOfDayIn';

describe('startOfDayIn', () => {
  it('is midnight UTC in UTC', () => {
    expect(startOfDayIn('UTC', new Date('2026-05-01T15:30:00Z')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('is the previous UTC day for a zone behind UTC just after UTC midnight', () => {
    expect(startOfDayIn('America/New_York', new Date('2026-05-01T02:00:00Z')).toISOString()).toBe(
      '2026-04-30T04:00:00.000Z',
    );
  });

  it('is the local midnight for a zone ahead of UTC', () => {
    expect(startOfDayIn('Asia/Tokyo', new Date('2026-05-01T20:00:00Z')).toISOString()).toBe('2026-05-01T15:00:00.000Z');
  });

  it('lands on local midnight on a day the clocks go forward', () => {
    // Europe/Berlin moves from +01:00 to +02:00 at 02:00 local on 2026-03-29; midnight was still +01:00.
    expect(startOfDayIn('Europe/Berlin', new Date('2026-03-29T12:00:00Z')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });
});
