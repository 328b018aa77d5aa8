import { scheduleWhen, whenProblem } from './scheduleWhen';

describe('scheduleWhen', () => {
  const today = '2025-01-15';

  it('accepts today all day and a later time today', () => {
    expect(whenProblem({ date: today, allDay: true, time: '' }, today, '09:00')).toBeNull();
    expect(whenProblem({ date: today, allDay: false, time: '09:30' }, today, '09:00')).toBeNull();
  });

  it('refuses a day before today, or a time today already gone, as in the past', () => {
    expect(whenProblem({ date: '2025-01-14', allDay: true, time: '' }, today, '09:00')).toBe('cannotScheduleInPast');
    expect(whenProblem({ date: today, allDay: false, time: '08:59' }, today, '09:00')).toBe('cannotScheduleInPast');
  });

  it('asks for a date, and for a time unless all day', () => {
    expect(whenProblem({ date: '', allDay: true, time: '' }, today, '09:00')).toBe('pickDate');
    expect(whenProblem({ date: '2025-01-20', allDay: false, time: '' }, today, '09:00')).toBe('pickTime');
  });

  it('sends the day alone all day, else the wall-clock time on it', () => {
    expect(scheduleWhen({ date: '2025-01-20', allDay: true, time: '07:00' })).toBe('2025-01-20');
    expect(scheduleWhen({ date: '2025-01-20', allDay: false, time: '07:00' })).toBe('2025-01-20T07:00');
  });
});
