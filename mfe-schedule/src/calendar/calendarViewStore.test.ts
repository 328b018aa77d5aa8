import { readCalendarView, saveCalendarView } from './calendarViewStore';

describe('calendar view store', () => {
  afterEach(() => window.localStorage.clear());

  it("keeps each calendar's view under its own prefixed key", () => {
    saveCalendarView('me-schedule', 'month');
    saveCalendarView('calendar-block-b1', 'list');
    expect(window.localStorage.getItem('stride:calendar_view:me-schedule')).toBe('month');
    expect(readCalendarView('me-schedule', ['day', 'week', 'month', 'list'], 'week')).toBe('month');
    expect(readCalendarView('calendar-block-b1', ['week', 'list'], 'week')).toBe('list');
    expect(readCalendarView('another', ['week', 'list'], 'week')).toBe('week');
  });

  it('falls back for a stored view it does not know or this calendar does not offer', () => {
    window.localStorage.setItem('stride:calendar_view:a', 'year');
    window.localStorage.setItem('stride:calendar_view:b', 'month');
    expect(readCalendarView('a', ['day', 'week'], 'week')).toBe('week');
    expect(readCalendarView('b', ['week', 'list'], 'list')).toBe('list');
  });
});
